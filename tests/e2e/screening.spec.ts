// Structured applications and scorecards (issue #33 parts 2 and 4, decision 049): the company adds screening
// questions (one a knockout) and edits the suggested criteria on its position; an advisor applies answering them (a
// required one refused first, beside its question) with a motivation note and sees the answers on My Applications;
// the company sees the answers and the knockout mark on the applicant card, filters by knockout, submits a scorecard
// and sees the aggregate.
import { expect, test } from '@playwright/test';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const ATTEND = 'Can you attend quarterly board meetings in Oslo?';
const CHAIRED = 'Which audit committee have you chaired?';

test('questions and criteria, answered when applying, shown, filtered and scored', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Audit Committee Chair, Battery Storage' });

  // The company asks two questions on its position, the first with a knockout answer.
  await page.goto('/company/dashboard');
  const row = page.getByRole('list', { name: 'Positions' }).getByRole('article', { name: position.title });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit position' });
  const questions = edit.getByRole('region', { name: 'Screening questions' });
  await questions.getByRole('button', { name: 'Add question' }).click();
  await questions.getByRole('textbox', { name: 'Question 1' }).fill(ATTEND);
  await questions.getByRole('combobox', { name: 'Knockout answer of question 1' }).selectOption('no');
  await questions.getByRole('button', { name: 'Add question' }).click();
  await questions.getByRole('textbox', { name: 'Question 2' }).fill(CHAIRED);
  await questions.getByRole('combobox', { name: 'Answer type of question 2' }).selectOption('text');
  await questions
    .getByRole('group', { name: 'Question 2' })
    .getByRole('checkbox', { name: 'Required' })
    .uncheck();
  await questions.getByRole('button', { name: 'Save questions' }).click();
  await expectToast(page, 'Screening questions saved');

  // Criteria are suggested from the position's text; the company keeps two, renaming the first.
  const criteria = edit.getByRole('region', { name: 'Interview criteria' });
  await expect(criteria.getByText('Suggested from the position’s requirements')).toBeVisible();
  const removers = criteria.getByRole('button', { name: /^Remove criterion/ });
  while ((await removers.count()) > 2)
    await criteria.getByRole('button', { name: 'Remove criterion 3' }).click();
  await criteria.getByRole('textbox', { name: 'Criterion 1' }).fill('Audit committee leadership');
  await criteria.getByRole('button', { name: 'Save criteria' }).click();
  await expectToast(page, 'Interview criteria saved');
  await expect(criteria.getByText('Each interviewer scores these from 1 to 4')).toBeVisible();
  const second = await criteria.getByRole('textbox', { name: 'Criterion 2' }).inputValue();
  await page.keyboard.press('Escape');

  // The advisor applies: the questions first; a required one left unanswered is refused beside it.
  const advisor = await advisorInOwnContext(browser, {}, { keepOpen: true });
  const advisorPage = advisor.page;
  await advisorPage.goto(`/job/${position.id}`);
  await advisorPage.getByRole('button', { name: 'Apply Now' }).click();
  const apply = advisorPage.getByRole('dialog', { name: 'Before you apply' });
  await expect(apply.getByRole('group', { name: ATTEND })).toBeVisible();
  await apply.getByRole('button', { name: 'Send Application' }).click();
  await expect(apply.getByRole('group', { name: ATTEND })).toContainText('Please answer this question');
  await apply.getByRole('group', { name: ATTEND }).getByRole('radio', { name: 'No' }).check();
  await apply.getByRole('textbox', { name: CHAIRED }).fill('Nordlys Energy ASA, 2016–2021');
  await apply
    .getByRole('textbox', { name: /Motivation note/ })
    .fill('Storage is where the grid is going; I would love to help you get there.');
  await apply.getByRole('button', { name: 'Send Application' }).click();
  await expectToast(advisorPage, 'Application submitted!', 'Your application has been sent to the company.');
  await expect(apply).toBeHidden();

  // My Applications shows the advisor what they answered.
  await advisorPage.goto('/my-applications');
  const mine = advisorPage.getByRole('article', { name: new RegExp(`^${position.title}`) });
  await mine.getByText('Your answers').click();
  await expect(
    mine.getByRole('definition').filter({ hasText: 'Nordlys Energy ASA, 2016–2021' }),
  ).toBeVisible();
  await expect(mine.getByText('Storage is where the grid is going')).toBeVisible();
  await expect(mine.getByText(/knockout/i)).toHaveCount(0);

  // The company sees the answers and the knockout mark on the card.
  await page.goto(`/company/applicants?job_id=${position.id}`);
  const card = page
    .getByRole('list', { name: 'Applications' })
    .getByRole('article', { name: 'Margaret Okafor' });
  const screening = card.getByRole('region', { name: 'Screening of Margaret Okafor' });
  await expect(screening.getByText(`Knockout: answered No to “${ATTEND}”`)).toBeVisible();
  await expect(screening.getByText('Nordlys Energy ASA, 2016–2021')).toBeVisible();
  await expect(screening.getByText('Storage is where the grid is going')).toBeVisible();
  await expect(screening.getByText('Scorecards: none yet')).toBeVisible();

  // Filtering by knockout, kept in the URL.
  const knockout = page.getByRole('combobox', { name: 'Knockout answers' });
  await knockout.selectOption({ label: 'Hide knockouts' });
  await expect(page).toHaveURL(`/company/applicants?job_id=${position.id}&knockout=hide`);
  await expect(page.getByRole('heading', { name: 'No applications match these filters' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Knockout answers' }).selectOption({ label: 'Only knockouts' });
  await expect(page).toHaveURL(`/company/applicants?job_id=${position.id}&knockout=only`);
  await expect(card).toBeVisible();

  // A scorecard: a criterion left unscored is refused beside it, then submitted; the card sums it up.
  await screening.getByRole('button', { name: 'Score this applicant' }).click();
  const scorecard = screening.getByRole('form', { name: 'Your scorecard' });
  await scorecard
    .getByRole('group', { name: 'Audit committee leadership' })
    .getByRole('radio', { name: '4 Excellent' })
    .check();
  await scorecard
    .getByRole('group', { name: 'Recommendation' })
    .getByRole('radio', { name: 'Strong yes' })
    .check();
  await scorecard.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(scorecard.getByRole('group', { name: second })).toContainText(`Score “${second}” from 1 to 4`);
  await scorecard.getByRole('group', { name: second }).getByRole('radio', { name: '3 Good' }).check();
  await scorecard.getByRole('textbox', { name: 'Private comment' }).fill('Chaired audit through an IPO.');
  await scorecard.getByRole('button', { name: 'Submit scorecard' }).click();
  await expectToast(page, 'Scorecard submitted');
  await expect(screening.getByText('Scorecards: 1 submitted · average 3.5 / 4 · 1 strong yes')).toBeVisible();
  await expect(screening.getByRole('button', { name: 'Hide scorecard' })).toBeVisible();
  await advisor.context.close();
});
