// The weekly e-mail's opt-out link carries the user id signed with AUTH_SECRET, so it works without signing in and
// cannot be forged for someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'weekly-suggestions-unsubscribe';

const macOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

export const createUnsubscribeToken = (secret: string, userId: string) =>
  `${userId}.${macOf(secret, userId)}`;

/** The user id the token was issued for, or null when it is malformed or not ours. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(macOf(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
