// The referee's link (decision 046): `<request id>.<secret>.<signature>`. The signature is an HMAC with the server's
// secret, as the unsubscribe links are signed (lib/unsubscribe-token.ts), so a forged or cut-off link is
// refused before the database is asked; the secret is random per sending and only its SHA-256 hash is stored, so a
// leaked database cannot be turned into working links, and a resend makes the previous link useless.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';
import { isUuid } from '../../lib/ids';

const PURPOSE = 'reference-request';
export const REFERENCE_RESPOND_PATH = '/api/references/respond';

const macOf = (secret: string, requestId: string, nonce: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${requestId}:${nonce}`).digest('base64url');

export const hashOfNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** A new link's token and the hash to store for it. */
export function createReferenceToken(secret: string, requestId: string) {
  const nonce = randomBytes(24).toString('base64url');
  return { token: `${requestId}.${nonce}.${macOf(secret, requestId, nonce)}`, tokenHash: hashOfNonce(nonce) };
}

/** The request id and the hash to compare with the stored one, or null when the token is not one of ours. */
export function readReferenceToken(
  secret: string,
  token: string,
): { requestId: string; tokenHash: string } | null {
  const [requestId, nonce, mac, ...rest] = token.split('.');
  if (!requestId || !nonce || !mac || rest.length > 0 || !isUuid(requestId)) return null;
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(secret, requestId, nonce));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { requestId: requestId.toLowerCase(), tokenHash: hashOfNonce(nonce) };
}

/** The stored hash equals the link's (constant time). */
export function sameHash(stored: string | null, given: string) {
  if (!stored || stored.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(given));
}

export function referenceLinkUrl(env: Pick<Env, 'APP_URL'>, token: string) {
  const url = new URL(REFERENCE_RESPOND_PATH, env.APP_URL);
  url.searchParams.set('token', token);
  return url.toString();
}
