// Notification e-mail over real SMTP (the sink): each kind follows the recipient's preference — immediately, in the
// daily digest, or not at all — new messages are batched into one mail per thread per quiet period, and every mail
// carries a signed one-click unsubscribe link (List-Unsubscribe + List-Unsubscribe-Post) that turns its kind off.
import { describe, expect, it } from 'vitest';
import type { Position } from '@shared/schemas/company';
import type { Invitation, NotificationPreferences } from '@shared/schemas/messaging';
import { TestClient } from '../setup/http';
import { linkIn, readMails, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { useMailSink } from '../setup/use-mail-sink';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-notify-');
const QUIET_SECONDS = 3;

describe('notification e-mail preferences', () => {
  const t = useTestApp({ deps: { mailer }, env: { MESSAGE_MAIL_QUIET_SECONDS: String(QUIET_SECONDS) } });

  async function world() {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Grace', lastName: 'Hopper' });
    return { company, position, advisor };
  }
  const mailsTo = (email: string) =>
    readMails(mailDir).filter((mail) => mail.to.includes(email.toLowerCase()));
  const setModes = (client: TestClient, modes: Partial<NotificationPreferences>) =>
    client.put<NotificationPreferences>('/api/notifications/preferences', modes);
  /**
   * Periods are counted from the app's clock and the mail job waits for the end of its period in real time: waiting
   * for a real period boundary and setting the clock to it gives the messages that follow the whole quiet period,
   * however slow the machine, instead of whatever was left of the period the test happened to start in.
   */
  const atStartOfQuietPeriod = async () => {
    const periodMs = QUIET_SECONDS * 1000;
    const boundary = (Math.floor(Date.now() / periodMs) + 1) * periodMs;
    await new Promise((resolve) => setTimeout(resolve, boundary - Date.now()));
    t.clock.set(new Date(boundary));
  };
  /** Past the quiet period, every batched mail is due; then the queue is drained. */
  const afterQuietPeriod = async () => {
    await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000 + 1200));
    await t.settleJobs();
  };

  it("offers each side its own kinds and refuses another side's kind, changing nothing", async () => {
    const w = await world();
    const preferences = '/api/notifications/preferences';
    expect((await w.company.client.get<NotificationPreferences>(preferences)).body).toEqual({
      invitation: 'immediately',
      message: 'immediately',
      status: 'immediately',
      interview: 'immediately',
      mention: 'immediately',
    });
    const refused = await setModes(w.company.client, { match: 'off', message: 'daily' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Your account receives no “Match suggestions” notifications.',
      },
    });
    expect((await w.company.client.get<NotificationPreferences>(preferences)).body).toMatchObject({
      message: 'immediately',
    });
    expect((await setModes(w.advisor.client, { mention: 'off' })).status).toBe(422);
    expect((await setModes(w.company.client, { mention: 'daily' })).body).toMatchObject({ mention: 'daily' });
  });

  it('immediately: the invitation mail arrives with a working one-click unsubscribe', async () => {
    const w = await world();
    expect(
      (await w.advisor.client.get<NotificationPreferences>('/api/notifications/preferences')).body,
    ).toEqual({
      invitation: 'immediately',
      message: 'immediately',
      status: 'immediately',
      match: 'immediately',
      interview: 'immediately',
      reference: 'immediately',
    });
    await w.company.client.post<Invitation>('/api/invitations', {
      jobId: w.position.id,
      advisorId: w.advisor.user.id,
      note: 'Join <script>alert(1)</script> our board',
    });
    await t.settleJobs();
    const mail = await waitForMail(mailDir, w.advisor.user.email, { subject: /invited you/ });
    expect(mail.subject).toBe(`Northwind Robotics invited you to apply: ${w.position.title}`);
    // The note is the company's text, escaped: never markup in the mail.
    expect(mail.html).not.toContain('<script>');
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = linkIn(mail, '/api/notifications/unsubscribe');
    expect(mail.listUnsubscribe).toBe(`<${unsubscribe}>`);

    // The mail client's one-click POST (no session, no Origin) turns invitation mail off, and only that kind.
    const url = new URL(unsubscribe);
    const oneClick = await new TestClient(t.app).call('POST', url.pathname + url.search, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
    });
    expect(oneClick.status).toBe(200);
    expect(
      (await w.advisor.client.get<NotificationPreferences>('/api/notifications/preferences')).body,
    ).toMatchObject({
      invitation: 'off',
      message: 'immediately',
    });
    // A forged token changes nothing.
    const forged = await new TestClient(t.app).get(
      `/api/notifications/unsubscribe?token=${w.advisor.user.id}.message.forged`,
    );
    expect(forged.status).toBe(400);
  });

  it('off: no mail, but the notification is still in the bell', async () => {
    const w = await world();
    await setModes(w.advisor.client, { invitation: 'off' });
    await w.company.client.post('/api/invitations', { jobId: w.position.id, advisorId: w.advisor.user.id });
    await t.settleJobs();
    await expect(waitForMail(mailDir, w.advisor.user.email, { timeoutMs: 500 })).rejects.toThrow();
    const bell = await w.advisor.client.get<{ unread: number }>('/api/notifications');
    expect(bell.body.unread).toBe(1);
  });

  it('daily: nothing at once, then one digest mail with every pending notification', async () => {
    const w = await world();
    await setModes(w.advisor.client, { invitation: 'daily', status: 'daily' });
    const invited = await w.company.client.post<Invitation>('/api/invitations', {
      jobId: w.position.id,
      advisorId: w.advisor.user.id,
    });
    const accepted = await w.advisor.client.post<{ applicationId: string }>(
      `/api/invitations/${invited.body.id}/accept`,
    );
    await w.company.client.patch(`/api/company/applications/${accepted.body.applicationId}/status`, {
      status: 'shortlisted',
    });
    await t.settleJobs();
    expect(mailsTo(w.advisor.user.email)).toEqual([]);

    // The digest job (every quarter hour) sends at 08:00 in the recipient's zone: this advisor has none, so UTC.
    t.clock.set(new Date(`${t.clock.now().toISOString().slice(0, 10)}T08:00:00Z`));
    await t.deps.queue.send('notification-digest', {});
    await t.settleJobs();
    const digest = await waitForMail(mailDir, w.advisor.user.email, { subject: /daily/ });
    expect(digest.subject).toBe('Your daily Boardly summary: 2 updates');
    expect(digest.text).toContain('invited you to apply');
    expect(digest.text).toContain('shortlisted');
    expect(digest.listUnsubscribe).toContain('/api/notifications/unsubscribe?token=');
    // Sent once: the next digest has nothing to say.
    await t.deps.queue.send('notification-digest', {});
    await t.settleJobs();
    expect(mailsTo(w.advisor.user.email)).toHaveLength(1);
  });

  it('new messages are batched: one mail per thread per quiet period, none when already read', async () => {
    const w = await world();
    const applied = await w.advisor.client.post<{ id: string }>(`/api/jobs/${w.position.id}/applications`);
    const thread = `/api/threads/${applied.body.id}`;
    await atStartOfQuietPeriod();
    await w.company.client.post(`${thread}/messages`, { body: 'First question' });
    await w.company.client.post(`${thread}/messages`, { body: 'Second question' });
    await w.company.client.post(`${thread}/messages`, { body: 'Third question' });
    await afterQuietPeriod();
    const mail = await waitForMail(mailDir, w.advisor.user.email, { subject: /new message/i });
    expect(mail.subject).toBe(`3 new messages from Northwind Robotics: ${w.position.title}`);
    expect(mail.text).toContain('First question');
    expect(mail.text).toContain('Third question');
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mailsTo(w.advisor.user.email)).toHaveLength(1);

    // Read on the site before the quiet period ends: no mail.
    await atStartOfQuietPeriod();
    await w.advisor.client.post(`${thread}/messages`, { body: 'Answer' });
    await w.company.client.post(`${thread}/read`);
    await afterQuietPeriod();
    expect(mailsTo(w.company.user.email)).toEqual([]);

    // Messages off: still counted on the site, never mailed.
    await setModes(w.advisor.client, { message: 'off' });
    await w.company.client.post(`${thread}/messages`, { body: 'Anyone there?' });
    await afterQuietPeriod();
    expect(mailsTo(w.advisor.user.email)).toHaveLength(1);
  });
});
