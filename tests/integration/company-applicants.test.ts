// Applicants of a company's positions, status changes (recorded, e-mailed) and the company's view of an
// advisor — only for the company the advisor applied to.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, applicationStatusEvents, profiles } from '@server/db/schema';
import { createLogger } from '@server/lib/logger';
import { createDevOutboxMailer, type Mailer } from '@server/lib/mailer';
import type { ApiErrorBody } from '@shared/errors';
import type {
  AdvisorForCompany,
  ApplicantsPage,
  PositionPicker,
  ApplicationStatusChanged,
  Position,
} from '@shared/schemas/company';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const mailer = createDevOutboxMailer(createLogger('silent'));
const outbox = () => mailer.outbox!();

describe('applicants of a position', () => {
  const t = useTestApp({ deps: { mailer } });

  async function positionWithApplicants(count: number) {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const statuses = ['applied', 'shortlisted', 'rejected'];
    const advisors = [];
    for (let i = 0; i < count; i++) {
      const advisor = await signedInAdvisor(t, {
        firstName: `Advisor${i}`,
        lastName: 'Test',
        skills: Array.from({ length: 11 }, (_, n) => `Skill ${n}`),
        industries: Array.from({ length: 7 }, (_, n) => `Industry ${n}`),
      });
      await insertApplication(t, {
        jobId: position.id,
        advisorId: advisor.user.id,
        status: statuses[i % 3],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
      advisors.push(advisor);
    }
    return { company, position, advisors };
  }

  it('lists 10 a page newest first, filters by status, and shows the card fields', async () => {
    const { company, position } = await positionWithApplicants(14);
    const path = `/api/company/applicants?job_id=${position.id}`;
    const first = await company.client.get<ApplicantsPage>(path);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      page: 1,
      pageCount: 2,
      total: 14,
      status: 'all',
      position: { id: position.id, title: position.title, isActive: true },
      statusCounts: { applied: 5, shortlisted: 5, rejected: 4, contacted: 0, hired: 0 },
    });
    expect(first.body.items.map((item) => item.advisor.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Advisor${13 - i} Test`),
    );
    const card = first.body.items[0]!;
    expect(card).toMatchObject({
      status: 'shortlisted',
      createdAt: '2026-01-01T00:13:00.000Z',
      advisor: {
        city: 'London',
        country: 'United Kingdom',
        yearsExperience: 24,
        hoursAvailable: 20,
        workPreference: 'part-time',
        compensationPreference: ['paid', 'equity'],
        moreSkills: 3,
        moreIndustries: 1,
      },
    });
    expect(card.advisor.skills).toHaveLength(8);
    expect(card.advisor.industries).toHaveLength(6);
    // Contact details are not on the card.
    expect(JSON.stringify(first.body)).not.toMatch(/@example\.com|phone|linkedin/i);

    const second = await company.client.get<ApplicantsPage>(`${path}&page=2`);
    expect(second.body.items).toHaveLength(4);
    const shortlisted = await company.client.get<ApplicantsPage>(`${path}&status=shortlisted`);
    expect(shortlisted.body).toMatchObject({ total: 5, pageCount: 1 });
    expect(shortlisted.body.items.every((item) => item.status === 'shortlisted')).toBe(true);
    const hired = await company.client.get<ApplicantsPage>(`${path}&status=hired`);
    expect(hired.body).toMatchObject({ total: 0, items: [] });
    expect((await company.client.get(`${path}&status=ghosted`)).status).toBe(422);
  });

  it('defaults to the newest position and badges inactive ones in the picker', async () => {
    const company = await signedInCompany(t);
    const older = (
      await company.client.post<Position>('/api/company/positions', positionInput({ title: 'Older' }))
    ).body;
    t.clock.advance(1000);
    const newer = (
      await company.client.post<Position>('/api/company/positions', positionInput({ title: 'Newer' }))
    ).body;
    await company.client.patch(`/api/company/positions/${older.id}/status`, { isActive: false });
    const res = await company.client.get<ApplicantsPage>('/api/company/applicants');
    expect(res.body.position?.id).toBe(newer.id);
    expect(res.body).not.toHaveProperty('positions');
    const picker = await company.client.get<PositionPicker>('/api/company/applicants/positions');
    expect(picker.body.positions).toEqual([
      { id: newer.id, title: 'Newer', isActive: true },
      { id: older.id, title: 'Older', isActive: false },
    ]);
    const other = await signedInCompany(t);
    const none = await other.client.get<ApplicantsPage>('/api/company/applicants');
    expect(none.body).toMatchObject({ position: null, items: [], total: 0 });
    // Another company's picker holds only its own positions.
    expect((await other.client.get<PositionPicker>('/api/company/applicants/positions')).body).toEqual({
      positions: [],
    });
  });

  it("refuses company B reading the applicants of company A's position", async () => {
    const { position } = await positionWithApplicants(2);
    const b = await signedInCompany(t, { companyName: 'Other Co' });
    const res = await b.client.get<ApiErrorBody>(`/api/company/applicants?job_id=${position.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Position not found.' });
    expect(JSON.stringify(res.body)).not.toContain('Advisor');
    expect((await b.client.get('/api/company/applicants?job_id=x%27;drop')).status).toBe(404);
  });
});

describe('changing the status of an application', () => {
  const t = useTestApp({ deps: { mailer } });

  async function oneApplication() {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Grace' });
    // Applied through the real route, as an advisor would.
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    expect(applied.status).toBe(201);
    return { company, position, advisor, applicationId: applied.body.id };
  }

  it('records each change with its time and actor, and e-mails the advisor', async () => {
    const { company, advisor, applicationId, position } = await oneApplication();
    const before = outbox().length;
    const path = `/api/company/applications/${applicationId}/status`;
    // The apply route stamps its event with the database clock; move the app clock past it.
    t.clock.advance(10 * 60_000);

    const shortlisted = await company.client.patch<ApplicationStatusChanged>(path, { status: 'shortlisted' });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body).toMatchObject({ id: applicationId, status: 'shortlisted', changed: true });
    await t.settleJobs();
    const good = outbox()[0]!;
    expect(outbox().length).toBe(before + 1);
    expect(good.to).toBe(advisor.user.email);
    expect(good.subject).toContain('shortlisted');
    expect(good.text).toContain('Hello Grace,');
    expect(good.text).toContain(position.title);
    expect(good.text).toContain('http://localhost:3000/my-applications');

    t.clock.advance(3_600_000);
    const rejected = await company.client.patch<ApplicationStatusChanged>(path, {
      status: 'rejected',
      reason: 'Looking for more availability',
    });
    expect(rejected.body.status).toBe('rejected');
    await t.settleJobs();
    const bad = outbox()[0]!;
    expect(bad.subject).toContain('An update on your application');
    expect(bad.text).toContain('decided not to move forward');
    expect(bad.text).toContain('more monthly availability');

    const events = await t.database.db
      .select()
      .from(applicationStatusEvents)
      .where(eq(applicationStatusEvents.applicationId, applicationId))
      .orderBy(applicationStatusEvents.createdAt);
    expect(events.map((e) => [e.status, e.reason, e.changedBy])).toEqual([
      ['applied', null, advisor.user.id],
      ['shortlisted', null, company.user.id],
      ['rejected', 'Looking for more availability', company.user.id],
    ]);
    expect(events[2]!.createdAt.getTime() - events[1]!.createdAt.getTime()).toBe(3_600_000);

    // The advisor sees the current status on their side.
    const mine = await advisor.client.get<Array<{ id: string; status: string }>>('/api/my-applications');
    expect(mine.body).toEqual([expect.objectContaining({ id: applicationId, status: 'rejected' })]);

    // Setting the same status again changes nothing and sends nothing.
    const count = outbox().length;
    const same = await company.client.patch<ApplicationStatusChanged>(path, {
      status: 'rejected',
      reason: 'Other',
    });
    expect(same.body.changed).toBe(false);
    await t.settleJobs();
    expect(outbox().length).toBe(count);
  });

  it('validates the status and the reason', async () => {
    const { company, applicationId } = await oneApplication();
    const path = `/api/company/applications/${applicationId}/status`;
    const unknown = await company.client.patch<ApiErrorBody>(path, { status: 'ghosted' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe(
      'status must be one of: applied, shortlisted, contacted, rejected, hired',
    );
    expect((await company.client.patch(path, { status: 'rejected', reason: 'You are too old' })).status).toBe(
      422,
    );
    const misplaced = await company.client.patch<ApiErrorBody>(path, { status: 'hired', reason: 'Other' });
    expect(misplaced.body.error.message).toBe('A reason can only be given when rejecting');
    expect(
      (await company.client.patch(path, 'not json', { headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
  });

  it("refuses company B moving an application to company A's position", async () => {
    const { applicationId } = await oneApplication();
    const b = await signedInCompany(t, { companyName: 'Other Co' });
    const count = outbox().length;
    const res = await b.client.patch<ApiErrorBody>(`/api/company/applications/${applicationId}/status`, {
      status: 'hired',
    });
    expect(res.status).toBe(404);
    const row = await t.database.db.query.applications.findFirst({
      where: eq(applications.id, applicationId),
    });
    expect(row?.status).toBe('applied');
    await t.settleJobs();
    expect(outbox().length).toBe(count);
  });
});

describe('a status change when the mail server is down', () => {
  const failing: Mailer = {
    send: async () => {
      throw new Error('SMTP connection refused');
    },
  };
  const t = useTestApp({ deps: { mailer: failing } });

  it('still succeeds and is recorded', async () => {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t);
    const application = await insertApplication(t, { jobId: position.id, advisorId: advisor.user.id });
    const res = await company.client.patch<ApplicationStatusChanged>(
      `/api/company/applications/${application.id}/status`,
      { status: 'contacted' },
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('contacted');
  });
});

describe("the company's view of an advisor", () => {
  const t = useTestApp({ deps: { mailer } });

  it('shows the full profile and contact details to a company the advisor applied to', async () => {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { phoneNumber: '+44 (20) 7946-0958' });
    const application = await insertApplication(t, { jobId: position.id, advisorId: advisor.user.id });

    const res = await company.client.get<AdvisorForCompany>(`/api/company/advisors/${advisor.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: advisor.user.id,
      name: 'Eleanor Whitfield',
      city: 'London',
      yearsExperience: 24,
      hoursAvailable: 20,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      advisorExperience: [
        {
          company: 'Ledgerline',
          website: 'https://ledgerline.example',
          role: 'Board Advisor',
          description: 'Series B fintech',
        },
        {
          company: 'Carewell Health',
          website: 'https://carewell.example',
          role: 'Audit Committee Chair',
          description: null,
        },
      ],
      contact: {
        email: advisor.user.email,
        phoneNumber: '+44 (20) 7946-0958',
        whatsappUrl: 'https://wa.me/442079460958',
        linkedinUrl: 'https://www.linkedin.com/in/eleanor-whitfield',
        calendlyLink: 'https://calendly.com/eleanor-whitfield/30min',
        resumeUrl: null,
      },
      applications: [{ id: application.id, jobId: position.id, jobTitle: position.title, status: 'applied' }],
    });
  });

  it("answers 'Advisor Not Found' to a company the advisor did not apply to", async () => {
    const a = await signedInCompany(t);
    const position = (await a.client.post<Position>('/api/company/positions', positionInput())).body;
    const applicant = await signedInAdvisor(t);
    await insertApplication(t, { jobId: position.id, advisorId: applicant.user.id });
    const stranger = await signedInAdvisor(t);
    const b = await signedInCompany(t, { companyName: 'Other Co' });

    for (const [client, advisorId] of [
      [a.client, stranger.user.id],
      [b.client, applicant.user.id],
      [b.client, 'not-a-uuid'],
    ] as const) {
      const res = await client.get<ApiErrorBody>(`/api/company/advisors/${advisorId}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Advisor Not Found' });
    }
    // Nor can B fetch the applicant's resume.
    await t.database.db
      .update(profiles)
      .set({
        resumeKey: `resumes/${applicant.user.id}/abcdefgh123.pdf`,
        resumeUrl: `/api/advisors/${applicant.user.id}/resume`,
      })
      .where(eq(profiles.id, applicant.user.id));
    expect((await b.client.get(`/api/advisors/${applicant.user.id}/resume`)).status).toBe(404);
  });
});
