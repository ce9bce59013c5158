// The daily digest at 08:00 in each recipient's own time zone (decision 032), over real SMTP (the sink): an advisor
// in Tokyo gets it at 08:00 Tokyo time and not at 08:00 UTC; an advisor without a zone at 08:00 UTC; a company at
// 08:00 in the zone of its latest interview proposal. Each gets one digest per local day, whether the job runs
// again (a retry, every quarter hour) or two instances run it at once; what arrives after it waits for the next.
import { describe, expect, it } from 'vitest';
import { sendNotificationDigests } from '@server/features/notifications/notification-digest';
import { notify } from '@server/features/notifications/notify.service';
import type { Position } from '@shared/schemas/company';
import type { Invitation, NotificationPreferences } from '@shared/schemas/messaging';
import type { TestClient } from '../setup/http';
import { readMails, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { useMailSink } from '../setup/use-mail-sink';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-digest-');
const DIGEST = /daily Boardly summary/;

describe('daily digest in the recipient’s time zone', () => {
  const t = useTestApp({ deps: { mailer } });

  const digestsTo = (email: string) =>
    readMails(mailDir).filter(
      (mail) => mail.to.includes(email.toLowerCase()) && DIGEST.test(mail.subject ?? ''),
    );
  const setModes = (client: TestClient, modes: Partial<NotificationPreferences>) =>
    client.put<NotificationPreferences>('/api/notifications/preferences', modes);

  /** The scheduled job at `iso` on the test clock, as pg-boss's cron queues it; then the mail it queued. */
  async function digestRunAt(iso: string) {
    t.clock.set(new Date(iso));
    await t.deps.queue.send('notification-digest', {});
    await t.settleJobs();
    await t.settleJobs();
    // SMTP delivery is asynchronous to the queue's bookkeeping: give it a moment before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  async function world() {
    t.clock.set(new Date('2026-12-01T05:00:00Z'));
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const tokyo = await signedInAdvisor(t, { firstName: 'Aiko', timeZone: 'Asia/Tokyo' });
    const utc = await signedInAdvisor(t, { firstName: 'Una', timeZone: null });
    for (const advisor of [tokyo, utc]) {
      expect((await setModes(advisor.client, { invitation: 'daily' })).status).toBe(200);
      const invited = await company.client.post<Invitation>('/api/invitations', {
        jobId: position.id,
        advisorId: advisor.user.id,
      });
      expect(invited.status).toBe(201);
    }
    await t.settleJobs();
    return { company, position, tokyo, utc };
  }

  it('reaches Tokyo at 08:00 Tokyo time, not at 08:00 UTC, and only once that day', async () => {
    const w = await world();

    await digestRunAt('2026-12-01T07:45:00Z');
    expect(digestsTo(w.utc.user.email)).toHaveLength(0);

    // 08:00 UTC is 17:00 in Tokyo: only the advisor without a zone (UTC) gets theirs.
    await digestRunAt('2026-12-01T08:00:00Z');
    const utcDigest = await waitForMail(mailDir, w.utc.user.email, { subject: DIGEST });
    expect(utcDigest.text).toContain('invited you to apply');
    expect(digestsTo(w.tokyo.user.email)).toHaveLength(0);
    await digestRunAt('2026-12-01T08:15:00Z');
    expect(digestsTo(w.utc.user.email)).toHaveLength(1);

    // 22:45 UTC is 07:45 in Tokyo: not yet.
    await digestRunAt('2026-12-01T22:45:00Z');
    expect(digestsTo(w.tokyo.user.email)).toHaveLength(0);

    // 23:00 UTC is 08:00 on 2 December in Tokyo: the scheduled job and two more instances at the same moment.
    t.clock.set(new Date('2026-12-01T23:00:00Z'));
    const deps = { db: t.deps.db, queue: t.deps.queue, env: t.deps.env, now: t.clock.now() };
    await t.deps.queue.send('notification-digest', {});
    const [first, second] = await Promise.all([sendNotificationDigests(deps), sendNotificationDigests(deps)]);
    await t.settleJobs();
    await t.settleJobs();
    const tokyoDigest = await waitForMail(mailDir, w.tokyo.user.email, { subject: DIGEST });
    expect(tokyoDigest.subject).toBe('Your daily Boardly summary: 1 update');
    expect(tokyoDigest.text).toContain(`Northwind Robotics invited you to apply: ${w.position.title}`);
    expect(first.sent + second.sent).toBeLessThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(digestsTo(w.tokyo.user.email)).toHaveLength(1);

    // A retry within the hour, and a notification that arrives after the digest: nothing more today…
    t.clock.set(new Date('2026-12-01T23:20:00Z'));
    await notify(
      { ...deps, now: t.clock.now() },
      {
        userId: w.tokyo.user.id,
        from: null,
        kind: 'invitation',
        title: 'Audit Chair: an invitation',
        link: '/my-applications',
      },
    );
    await digestRunAt('2026-12-01T23:30:00Z');
    await digestRunAt('2026-12-02T08:00:00Z'); // 17:00 in Tokyo
    expect(digestsTo(w.tokyo.user.email)).toHaveLength(1);

    // …it is in the next morning's digest, at 08:00 Tokyo time on 3 December.
    await digestRunAt('2026-12-02T23:00:00Z');
    const digests = digestsTo(w.tokyo.user.email);
    expect(digests).toHaveLength(2);
    expect(digests[1]!.subject).toBe('Your daily Boardly summary: 1 update');
    expect(digests[1]!.text).toContain('Audit Chair');
    expect(digestsTo(w.utc.user.email)).toHaveLength(1);
  });

  it('reaches a company at 08:00 in the zone of its latest interview proposal', async () => {
    const w = await world();
    await setModes(w.company.client, { status: 'daily' });
    // The Tokyo advisor accepts (applies); the company proposes an interview in New York time; the advisor withdraws.
    const [invitation] = (await w.tokyo.client.get<{ items: { id: string }[] }>('/api/invitations')).body
      .items;
    const accepted = await w.tokyo.client.post<{ applicationId: string }>(
      `/api/invitations/${invitation!.id}/accept`,
    );
    expect(accepted.status).toBe(200);
    const proposed = await w.company.client.post(
      `/api/hiring/applications/${accepted.body.applicationId}/interviews`,
      {
        timeZone: 'America/New_York',
        durationMinutes: 30,
        slots: [{ startsAt: '2026-12-10T10:00' }, { startsAt: '2026-12-11T10:00' }],
        meetingUrl: 'https://meet.example.com/board',
      },
    );
    expect(proposed.status).toBe(201);
    const withdrawn = await w.tokyo.client.post(
      `/api/hiring/my-applications/${accepted.body.applicationId}/withdrawal`,
      { reason: 'Another board seat came first.' },
    );
    expect(withdrawn.status).toBe(200);
    await t.settleJobs();

    // 08:00 UTC is 03:00 in New York.
    await digestRunAt('2026-12-01T08:00:00Z');
    expect(digestsTo(w.company.user.email)).toHaveLength(0);
    // 13:00 UTC is 08:00 in New York (EST, UTC−5).
    await digestRunAt('2026-12-01T13:00:00Z');
    const digest = await waitForMail(mailDir, w.company.user.email, { subject: DIGEST });
    expect(digest.text).toContain('withdrew from');
    await digestRunAt('2026-12-01T13:45:00Z');
    expect(digestsTo(w.company.user.email)).toHaveLength(1);
  });
});
