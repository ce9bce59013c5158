// Hiring's mail goes through notify (decision 032), over real SMTP (the sink): the deadline pass's closure notice
// and the company's reminder follow the recipient's setting for status changes (immediately, daily digest, off),
// make one bell entry each and are sent once even when the job that makes them runs again (its idempotency key);
// interview mails are always sent at once, with their calendar invitation, whatever the settings, and show in both
// bells.
import { describe, expect, it } from 'vitest';
import { queueClosureMails } from '@server/features/hiring/deadlines.service';
import type { Position } from '@shared/schemas/company';
import type { Interview } from '@shared/schemas/hiring';
import type { MyApplication } from '@shared/schemas/jobs';
import type { NotificationList, NotificationPreferences } from '@shared/schemas/messaging';
import type { TestClient } from '../setup/http';
import { readMails, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { useMailSink } from '../setup/use-mail-sink';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-hiring-notify-');
const DAY = 86_400_000;
const CLOSED = /has been closed/;

describe('hiring notifications through notify', () => {
  const t = useTestApp({ deps: { mailer } });

  const mailsTo = (email: string, subject: RegExp) =>
    readMails(mailDir).filter(
      (mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject ?? ''),
    );
  const bellOf = async (client: TestClient) =>
    (await client.get<NotificationList>('/api/notifications')).body;
  const setModes = (client: TestClient, modes: Partial<NotificationPreferences>) =>
    client.put<NotificationPreferences>('/api/notifications/preferences', modes);

  /** The daily job as pg-boss runs it, at the test clock's time; then the jobs it queues (closure notices, mail). */
  async function runDailyPass() {
    await t.deps.queue.send('hiring-deadlines', {});
    await t.settleJobs();
    await t.settleJobs();
  }

  async function applicantWaiting() {
    // 07:30 UTC: three weeks later the pass closes the application at the same time of day.
    t.clock.set(new Date('2026-12-01T07:30:00Z'));
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Grace', timeZone: null });
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    expect(applied.status).toBe(201);
    return { company, position, advisor, applicationId: applied.body.id, start: t.clock.now().getTime() };
  }

  it('a retried deadline pass tells the advisor once: one closure mail and one bell entry', async () => {
    const w = await applicantWaiting();
    t.clock.set(new Date(w.start + 14 * DAY));
    await runDailyPass();
    // The company's reminder is a notification too: its bell and one mail with the unsubscribe link.
    const reminder = await waitForMail(mailDir, w.company.user.email, { subject: /waiting for an answer/ });
    expect(reminder.subject).toBe('1 applicant is waiting for an answer: Independent Board Member');
    expect(reminder.listUnsubscribe).toContain('/api/notifications/unsubscribe?token=');
    const companyBell = (await bellOf(w.company.client)).items;
    expect(companyBell.filter((item) => item.title.includes('waiting for an answer'))).toEqual([
      expect.objectContaining({
        kind: 'status',
        title: '1 applicant is waiting for an answer: Independent Board Member',
        link: `/company/applicants?job_id=${w.position.id}`,
      }),
    ]);

    const closedAt = new Date(w.start + 21 * DAY);
    t.clock.set(closedAt);
    await runDailyPass();
    const [mine] = (await w.advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(mine!.status).toBe('closed');
    const mail = await waitForMail(mailDir, w.advisor.user.email, { subject: CLOSED });
    expect(mail.text).toContain(
      'Northwind Robotics did not respond to your application for Independent Board Member within 21 days',
    );
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

    // The job that tells the advisors runs again for the same pass (an instance died after its work, before pg-boss
    // recorded it done), and a second worker runs it at the same moment: nothing new.
    await t.deps.queue.send('hiring-closure-mails', { closedAt: closedAt.toISOString() });
    const pass = {
      db: t.deps.db,
      queue: t.deps.queue,
      site: { siteName: t.deps.env.SITE_NAME, appUrl: t.deps.env.APP_URL },
      notifyEnv: t.deps.env,
    };
    const again = await Promise.all([
      queueClosureMails(pass, { closedAt: closedAt.toISOString() }),
      queueClosureMails(pass, { closedAt: closedAt.toISOString() }),
    ]);
    expect(again).toEqual([0, 0]);
    await t.settleJobs();
    // And the daily pass itself, retried at the same moment, closes nothing more.
    await runDailyPass();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(w.advisor.user.email, CLOSED)).toHaveLength(1);
    const bell = await bellOf(w.advisor.client);
    expect(bell.items.filter((item) => CLOSED.test(item.title))).toEqual([
      expect.objectContaining({
        kind: 'status',
        title: 'Your application to Independent Board Member has been closed',
        body: 'Northwind Robotics did not respond within 21 days.',
        link: '/my-applications',
        createdAt: closedAt.toISOString(),
      }),
    ]);
    expect(mailsTo(w.company.user.email, /waiting for an answer/)).toHaveLength(1);
  });

  it('status changes off: the closure is in the bell but not mailed', async () => {
    const w = await applicantWaiting();
    expect((await setModes(w.advisor.client, { status: 'off' })).status).toBe(200);
    t.clock.set(new Date(w.start + 21 * DAY));
    await runDailyPass();
    await expect(
      waitForMail(mailDir, w.advisor.user.email, { subject: CLOSED, timeoutMs: 800 }),
    ).rejects.toThrow();
    const bell = await bellOf(w.advisor.client);
    expect(bell.unread).toBe(1);
    expect(bell.items[0]!.title).toBe('Your application to Independent Board Member has been closed');
  });

  it('status changes in the daily digest: no mail at the closure, then the digest at 08:00 names it', async () => {
    const w = await applicantWaiting();
    await setModes(w.advisor.client, { status: 'daily' });
    t.clock.set(new Date(w.start + 21 * DAY)); // 07:30 UTC, the advisor has no zone: UTC.
    await runDailyPass();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(w.advisor.user.email, CLOSED)).toEqual([]);

    t.clock.set(new Date(w.start + 21 * DAY + 30 * 60_000)); // 08:00 UTC
    await t.deps.queue.send('notification-digest', {});
    await t.settleJobs();
    const digest = await waitForMail(mailDir, w.advisor.user.email, { subject: /daily/ });
    expect(digest.subject).toBe('Your daily Boardly summary: 1 update');
    expect(digest.text).toContain('Your application to Independent Board Member has been closed');
    expect(mailsTo(w.advisor.user.email, CLOSED)).toEqual([]);
  });

  it('interview mails go out at once by default, with the calendar invitation and an unsubscribe link', async () => {
    const w = await applicantWaiting();
    const othersOff = {
      invitation: 'off',
      message: 'off',
      status: 'off',
      match: 'off',
      reference: 'off',
    } as const;
    await setModes(w.advisor.client, othersOff);
    await setModes(w.company.client, othersOff);
    expect(
      (await w.advisor.client.get<NotificationPreferences>('/api/notifications/preferences')).body,
    ).toEqual({ ...othersOff, interview: 'immediately' });

    const proposed = await w.company.client.post<Interview>(
      `/api/hiring/applications/${w.applicationId}/interviews`,
      {
        timeZone: 'Europe/Berlin',
        durationMinutes: 30,
        slots: [{ startsAt: '2026-12-10T10:00' }, { startsAt: '2026-12-11T10:00' }],
        meetingUrl: 'https://meet.example.com/board',
      },
    );
    expect(proposed.status).toBe(201);
    await t.settleJobs();
    const proposal = await waitForMail(mailDir, w.advisor.user.email, {
      subject: /proposes interview times/,
    });
    // Interview mail is a kind of the settings like any other (decision 039): it can be switched off from the mail.
    expect(proposal.listUnsubscribe).toBeTruthy();

    t.clock.advance(60_000);
    const booked = await w.advisor.client.post<Interview>(
      `/api/hiring/interviews/${proposed.body.id}/booking`,
      { slotId: proposed.body.slots[0]!.id },
    );
    expect(booked.status).toBe(200);
    await t.settleJobs();
    for (const email of [w.advisor.user.email, w.company.user.email]) {
      const mail = await waitForMail(mailDir, email, { subject: /Interview booked/ });
      expect(mail.calendars).toHaveLength(1);
      expect(mail.calendars![0]).toContain('METHOD:REQUEST');
      expect(mail.calendars![0]).toContain(`UID:${proposed.body.id}@localhost`);
    }
    const interviewsIn = async (client: TestClient) =>
      (await bellOf(client)).items.filter((item) => item.kind === 'interview');
    expect((await interviewsIn(w.advisor.client)).map((item) => [item.title, item.link])).toEqual([
      [expect.stringMatching(/^Interview booked: Independent Board Member/), '/my-applications'],
      [expect.stringMatching(/proposes interview times: Independent Board Member$/), '/my-applications'],
    ]);
    expect((await interviewsIn(w.company.client)).map((item) => [item.title, item.link])).toEqual([
      [
        expect.stringMatching(/^Interview booked: Independent Board Member/),
        `/company/applicants?job_id=${w.position.id}`,
      ],
    ]);

    // Cancelling sends the CANCEL to both calendars.
    const cancelled = await w.company.client.post(`/api/hiring/interviews/${proposed.body.id}/cancellation`, {
      message: 'We filled the seat.',
    });
    expect(cancelled.status).toBe(200);
    await t.settleJobs();
    for (const email of [w.advisor.user.email, w.company.user.email]) {
      const mail = await waitForMail(mailDir, email, { subject: /^Cancelled: interview/ });
      expect(mail.calendars![0]).toContain('METHOD:CANCEL');
    }
  });

  it('interview mail switched off: proposals and reschedules reach the bell only (issue #28)', async () => {
    const w = await applicantWaiting();
    const allOff = {
      invitation: 'off',
      message: 'off',
      status: 'off',
      match: 'off',
      interview: 'off',
      reference: 'off',
    } as const;
    expect((await setModes(w.advisor.client, allOff)).body).toEqual(allOff);
    const proposal = {
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      slots: [{ startsAt: '2026-12-10T10:00' }, { startsAt: '2026-12-11T10:00' }],
      location: 'Call me at +1 555 0100',
    };
    const proposed = await w.company.client.post<Interview>(
      `/api/hiring/applications/${w.applicationId}/interviews`,
      proposal,
    );
    expect(proposed.status).toBe(201);
    t.clock.advance(60_000);
    const rescheduled = await w.company.client.put<Interview>(
      `/api/hiring/interviews/${proposed.body.id}/slots`,
      { ...proposal, slots: [{ startsAt: '2026-12-12T10:00' }, { startsAt: '2026-12-13T10:00' }] },
    );
    expect(rescheduled.status).toBe(200);
    await t.settleJobs();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(w.advisor.user.email, /interview/i)).toEqual([]);
    const bell = await bellOf(w.advisor.client);
    expect(bell.items.filter((item) => item.kind === 'interview')).toHaveLength(2);
  });
});
