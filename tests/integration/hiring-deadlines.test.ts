// No ghosting (issue #20, decision 026): the response window per position, the company's reminder a week before
// the deadline, the daily pass that closes unanswered applications (run as the pg-boss job, time moved by the test
// clock) and tells the advisor, and the company's responsiveness shown to advisors.
import { describe, expect, it } from 'vitest';
import { createLogger } from '@server/lib/logger';
import { createDevOutboxMailer } from '@server/lib/mailer';
import type { Position } from '@shared/schemas/company';
import type { Responsiveness } from '@shared/schemas/hiring';
import type { MyApplication } from '@shared/schemas/jobs';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const mailer = createDevOutboxMailer(createLogger('silent'));
const mailsTo = (email: string) => mailer.outbox!().filter((mail) => mail.to === email);
const DAY = 86_400_000;

describe('no ghosting', () => {
  const t = useTestApp({ deps: { mailer } });

  /** The daily job, as pg-boss runs it, at the test clock's time; then its mails. */
  async function runDailyPass() {
    await t.deps.queue.send('hiring-deadlines', {});
    await t.settleJobs();
    await t.settleJobs();
  }

  async function positionWithApplicant(responseDays?: number) {
    const company = await signedInCompany(t);
    const created = await company.client.post<Position>(
      '/api/company/positions',
      positionInput(responseDays === undefined ? {} : { responseDays }),
    );
    expect(created.status).toBe(201);
    const advisor = await signedInAdvisor(t, { firstName: 'Grace' });
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${created.body.id}/applications`);
    return { company, position: created.body, advisor, applicationId: applied.body.id };
  }

  it('has a response window of 21 days by default, editable between 7 and 60 on the position form', async () => {
    const company = await signedInCompany(t);
    const created = await company.client.post<Position>('/api/company/positions', positionInput());
    expect(created.body.responseDays).toBe(21);
    for (const responseDays of [6, 61, 'soon']) {
      const res = await company.client.post('/api/company/positions', positionInput({ responseDays }));
      expect(res.status, String(responseDays)).toBe(422);
    }
    const edited = await company.client.put<Position>(`/api/company/positions/${created.body.id}`, {
      ...positionInput({ responseDays: 30 }),
      companyName: created.body.companyName,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.responseDays).toBe(30);
    expect(
      (await company.client.get<Position>(`/api/company/positions/${created.body.id}`)).body.responseDays,
    ).toBe(30);
  });

  it('reminds the company on day 14, closes at day 21 with the reason, and tells the advisor', async () => {
    const { company, advisor, applicationId } = await positionWithApplicant();
    const start = t.clock.now().getTime();

    t.clock.set(new Date(start + 13 * DAY));
    await runDailyPass();
    expect(mailsTo(company.user.email).filter((mail) => mail.subject.includes('waiting'))).toHaveLength(0);

    t.clock.set(new Date(start + 14 * DAY));
    await runDailyPass();
    const reminders = mailsTo(company.user.email).filter((mail) => mail.subject.includes('waiting'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('1 applicant is waiting for an answer: Independent Board Member');
    // Once per application.
    t.clock.set(new Date(start + 15 * DAY));
    await runDailyPass();
    expect(mailsTo(company.user.email).filter((mail) => mail.subject.includes('waiting'))).toHaveLength(1);

    t.clock.set(new Date(start + 21 * DAY - 60_000));
    await runDailyPass();
    let [mine] = (await advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(mine!.status).toBe('applied');

    t.clock.set(new Date(start + 21 * DAY));
    await runDailyPass();
    [mine] = (await advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(mine!.status).toBe('closed');
    expect(mine!.hiring.timeline.at(-1)).toEqual({
      step: 'closed',
      at: new Date(start + 21 * DAY).toISOString(),
      by: 'platform',
      reason: 'No response in 21 days',
    });
    const told = mailsTo(advisor.user.email).filter((mail) => mail.subject.includes('has been closed'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(
      'did not respond to your application for Independent Board Member within 21 days',
    );
    // The company sees the same step, and can no longer move it.
    const moved = await company.client.patch(`/api/company/applications/${applicationId}/status`, {
      status: 'shortlisted',
    });
    expect(moved.status).toBe(409);
    // A second pass changes nothing and tells nobody again.
    t.clock.set(new Date(start + 22 * DAY));
    await runDailyPass();
    expect(
      mailsTo(advisor.user.email).filter((mail) => mail.subject.includes('has been closed')),
    ).toHaveLength(1);
  });

  it('leaves answered applications alone and follows each position’s own window', async () => {
    const answered = await positionWithApplicant();
    await answered.company.client.patch(`/api/company/applications/${answered.applicationId}/status`, {
      status: 'shortlisted',
    });
    const short = await positionWithApplicant(7);
    const viewedOnly = await positionWithApplicant();
    // Opening the applicant is not an answer.
    await viewedOnly.company.client.post(`/api/hiring/applications/${viewedOnly.applicationId}/views`);
    const start = t.clock.now().getTime();

    t.clock.set(new Date(start + 7 * DAY + 60_000));
    await runDailyPass();
    const statusOf = async (side: { advisor: { client: typeof answered.advisor.client } }) =>
      (await side.advisor.client.get<MyApplication[]>('/api/my-applications')).body[0]!.status;
    expect(await statusOf(short)).toBe('closed');
    expect(await statusOf(viewedOnly)).toBe('applied');
    const [mine] = (await short.advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(mine!.hiring.timeline.at(-1)!.reason).toBe('No response in 7 days');

    t.clock.set(new Date(start + 30 * DAY));
    await runDailyPass();
    expect(await statusOf(answered)).toBe('shortlisted');
    expect(await statusOf(viewedOnly)).toBe('closed');
  });

  it('shows advisors the company’s responsiveness once it has 5 applications', async () => {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const path = `/api/hiring/positions/${position.id}/responsiveness`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const advisor = await signedInAdvisor(t);
      ids.push((await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`)).body.id);
      if (i === 3) {
        expect((await advisor.client.get<{ responsiveness: null }>(path)).body).toEqual({
          responsiveness: null,
        });
      }
    }
    const start = t.clock.now().getTime();
    // Answers after 1, 2 and 4 days (median 2); one rejected with a shared reason, one without; one left to close.
    t.clock.set(new Date(start + 1 * DAY));
    await company.client.patch(`/api/company/applications/${ids[0]}/status`, { status: 'shortlisted' });
    t.clock.set(new Date(start + 2 * DAY));
    await company.client.patch(`/api/company/applications/${ids[1]}/status`, {
      status: 'rejected',
      reason: 'Position filled',
    });
    t.clock.set(new Date(start + 4 * DAY));
    await company.client.patch(`/api/company/applications/${ids[2]}/status`, { status: 'rejected' });
    t.clock.set(new Date(start + 40 * DAY));
    await runDailyPass();

    const anonymous = await t.app.request(path);
    expect(anonymous.status).toBe(200);
    const { responsiveness } = (await anonymous.json()) as { responsiveness: Responsiveness };
    // Ended: 2 rejected + 2 closed for no answer; only the one rejection with a shared reason counts.
    expect(responsiveness).toEqual({
      applications: 5,
      medianDaysToFirstAction: 2,
      closedWithReasonPercent: 25,
    });
    expect(
      (await t.app.request('/api/hiring/positions/00000000-0000-4000-8000-000000000000/responsiveness'))
        .status,
    ).toBe(404);
  });
});
