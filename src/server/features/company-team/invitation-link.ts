// The company invitation link (decision 048): `<invitation id>.<secret>.<signature>`, signed like the reference
// links (references/reference-link.ts): an HMAC with the server's secret refuses a forged or cut-off link before
// the database is asked; only the secret's SHA-256 hash is stored, so a leaked database gives no working link.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';
import { isUuid } from '../../lib/ids';

const PURPOSE = 'company-invitation';
export const JOIN_COMPANY_PATH = '/join-company';

const macOf = (secret: string, invitationId: string, nonce: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${invitationId}:${nonce}`).digest('base64url');

const hashOfNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

export function createInvitationToken(secret: string, invitationId: string) {
  const nonce = randomBytes(24).toString('base64url');
  return {
    token: `${invitationId}.${nonce}.${macOf(secret, invitationId, nonce)}`,
    tokenHash: hashOfNonce(nonce),
  };
}

/** The invitation id and the hash to compare with the stored one, or null when the token is not one of ours. */
export function readInvitationToken(secret: string, token: string) {
  const [invitationId, nonce, mac, ...rest] = token.split('.');
  if (!invitationId || !nonce || !mac || rest.length > 0 || !isUuid(invitationId)) return null;
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(secret, invitationId, nonce));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { invitationId: invitationId.toLowerCase(), tokenHash: hashOfNonce(nonce) };
}

export function sameHash(stored: string | null, given: string) {
  if (!stored || stored.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(given));
}

/** The link in the mail: the site's page, which shows the invitation and accepts it once the person is signed in. */
export function invitationLinkUrl(env: Pick<Env, 'APP_URL'>, token: string) {
  const url = new URL(JOIN_COMPANY_PATH, env.APP_URL);
  url.searchParams.set('token', token);
  return url.toString();
}
