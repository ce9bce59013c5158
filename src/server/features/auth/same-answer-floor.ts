// The answer-time floor of the endpoints that must not tell a registered address from an unknown one.
import type { Logger } from '../../lib/logger';

/**
 * Endpoints that answer the same for a registered and an unknown address. For a registered one they do more work
 * (a token row, a mail handed to the mailer: 120–145 ms over SMTP, against 10–25 ms for an unknown address; for a
 * wrong password, argon2 verification after reading the account, ~35 ms slower than the dummy hash better-auth
 * computes for an unknown address), so the answer waits until this long after the request came in: timing no
 * longer tells the two apart. Reset and verification always wait (better-auth keeps the same 500 ms floor inside
 * send-verification-email; ours also covers our own work around the library); sign-in waits only with its shared
 * 401 answer, so a successful sign-in is not slowed. An answer slower than the floor is logged: it would leak
 * again, and the floor must be raised.
 */
export const SAME_ANSWER_PATHS = new Set([
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
]);
export const SIGN_IN_PATH = '/api/auth/sign-in/email';
export const SAME_ANSWER_FLOOR_MS = 500;

export async function waitForFloor(startedAt: number, logger: Logger, path: string) {
  const remaining = SAME_ANSWER_FLOOR_MS - (performance.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  else logger.warn('same-answer floor exceeded', { path, ms: Math.round(SAME_ANSWER_FLOOR_MS - remaining) });
}
