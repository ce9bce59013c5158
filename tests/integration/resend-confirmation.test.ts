// "Resend confirmation e-mail" from the sign-in screen: the same answer for every address, a mail only to an
// account still waiting for its confirmation, a link that confirms it, and the per-address rate limit.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '@server/db/schema';
import { createUser } from '@tests/factories';
import { TestClient } from '../setup/http';
import { linkIn, waitForMail } from '../setup/mail-sink';
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
