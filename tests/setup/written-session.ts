// A client signed in by writing the session, for tests that need many signed-in users and are not about signing in
// (the authorization matrix seeds five per test): a session row and the cookie better-auth would set — the token, a
// dot and its HMAC-SHA256 under AUTH_SECRET, URI-encoded. Signing in through the endpoint costs an argon2
// verification each time (decision 031); sign-in itself is tested in auth.test.ts and the journeys.
import { createHmac, randomBytes } from 'node:crypto';
import { session } from '@server/db/schema';
import { TestClient } from './http';
import type { useTestApp } from './test-app';

type TestApp = ReturnType<typeof useTestApp>;

const SESSION_COOKIE = 'better-auth.session_token';
const SESSION_DAYS = 14;

export async function clientWithWrittenSession(t: TestApp, userId: string): Promise<TestClient> {
  const token = randomBytes(24).toString('hex');
  await t.database.db.insert(session).values({
    token,
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  const signature = createHmac('sha256', t.deps.env.AUTH_SECRET).update(token).digest('base64');
  return new TestClient(t.app).setCookie(SESSION_COOKIE, encodeURIComponent(`${token}.${signature}`));
}
