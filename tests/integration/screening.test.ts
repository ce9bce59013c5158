// Structured applications and interview scorecards (issue #33 parts 2 and 4, decision 049) over the real routes:
// criteria suggested from a position's requirements and edited; screening questions (limits, required, knockout)
// answered when applying, shown on the applicant card, filtering the list and shown back on My Applications;
// scorecards scored 1–4 per criterion with a recommendation, colleagues' hidden until one's own is in; and a canary
// planted in a comment and a criterion that no advisor-facing answer, page or mail may carry.
import { describe, expect, it } from 'vitest';
import { applicationAnswers, scorecards } from '@server/db/schema';
import type { ApiErrorBody } from '@shared/errors';
import type { ApplicantsPage, Position } from '@shared/schemas/company';
import type { MyApplication } from '@shared/schemas/jobs';
import type { Invitation, InvitationList } from '@shared/schemas/messaging';
import type { ApplyQuestions, PositionScreening, ScorecardsView } from '@shared/schemas/screening';
import { createCompany } from '@tests/factories';
import { TestClient } from '../setup/http';
import { readMails } from '../setup/mail-sink';
import { useMailSink } from '../setup/use-mail-sink';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-screening-');

const CANARY = 'Xqzzyv-canary';

const issuesOf = (body: unknown) => (body as ApiErrorBody).error.issues ?? [];

describe('screening questions and scorecards', () => {
  const t = useTestApp({ deps: { mailer } });

  async function world() {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const other = await signedInCompany(t, { companyName: 'Yarrow Labs' });
    const advisor = await signedInAdvisor(t, { firstName: 'Grace', lastName: 'Hopper' });
    const position = (
      await company.client.post<Position>(
        '/api/company/positions',
        positionInput({
          title: 'Audit Committee Chair',
          industry: 'Fintech',
          jobDescription:
            '<p>Join our board for quarterly meetings in Austin.</p>' +
            '<p>A qualified accountant (CPA or ACA) is required.</p>' +
            '<p>Experience in payments or banking is essential. 15+ years of finance leadership.</p>',
        }),
      )
    ).body;
    return { company, other, advisor, position };
  }

  const questionsBody = {
    questions: [
      {
        kind: 'yes_no',
        prompt: 'Do you hold a board seat today?',
        required: true,
        knockoutAnswer: 'no',
      },
      {
        kind: 'choice',
        prompt: 'How often can you travel to Austin?',
        options: ['Quarterly', 'Twice a year', 'Never'],
        required: false,
        knockoutAnswer: 'Never',
      },
      { kind: 'text', prompt: 'Which audit committee have you chaired?', required: false },
    ],
  };

  async function withQuestions() {
    const w = await world();
    const saved = await w.company.client.put<PositionScreening>(
      `/api/screening/positions/${w.position.id}/questions`,
      questionsBody,
    );
    expect(saved.status).toBe(200);
    const [seat, travel, chaired] = saved.body.questions;
    return { ...w, seat: seat!, travel: travel!, chaired: chaired! };
  }

  it('suggests criteria from the requirements, saves and edits them; another company gets a 404', async () => {
    const { company, other, position } = await world();
    const first = await company.client.get<PositionScreening>(`/api/screening/positions/${position.id}`);
    expect(first.status).toBe(200);
    expect(first.body.criteria).toEqual([]);
    expect(first.body.suggestedCriteria).toEqual(
      expect.arrayContaining([
        'Holds a qualified accountant',
        'Experience in payments or banking',
        '15+ years of relevant experience',
        'Able to attend in person',
        'Knowledge of fintech',
      ]),
    );
    expect(first.body.suggestedCriteria.length).toBeLessThanOrEqual(8);

    const saved = await company.client.put<PositionScreening>(
      `/api/screening/positions/${position.id}/criteria`,
      {
        criteria: [{ label: 'Audit expertise' }, { label: 'Payments experience' }],
      },
    );
    expect(saved.body.criteria.map((c) => c.label)).toEqual(['Audit expertise', 'Payments experience']);
    const [audit] = saved.body.criteria;
    // Renamed in place (same id), one removed, one added.
    const edited = await company.client.put<PositionScreening>(
      `/api/screening/positions/${position.id}/criteria`,
      {
        criteria: [{ id: audit!.id, label: 'Audit committee expertise' }, { label: 'Independence' }],
      },
    );
    expect(edited.body.criteria[0]).toEqual({ id: audit!.id, label: 'Audit committee expertise' });
    expect(edited.body.criteria.map((c) => c.label)).toEqual(['Audit committee expertise', 'Independence']);

    const tooLong = await company.client.put(`/api/screening/positions/${position.id}/criteria`, {
      criteria: [{ label: 'x'.repeat(81) }],
    });
    expect(tooLong.status).toBe(422);
    expect(issuesOf(tooLong.body)[0]?.path).toBe('criteria.0.label');

    expect((await other.client.get(`/api/screening/positions/${position.id}`)).status).toBe(404);
    expect(
      (
        await other.client.put(`/api/screening/positions/${position.id}/criteria`, {
          criteria: [{ label: 'Taken over' }],
        })
      ).status,
    ).toBe(404);
    const unchanged = await company.client.get<PositionScreening>(`/api/screening/positions/${position.id}`);
    expect(unchanged.body.criteria.map((c) => c.label)).toEqual([
      'Audit committee expertise',
      'Independence',
    ]);
  });

  it('refuses more than five questions, a choice without choices and a knockout on short text, by field', async () => {
    const { company, position } = await world();
    const path = `/api/screening/positions/${position.id}/questions`;
    const six = Array.from({ length: 6 }, (_, i) => ({ kind: 'text', prompt: `Question ${i + 1}?` }));
    const tooMany = await company.client.put(path, { questions: six });
    expect(tooMany.status).toBe(422);
    expect(issuesOf(tooMany.body)[0]?.path).toBe('questions');
    const noChoices = await company.client.put(path, {
      questions: [{ kind: 'choice', prompt: 'Pick one', options: ['Only'] }],
    });
    expect(noChoices.status).toBe(422);
    expect(issuesOf(noChoices.body)[0]?.path).toBe('questions.0.options');
    const textKnockout = await company.client.put(path, {
      questions: [{ kind: 'text', prompt: 'Anything?', knockoutAnswer: 'no' }],
    });
    expect(textKnockout.status).toBe(422);
    expect(issuesOf(textKnockout.body)[0]?.path).toBe('questions.0.knockoutAnswer');
    const longPrompt = await company.client.put(path, {
      questions: [{ kind: 'text', prompt: 'q'.repeat(201) }],
    });
    expect(longPrompt.status).toBe(422);
    expect(issuesOf(longPrompt.body)[0]?.path).toBe('questions.0.prompt');
    const five = await company.client.put<PositionScreening>(path, { questions: six.slice(0, 5) });
    expect(five.status).toBe(200);
    expect(five.body.questions).toHaveLength(5);
  });

  it('asks the questions when applying: required answered, limits by field, a knockout marks and does not block', async () => {
    const { company, advisor, position, seat, travel, chaired } = await withQuestions();
    // The apply screen never learns which answer is a knockout.
    const asked = await new TestClient(t.app).get<ApplyQuestions>(
      `/api/screening/jobs/${position.id}/questions`,
    );
    expect(asked.status).toBe(200);
    expect(asked.body.questions.map((q) => q.prompt)).toEqual([seat.prompt, travel.prompt, chaired.prompt]);
    expect(JSON.stringify(asked.body)).not.toContain('knockout');

    const apply = (body?: unknown) => advisor.client.post(`/api/jobs/${position.id}/applications`, body);
    const missing = await apply();
    expect(missing.status).toBe(422);
    expect(issuesOf(missing.body)).toEqual([
      { path: `answers.${seat.id}`, message: 'Please answer this question' },
    ]);

    const bad = await apply({
      answers: { [seat.id]: 'maybe', [travel.id]: 'Monthly', [chaired.id]: 'a'.repeat(501) },
      motivation: 'm'.repeat(1001),
    });
    expect(bad.status).toBe(422);
    const paths = issuesOf(bad.body).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining([`answers.${chaired.id}`, 'motivation']));
    const wrongKind = await apply({ answers: { [seat.id]: 'maybe', [travel.id]: 'Monthly' } });
    expect(issuesOf(wrongKind.body).map((issue) => issue.path)).toEqual([
      `answers.${seat.id}`,
      `answers.${travel.id}`,
    ]);
    // Nothing was stored by any refused attempt.
    expect(await t.database.db.select().from(applicationAnswers)).toEqual([]);
    expect((await advisor.client.get<MyApplication[]>('/api/my-applications')).body).toEqual([]);

    const ok = await apply({
      answers: { [seat.id]: 'No', [travel.id]: 'Quarterly', [chaired.id]: 'Acme Bank, 2019–2023' },
      motivation: 'I chaired two audit committees in payments.',
    });
    expect(ok.status).toBe(201);

    const page = await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`);
    const card = page.body.items[0]!;
    expect(card.screening.answers).toEqual([
      { questionId: seat.id, prompt: seat.prompt, value: 'no', knockedOut: true },
      { questionId: travel.id, prompt: travel.prompt, value: 'Quarterly', knockedOut: false },
      { questionId: chaired.id, prompt: chaired.prompt, value: 'Acme Bank, 2019–2023', knockedOut: false },
    ]);
    expect(card.screening.knockouts).toEqual([seat.prompt]);
    expect(card.screening.motivation).toBe('I chaired two audit committees in payments.');

    // My Applications: the answers back, as asked — never the knockout mark.
    const mine = await advisor.client.get<MyApplication[]>('/api/my-applications');
    expect(mine.body[0]!.screening).toEqual({
      answers: [
        { prompt: seat.prompt, value: 'no' },
        { prompt: travel.prompt, value: 'Quarterly' },
        { prompt: chaired.prompt, value: 'Acme Bank, 2019–2023' },
      ],
      motivation: 'I chaired two audit committees in payments.',
    });
    expect(JSON.stringify(mine.body)).not.toContain('knock');

    // The company rewords one question and removes another: the answers keep the text they answered.
    const edited = await company.client.put<PositionScreening>(
      `/api/screening/positions/${position.id}/questions`,
      {
        questions: [{ ...questionsBody.questions[0], id: seat.id, prompt: 'Are you on a board now?' }],
      },
    );
    expect(edited.status).toBe(200);
    const after = (await advisor.client.get<MyApplication[]>('/api/my-applications')).body[0]!.screening;
    expect(after.answers.map((a) => a.prompt)).toEqual([seat.prompt, travel.prompt, chaired.prompt]);
    const cardAfter = (
      await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`)
    ).body.items[0]!;
    expect(cardAfter.screening.answers.map((a) => a.questionId)).toEqual([seat.id, null, null]);
  });

  it('filters the applicants list by knockout and by an answer, counting the filtered total', async () => {
    const { company, position, seat, travel } = await withQuestions();
    const answers = [
      { seat: 'yes', travel: 'Quarterly' },
      { seat: 'no', travel: 'Quarterly' },
      { seat: 'yes', travel: 'Never' },
      { seat: 'yes', travel: 'Twice a year' },
    ];
    for (const [i, answer] of answers.entries()) {
      const advisor = await signedInAdvisor(t, { firstName: `Applicant${i}` });
      const res = await advisor.client.post(`/api/jobs/${position.id}/applications`, {
        answers: { [seat.id]: answer.seat, [travel.id]: answer.travel },
      });
      expect(res.status).toBe(201);
    }
    const list = async (query: string) =>
      (await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}&${query}`))
        .body;
    const names = (page: ApplicantsPage) => page.items.map((item) => item.advisor.name).sort();

    const hidden = await list('knockout=hide');
    expect(hidden.total).toBe(2);
    expect(names(hidden)).toEqual(['Applicant0', 'Applicant3'].map((n) => expect.stringContaining(n)));
    const only = await list('knockout=only');
    expect(only.total).toBe(2);
    expect(only.knockout).toBe('only');
    expect(only.items.every((item) => item.screening.knockouts.length === 1)).toBe(true);
    const quarterly = await list(`question_id=${travel.id}&answer=Quarterly`);
    expect(quarterly.total).toBe(2);
    expect(quarterly.items.every((item) => item.screening.answers[1]!.value === 'Quarterly')).toBe(true);
    const both = await list(`question_id=${travel.id}&answer=Quarterly&knockout=hide`);
    expect(both.total).toBe(1);
    expect((await list('')).total).toBe(4);

    const badFilter = await company.client.get(
      `/api/company/applicants?job_id=${position.id}&knockout=maybe`,
    );
    expect(badFilter.status).toBe(422);
    expect(issuesOf(badFilter.body)[0]?.path).toBe('knockout');
  });

  it('scores each criterion 1–4 with a recommendation; refuses gaps and out-of-range scores by field', async () => {
    const { company, other, advisor, position } = await world();
    const criteria = (
      await company.client.put<PositionScreening>(`/api/screening/positions/${position.id}/criteria`, {
        criteria: [{ label: 'Audit expertise' }, { label: 'Independence' }],
      })
    ).body.criteria;
    await advisor.client.post(`/api/jobs/${position.id}/applications`);
    const applicationId = (
      await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`)
    ).body.items[0]!.applicationId;
    const path = `/api/screening/applications/${applicationId}/scorecard`;

    const gap = await company.client.put(path, { scores: { [criteria[0]!.id]: 3 }, recommendation: 'yes' });
    expect(gap.status).toBe(422);
    expect(issuesOf(gap.body).map((i) => i.path)).toEqual([`scores.${criteria[1]!.id}`]);
    const range = await company.client.put(path, {
      scores: { [criteria[0]!.id]: 5, [criteria[1]!.id]: 0 },
      recommendation: 'yes',
    });
    expect(range.status).toBe(422);
    expect(issuesOf(range.body).map((i) => i.path)).toEqual(
      expect.arrayContaining([`scores.${criteria[0]!.id}`, `scores.${criteria[1]!.id}`]),
    );
    const noRecommendation = await company.client.put(path, {
      scores: { [criteria[0]!.id]: 3, [criteria[1]!.id]: 4 },
      recommendation: 'maybe',
    });
    expect(issuesOf(noRecommendation.body)[0]?.path).toBe('recommendation');
    const longComment = await company.client.put(path, {
      scores: { [criteria[0]!.id]: 3, [criteria[1]!.id]: 4 },
      recommendation: 'yes',
      comment: 'c'.repeat(2001),
    });
    expect(issuesOf(longComment.body)[0]?.path).toBe('comment');
    expect(await t.database.db.select().from(scorecards)).toEqual([]);

    // Someone else's applicant: the same 404 as a missing one, for reading and for scoring.
    expect((await other.client.get(`/api/screening/applications/${applicationId}/scorecards`)).status).toBe(
      404,
    );
    expect(
      (
        await other.client.put(path, {
          scores: { [criteria[0]!.id]: 1, [criteria[1]!.id]: 1 },
          recommendation: 'strong_no',
        })
      ).status,
    ).toBe(404);

    const saved = await company.client.put<ScorecardsView>(path, {
      scores: { [criteria[0]!.id]: 3, [criteria[1]!.id]: 4 },
      recommendation: 'strong_yes',
      comment: 'Sharp on controls.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.mine).toMatchObject({
      recommendation: 'strong_yes',
      comment: 'Sharp on controls.',
      scores: [
        { criterionId: criteria[0]!.id, label: 'Audit expertise', score: 3 },
        { criterionId: criteria[1]!.id, label: 'Independence', score: 4 },
      ],
    });
    expect(saved.body.aggregate).toMatchObject({
      submitted: 1,
      mineSubmitted: true,
      average: 3.5,
      pending: [],
    });
    // Revised: still one card per interviewer.
    const revised = await company.client.put<ScorecardsView>(path, {
      scores: { [criteria[0]!.id]: 2, [criteria[1]!.id]: 2 },
      recommendation: 'no',
    });
    expect(revised.body.aggregate).toMatchObject({ submitted: 1, average: 2 });
    expect(revised.body.aggregate.recommendations).toMatchObject({ no: 1, strong_yes: 0 });

    // Renaming a criterion later changes no submitted card.
    await company.client.put(`/api/screening/positions/${position.id}/criteria`, {
      criteria: [
        { id: criteria[0]!.id, label: 'Renamed' },
        { id: criteria[1]!.id, label: 'Independence' },
      ],
    });
    const view = await company.client.get<ScorecardsView>(
      `/api/screening/applications/${applicationId}/scorecards`,
    );
    expect(view.body.mine!.scores[0]!.label).toBe('Audit expertise');
  });

  it("hides colleagues' scorecards and the averages until the interviewer's own is in; the card shows who has not scored", async () => {
    const { company, advisor, position } = await world();
    const [criterion] = (
      await company.client.put<PositionScreening>(`/api/screening/positions/${position.id}/criteria`, {
        criteria: [{ label: 'Judgement' }],
      })
    ).body.criteria;
    await advisor.client.post(`/api/jobs/${position.id}/applications`);
    const cardOf = async () =>
      (await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`)).body
        .items[0]!;
    const { applicationId } = await cardOf();

    // Nobody has scored: the company account is expected to (findPositionScorers).
    expect((await cardOf()).screening.scorecards).toMatchObject({
      submitted: 0,
      mineSubmitted: false,
      pending: [{ userId: company.user.id }],
    });

    // A colleague's card (colleagues on one account arrive with issue #33 part 1: stored as that feature will).
    const colleague = await createCompany(t.database.db, { user: { name: 'Colin Colleague' } });
    await t.database.db.insert(scorecards).values({
      applicationId,
      authorUserId: colleague.user.id,
      scores: [{ criterionId: criterion!.id, label: 'Judgement', score: 1 }],
      average: 1,
      recommendation: 'strong_no',
      comment: 'Colleague private view',
      submittedAt: new Date(),
      updatedAt: new Date(),
    });
    const before = await company.client.get<ScorecardsView>(
      `/api/screening/applications/${applicationId}/scorecards`,
    );
    expect(before.body.mine).toBeNull();
    expect(before.body.others).toBeNull();
    expect(before.body.aggregate).toMatchObject({ submitted: 1, average: null, recommendations: null });
    expect(JSON.stringify(before.body)).not.toContain('Colleague private view');
    expect(JSON.stringify(before.body)).not.toContain('strong_no');
    const cardBefore = (await cardOf()).screening.scorecards;
    expect(cardBefore).toMatchObject({
      submitted: 1,
      mineSubmitted: false,
      average: null,
      recommendations: null,
    });
    expect(cardBefore.pending.map((p) => p.userId)).toEqual([company.user.id]);

    const after = await company.client.put<ScorecardsView>(
      `/api/screening/applications/${applicationId}/scorecard`,
      {
        scores: { [criterion!.id]: 4 },
        recommendation: 'yes',
      },
    );
    expect(after.body.others).toEqual([
      expect.objectContaining({
        authorName: 'Colin Colleague',
        comment: 'Colleague private view',
        recommendation: 'strong_no',
      }),
    ]);
    expect(after.body.aggregate).toMatchObject({ submitted: 2, average: 2.5, pending: [] });
    expect(after.body.aggregate.recommendations).toMatchObject({ yes: 1, strong_no: 1 });
    expect((await cardOf()).screening.scorecards).toMatchObject({ submitted: 2, average: 2.5, pending: [] });
  });

  it('accepting an invitation asks the questions like applying: required refused by field, answers stored', async () => {
    const { company, advisor, position, seat, travel } = await withQuestions();
    const invited = await company.client.post<Invitation>('/api/invitations', {
      jobId: position.id,
      advisorId: advisor.user.id,
      note: 'Your audit experience fits.',
    });
    expect(invited.status).toBe(201);
    const accept = (body?: unknown) =>
      advisor.client.post<{ applicationId: string; invitation: Invitation }>(
        `/api/invitations/${invited.body.id}/accept`,
        body,
      );

    const missing = await accept();
    expect(missing.status).toBe(422);
    expect(issuesOf(missing.body)).toEqual([
      { path: `answers.${seat.id}`, message: 'Please answer this question' },
    ]);
    const tooLong = await accept({ answers: { [seat.id]: 'yes' }, motivation: 'm'.repeat(1001) });
    expect(tooLong.status).toBe(422);
    expect(issuesOf(tooLong.body).map((issue) => issue.path)).toEqual(['motivation']);
    const wrong = await accept({ answers: { [seat.id]: 'perhaps', [travel.id]: 'Monthly' } });
    expect(issuesOf(wrong.body).map((issue) => issue.path)).toEqual([
      `answers.${seat.id}`,
      `answers.${travel.id}`,
    ]);
    // Nothing changed: still pending, no application, no answer.
    const pending = await advisor.client.get<InvitationList>('/api/invitations');
    expect(pending.body.items[0]!.status).toBe('pending');
    expect((await advisor.client.get<MyApplication[]>('/api/my-applications')).body).toEqual([]);
    expect(await t.database.db.select().from(applicationAnswers)).toEqual([]);

    const accepted = await accept({
      answers: { [seat.id]: 'no', [travel.id]: 'Twice a year' },
      motivation: 'Invited, and glad to help.',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitation.status).toBe('accepted');
    const card = (await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`))
      .body.items[0]!;
    expect(card.applicationId).toBe(accepted.body.applicationId);
    expect(card.screening.answers.map((a) => [a.prompt, a.value, a.knockedOut])).toEqual([
      [seat.prompt, 'no', true],
      [travel.prompt, 'Twice a year', false],
    ]);
    expect(card.screening.motivation).toBe('Invited, and glad to help.');
    expect((await advisor.client.get<MyApplication[]>('/api/my-applications')).body[0]!.screening).toEqual({
      answers: [
        { prompt: seat.prompt, value: 'no' },
        { prompt: travel.prompt, value: 'Twice a year' },
      ],
      motivation: 'Invited, and glad to help.',
    });
  });

  it('accepting after applying on the role page links that application and keeps its answers', async () => {
    const { company, advisor, position, seat } = await withQuestions();
    const invited = await company.client.post<Invitation>('/api/invitations', {
      jobId: position.id,
      advisorId: advisor.user.id,
      note: 'Your audit experience fits.',
    });
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`, {
      answers: { [seat.id]: 'yes' },
      motivation: 'Applied first.',
    });
    expect(applied.status).toBe(201);
    const accepted = await advisor.client.post<{ applicationId: string }>(
      `/api/invitations/${invited.body.id}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.applicationId).toBe(applied.body.id);
    const mine = (await advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.screening).toEqual({
      answers: [{ prompt: seat.prompt, value: 'yes' }],
      motivation: 'Applied first.',
    });
  });

  it('no advisor-facing answer, page or mail carries a scorecard, a criterion, a comment or a knockout mark', async () => {
    const { company, advisor, position, seat } = await withQuestions();
    const [criterion] = (
      await company.client.put<PositionScreening>(`/api/screening/positions/${position.id}/criteria`, {
        criteria: [{ label: `Criterion ${CANARY}` }],
      })
    ).body.criteria;
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`, {
      answers: { [seat.id]: 'no' },
      motivation: 'Happy to help.',
    });
    expect(applied.status).toBe(201);
    const applicationId = applied.body.id;
    const scored = await company.client.put(`/api/screening/applications/${applicationId}/scorecard`, {
      scores: { [criterion!.id]: 1 },
      recommendation: 'strong_no',
      comment: `Comment ${CANARY}`,
    });
    expect(scored.status).toBe(200);
    // The company moves the application on: status mail, notification, timeline, a conversation.
    expect(
      (
        await company.client.patch(`/api/company/applications/${applicationId}/status`, {
          status: 'shortlisted',
        })
      ).status,
    ).toBe(200);
    await t.settleJobs();

    // The advisor cannot ask for scorecards at all.
    const asked = await advisor.client.get(`/api/screening/applications/${applicationId}/scorecards`);
    expect(asked.status).toBe(403);
    expect(JSON.stringify(asked.body)).not.toContain(CANARY);

    const answers = {
      myApplications: (await advisor.client.get('/api/my-applications')).body,
      notifications: (await advisor.client.get('/api/notifications')).body,
      threads: (await advisor.client.get('/api/threads')).body,
      export: (await advisor.client.get('/api/me/export')).body,
      me: (await advisor.client.get('/api/me')).body,
      position: (await advisor.client.get(`/api/positions/${position.id}`)).body,
      publicJob: (await advisor.client.get(`/api/jobs/public/${position.publicJobSlug}`)).body,
      questions: (await advisor.client.get(`/api/screening/jobs/${position.id}/questions`)).body,
      jobs: (await advisor.client.get('/api/jobs')).body,
    };
    for (const [name, body] of Object.entries(answers)) {
      const text = JSON.stringify(body);
      expect(text, name).not.toContain(CANARY);
      expect(text, name).not.toMatch(/strong_no|knock|scorecard|recommendation/i);
    }
    const mails = readMails(mailDir).filter((mail) => mail.to.includes(advisor.user.email));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(JSON.stringify(mail)).not.toContain(CANARY);
    // The company, of course, sees both.
    const view = await company.client.get(`/api/screening/applications/${applicationId}/scorecards`);
    expect(JSON.stringify(view.body)).toContain(CANARY);
  });
});
