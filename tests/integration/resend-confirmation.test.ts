// "Resend confirmation e-mail" from the sign-in screen: the same answer for every address, a mail only to an
// account still waiting for its confirmation, a link that confirms it, and the per-address rate limit.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { user } from '@server/db/schema';
import { createUser } from '@tests/factories';
import { TestClient } from '../setup/http';
import { linkIn, readMails, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { useMailSink } from '../setup/use-mail-sink';

const RESEND = '/api/auth/send-verification-email';
const { dir: mailDir, mailer } = useMailSink('boardly-resend-');

describe('resend confirmation e-mail', () => {
  const t = useTestApp({
    deps: {
      authLimits: { perIpPerMinute: 3, failedSignInsPerAccountPerHour: 100 },
      mailer,
    },
  });

  it('answers the same for unconfirmed, confirmed and unknown addresses, and mails only the unconfirmed one', async () => {
    await createUser(t.database.db, { email: 'waiting@example.com', emailVerified: false });
    await createUser(t.database.db, { email: 'confirmed@example.com', emailVerified: true });
    const ask = (email: string, ip: string) =>
      new TestClient(t.app, ip).post(RESEND, { email, callbackURL: '/auth/callback' });

    const waiting = await ask('waiting@example.com', '198.51.100.41');
    const confirmed = await ask('confirmed@example.com', '198.51.100.42');
    const unknown = await ask('nobody@example.com', '198.51.100.43');
    for (const answer of [waiting, confirmed, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(waiting.body);
    }
    await t.settleJobs();

    const mail = await waitForMail(mailDir, 'waiting@example.com', { subject: /confirm/i });
    await expect(waitForMail(mailDir, 'confirmed@example.com', { timeoutMs: 300 })).rejects.toThrow();
    await expect(waitForMail(mailDir, 'nobody@example.com', { timeoutMs: 300 })).rejects.toThrow();

    // The resent link confirms the account.
    const link = new URL(linkIn(mail, '/api/auth/verify-email'));
    const followed = await new TestClient(t.app).get(link.pathname + link.search);
    expect(followed.status).toBe(302);
    const row = await t.database.db.query.user.findFirst({
      where: eq(user.email, 'waiting@example.com'),
      columns: { emailVerified: true },
    });
    expect(row?.emailVerified).toBe(true);
  });

  it('sends a new mail for each request, even within the same second (the link is then the same)', async () => {
    await createUser(t.database.db, { email: 'twice@example.com', emailVerified: false });
    // Only Date is frozen: the link's token is signed with a whole-second timestamp, so both requests make the same
    // message; each must still be sent, as the sign-in screen promises "a new confirmation link".
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00.000Z') });
    try {
      for (const ip of ['198.51.100.61', '198.51.100.62'])
        expect((await new TestClient(t.app, ip).post(RESEND, { email: 'twice@example.com' })).status).toBe(
          200,
        );
    } finally {
      vi.useRealTimers();
    }
    await t.settleJobs();
    const arrived = readMails(mailDir).filter((mail) => mail.to.includes('twice@example.com'));
    expect(arrived).toHaveLength(2);
    expect(arrived[0]!.text).toBe(arrived[1]!.text);
  });

  it('limits requests per address: past the limit a 429 that says when to try again, and no mail', async () => {
    await createUser(t.database.db, { email: 'patient@example.com', emailVerified: false });
    const client = new TestClient(t.app, '198.51.100.50');
    for (let i = 0; i < 3; i++)
      expect((await client.post(RESEND, { email: `someone${i}@example.com` })).status).toBe(200);
    const limited = await client.post(RESEND, { email: 'patient@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    await t.settleJobs();
    await expect(waitForMail(mailDir, 'patient@example.com', { timeoutMs: 300 })).rejects.toThrow();
  });

  it('refuses a malformed address with a clear message', async () => {
    const answer = await new TestClient(t.app, '198.51.100.60').post(RESEND, { email: 'not-an-address' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { message: expect.stringMatching(/invalid email/i) } });
  });
});
