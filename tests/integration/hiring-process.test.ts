// The hiring process (issue #20, decision 026): the timeline both sides see (with who acted, for the company
// only), private notes and ratings that never reach the advisor, withdrawal and applying again.
import type { NotificationList } from '@shared/schemas/messaging';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@server/lib/logger';
import { createDevOutboxMailer } from '@server/lib/mailer';
import type { ApplicantsPage, Position } from '@shared/schemas/company';
import type { Assessment } from '@shared/schemas/hiring';
import type { MyApplication } from '@shared/schemas/jobs';
import type { DataExport } from '@shared/schemas/account-settings';
import { createCompany, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const mailer = createDevOutboxMailer(createLogger('silent'));
const mailsTo = (email: string) => mailer.outbox!().filter((mail) => mail.to === email);
const MINUTE = 60_000;

describe('the hiring process', () => {
  const t = useTestApp({ deps: { mailer } });

  async function applied(options: { advisors?: number; companyName?: string } = {}) {
    const { user, company: profile } = await createCompany(t.database.db, {
      user: { name: 'Hannah Hiring' },
    });
    const company = {
      user,
      company: profile,
      client: await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD),
    };
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisors = [];
    for (let i = 0; i < (options.advisors ?? 1); i++) {
      const advisor = await signedInAdvisor(t, { firstName: `Ada${i}`, lastName: 'Lovelace' });
      const res = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
      expect(res.status).toBe(201);
      advisors.push({ ...advisor, applicationId: res.body.id });
      t.clock.advance(MINUTE);
    }
    return { company, position, advisors };
  }

  const applicants = async (
    company: { client: Awaited<ReturnType<typeof signedInCompany>>['client'] },
    position: Position,
    query = '',
  ) =>
    (await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}${query}`)).body;

  const myApplications = async (advisor: { client: Awaited<ReturnType<typeof signedInAdvisor>>['client'] }) =>
    (await advisor.client.get<MyApplication[]>('/api/my-applications')).body;

  it('records every step with its time and actor; the advisor sees the steps but never who at the company', async () => {
    const { company, position, advisors } = await applied();
    const [advisor] = advisors;
    const appliedAt = new Date(t.clock.now().getTime() - MINUTE);

    t.clock.advance(5 * MINUTE);
    expect(
      (await company.client.post(`/api/hiring/applications/${advisor!.applicationId}/views`)).status,
    ).toBe(200);
    // Viewing twice is one step.
    await company.client.post(`/api/hiring/applications/${advisor!.applicationId}/views`);
    t.clock.advance(5 * MINUTE);
    await company.client.patch(`/api/company/applications/${advisor!.applicationId}/status`, {
      status: 'shortlisted',
    });
    t.clock.advance(5 * MINUTE);
    const rejectedAt = t.clock.now().toISOString();
    await company.client.patch(`/api/company/applications/${advisor!.applicationId}/status`, {
      status: 'rejected',
      reason: 'Looking for more years of experience',
      shareReason: false,
    });

    const card = (await applicants(company, position)).items[0]!;
    expect(card.status).toBe('rejected');
    expect(card.hiring.timeline.map((step) => [step.step, step.by, step.byName])).toEqual([
      ['applied', 'advisor', null],
      ['viewed', 'company', company.user.name],
      ['shortlisted', 'company', company.user.name],
      ['rejected', 'company', company.user.name],
    ]);
    expect(card.hiring.timeline[0]!.at).toBe(appliedAt.toISOString());
    expect(card.hiring.timeline[3]).toMatchObject({
      at: rejectedAt,
      reason: 'Looking for more years of experience',
      reasonShared: false,
    });
    // Answered: no closing deadline any more.
    expect(card.hiring.respondBy).toBeNull();

    const [mine] = await myApplications(advisor!);
    expect(mine!.status).toBe('rejected');
    expect(mine!.hiring.timeline).toEqual([
      { step: 'applied', at: appliedAt.toISOString(), by: 'you', reason: null },
      { step: 'viewed', at: expect.any(String), by: 'company', reason: null },
      { step: 'shortlisted', at: expect.any(String), by: 'company', reason: null },
      // The reason the company kept to itself is not the advisor's to see.
      { step: 'rejected', at: rejectedAt, by: 'company', reason: null },
    ]);
    const advisorView = JSON.stringify(mine);
    expect(company.user.name).toBe('Hannah Hiring');
    expect(advisorView).not.toContain('Hannah');
    expect(advisorView).not.toContain(company.user.id);
    expect(advisorView).not.toContain('Looking for more years');
    // Nor does the rejection e-mail carry it.
    await t.settleJobs();
    const rejection = mailsTo(advisor!.user.email).find((mail) => mail.subject.startsWith('An update'));
    expect(rejection?.text).not.toContain('more years of experience');
    // …nor the advisor's data export.
    const exported = (await advisor!.client.get<DataExport>('/api/me/export')).body;
    expect(JSON.stringify(exported)).not.toContain('Looking for more years');
  });

  it('names the person who acted for a company that signed up without an account name (issue #29)', async () => {
    // The sign-up form stores no account name: the company profile's contact person is who acted.
    const company = await signedInCompany(t, { contactFullName: 'Priya Patel' });
    expect(company.user.name).toBe('');
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const { body } = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    t.clock.advance(MINUTE);
    await company.client.patch(`/api/company/applications/${body.id}/status`, { status: 'shortlisted' });
    const card = (await applicants(company, position)).items[0]!;
    expect(card.hiring.timeline.map((step) => [step.step, step.by, step.byName])).toEqual([
      ['applied', 'advisor', null],
      ['shortlisted', 'company', 'Priya Patel'],
    ]);
  });

  it('shows a shared rejection reason to the advisor, and the answer deadline while none is given', async () => {
    const { company, position, advisors } = await applied();
    const card = (await applicants(company, position)).items[0]!;
    const created = new Date(card.createdAt).getTime();
    expect(card.hiring.respondBy).toBe(new Date(created + 21 * 86_400_000).toISOString());
    await company.client.patch(`/api/company/applications/${advisors[0]!.applicationId}/status`, {
      status: 'rejected',
      reason: 'Position filled',
    });
    const [mine] = await myApplications(advisors[0]!);
    expect(mine!.hiring.timeline.at(-1)).toMatchObject({ step: 'rejected', reason: 'Position filled' });
    expect(mine!.hiring.canWithdraw).toBe(false);
  });

  it('keeps notes and ratings private: sorted and filtered for the company, absent from every advisor route and export', async () => {
    const { company, position, advisors } = await applied({ advisors: 3 });
    const secret = 'PRIVATE-NOTE-7f3a: strong on governance, weak on fundraising';
    const ratings = [2, 5, undefined];
    for (const [i, rating] of ratings.entries()) {
      if (rating === undefined) continue;
      const saved = await company.client.put<Assessment>(
        `/api/hiring/applications/${advisors[i]!.applicationId}/assessment`,
        { rating, notes: `${secret} #${i}` },
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ rating, notes: `${secret} #${i}` });
    }

    const byRating = await applicants(company, position, '&sort=rating');
    expect(byRating.items.map((item) => item.hiring.assessment.rating)).toEqual([5, 2, null]);
    expect(byRating.items[0]!.hiring.assessment.notes).toBe(`${secret} #1`);
    const atLeast3 = await applicants(company, position, '&min_rating=3');
    expect(atLeast3).toMatchObject({ total: 1, minRating: 3 });
    expect(atLeast3.items.map((item) => item.applicationId)).toEqual([advisors[1]!.applicationId]);
    const byFit = await applicants(company, position, '&sort=fit');
    expect(byFit.items).toHaveLength(3);
    expect(
      (await company.client.get(`/api/company/applicants?job_id=${position.id}&min_rating=6`)).status,
    ).toBe(422);

    // Bad input changes nothing.
    const bad = await company.client.put(
      `/api/hiring/applications/${advisors[0]!.applicationId}/assessment`,
      {
        rating: 9,
        notes: 'x',
      },
    );
    expect(bad.status).toBe(422);
    // Another company cannot rate or read them.
    const other = await signedInCompany(t);
    const foreign = await other.client.put(
      `/api/hiring/applications/${advisors[0]!.applicationId}/assessment`,
      {
        rating: 1,
        notes: 'mine now',
      },
    );
    expect(foreign.status).toBe(404);
    // Nor can the advisor.
    const advisorTry = await advisors[0]!.client.put(
      `/api/hiring/applications/${advisors[0]!.applicationId}/assessment`,
      { rating: 5, notes: '' },
    );
    expect(advisorTry.status).toBe(403);

    // Every advisor-facing read: applications, the role pages, the role list, profile, export, responsiveness.
    const advisor = advisors[1]!;
    const advisorReads = [
      '/api/my-applications',
      `/api/jobs/public/${position.publicJobSlug}`,
      `/api/positions/${position.id}`,
      '/api/jobs',
      '/api/profile',
      '/api/me',
      '/api/me/export',
      `/api/hiring/positions/${position.id}/responsiveness`,
    ];
    for (const path of advisorReads) {
      const res = await advisor.client.get(path);
      expect(res.status, path).toBeLessThan(400);
      const body = JSON.stringify(res.body);
      expect(body, path).not.toContain('PRIVATE-NOTE-7f3a');
      expect(body, path).not.toMatch(/"rating"|"notes"|assessment/);
    }
    const company_export = (await company.client.get<DataExport>('/api/me/export')).body;
    expect(company_export.applicantAssessments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          applicationId: advisors[1]!.applicationId,
          rating: 5,
          notes: `${secret} #1`,
        }),
        expect.objectContaining({ applicationId: advisors[0]!.applicationId, rating: 2 }),
      ]),
    );
    expect(company_export.applicantAssessments).toHaveLength(2);
  });

  it('lets the advisor withdraw with a reason the company sees, and apply again only while the role is open', async () => {
    const { company, position, advisors } = await applied();
    const advisor = advisors[0]!;
    const companyEmail = company.user.email;
    const res = await advisor.client.post(`/api/hiring/my-applications/${advisor.applicationId}/withdrawal`, {
      reason: 'I accepted another board seat',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: advisor.applicationId, status: 'withdrawn' });
    // Twice is a conflict; another advisor's application does not exist for them.
    expect(
      (await advisor.client.post(`/api/hiring/my-applications/${advisor.applicationId}/withdrawal`, {}))
        .status,
    ).toBe(409);
    const stranger = await signedInAdvisor(t);
    expect(
      (await stranger.client.post(`/api/hiring/my-applications/${advisor.applicationId}/withdrawal`, {}))
        .status,
    ).toBe(404);

    const card = (await applicants(company, position)).items[0]!;
    expect(card.status).toBe('withdrawn');
    expect(card.hiring.timeline.at(-1)).toMatchObject({
      step: 'withdrawn',
      by: 'advisor',
      reason: 'I accepted another board seat',
    });
    await t.settleJobs();
    const told = mailsTo(companyEmail).find((mail) => mail.subject.includes('withdrew'));
    expect(told?.text).toContain('I accepted another board seat');
    // …and in the company's notification centre, linking to the position's applicants.
    const bell = await company.client.get<NotificationList>('/api/notifications');
    expect(bell.body.items).toEqual([
      expect.objectContaining({
        kind: 'status',
        body: 'I accepted another board seat',
        link: `/company/applicants?job_id=${position.id}`,
      }),
    ]);
    // The company cannot move a withdrawn application.
    const moved = await company.client.patch(`/api/company/applications/${advisor.applicationId}/status`, {
      status: 'shortlisted',
    });
    expect(moved.status).toBe(409);

    let [mine] = await myApplications(advisor);
    expect(mine!.hiring).toMatchObject({ canWithdraw: false, canReapply: true });
    expect(
      (await advisor.client.get<{ applied: boolean }>(`/api/positions/${position.id}`)).body.applied,
    ).toBe(false);

    t.clock.advance(60 * MINUTE);
    const again = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(advisor.applicationId);
    [mine] = await myApplications(advisor);
    expect(mine!.status).toBe('applied');
    expect(mine!.createdAt).toBe(t.clock.now().toISOString());
    expect(mine!.hiring.timeline.map((step) => step.step)).toEqual(['applied', 'withdrawn', 'applied']);
    expect((await advisor.client.post(`/api/jobs/${position.id}/applications`)).status).toBe(409);

    // Withdrawn again, then the role closes: no re-applying.
    await advisor.client.post(`/api/hiring/my-applications/${advisor.applicationId}/withdrawal`, {});
    await company.client.patch(`/api/company/positions/${position.id}/status`, { isActive: false });
    [mine] = await myApplications(advisor);
    expect(mine!.hiring.canReapply).toBe(false);
    expect((await advisor.client.post(`/api/jobs/${position.id}/applications`)).status).toBe(404);
  });

  it('hiring one applicant closes the other open applications with the considerate message, optionally deactivating the role', async () => {
    const { company, position, advisors } = await applied({ advisors: 4 });
    const [hired, rejected, waiting, shortlisted] = advisors;
    await company.client.patch(`/api/company/applications/${rejected!.applicationId}/status`, {
      status: 'rejected',
    });
    await company.client.patch(`/api/company/applications/${shortlisted!.applicationId}/status`, {
      status: 'shortlisted',
    });
    const res = await company.client.patch(`/api/company/applications/${hired!.applicationId}/status`, {
      status: 'hired',
      deactivatePosition: true,
      closingMessage: 'Dear {firstName}, thank you for applying to {jobTitle}; we chose another advisor.',
    });
    expect(res.status).toBe(200);
    // The answer says what the hire did, so the toast can say it (issue #29): two open ones closed, role off.
    expect(res.body).toMatchObject({ status: 'hired', closedOthers: 2, positionDeactivated: true });
    const page = await applicants(company, position);
    const statusOf = (id: string) => page.items.find((item) => item.applicationId === id)!.status;
    expect(statusOf(hired!.applicationId)).toBe('hired');
    expect(statusOf(rejected!.applicationId)).toBe('rejected');
    expect(statusOf(waiting!.applicationId)).toBe('closed');
    expect(statusOf(shortlisted!.applicationId)).toBe('closed');
    expect(page.position?.isActive).toBe(false);

    await t.settleJobs();
    const filled = mailsTo(waiting!.user.email).find((mail) => mail.subject.includes('has been filled'));
    const waitingBell = await waiting!.client.get<NotificationList>('/api/notifications');
    expect(waitingBell.body.items.map((item) => [item.kind, item.link])).toContainEqual([
      'status',
      '/my-applications',
    ]);
    expect(filled?.text).toContain(
      `Dear Ada2, thank you for applying to ${position.title}; we chose another advisor.`,
    );
    expect(mailsTo(rejected!.user.email).some((mail) => mail.subject.includes('has been filled'))).toBe(
      false,
    );
    const [mine] = await myApplications(waiting!);
    expect(mine!.hiring.timeline.at(-1)).toMatchObject({
      step: 'closed',
      by: 'company',
      reason: 'The position has been filled.',
    });
  });
});
