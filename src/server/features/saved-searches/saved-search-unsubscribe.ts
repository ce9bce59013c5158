// The one-click unsubscribe of saved-search alerts (decision 045), signed like the notification links
// (unsubscribe-links.ts): a token names either one saved search (the link beside it in the mail) or every search of
// one frequency of one advisor (the mail's List-Unsubscribe header, RFC 8058: a mail about several searches stops
// them all). Forged or cut tokens are refused; no session is needed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';

const PURPOSE = 'saved-search-unsubscribe';
export const SAVED_SEARCH_UNSUBSCRIBE_PATH = '/api/saved-searches/unsubscribe';

export type AlertScope =
  { kind: 'search'; id: string } | { kind: 'instant' | 'daily' | 'weekly'; userId: string };

const KIND_CODES = { search: 's', instant: 'i', daily: 'd', weekly: 'w' } as const;
const CODE_KINDS = Object.fromEntries(
  Object.entries(KIND_CODES).map(([kind, code]) => [code, kind]),
) as Record<string, AlertScope['kind']>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (secret: string, code: string, id: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${code}:${id}`).digest('base64url');

export function createAlertUnsubscribeToken(secret: string, scope: AlertScope): string {
  const code = KIND_CODES[scope.kind];
  const id = scope.kind === 'search' ? scope.id : scope.userId;
  return `${code}.${id}.${macOf(secret, code, id)}`;
}

export function readAlertUnsubscribeToken(secret: string, token: string): AlertScope | null {
  const [code, id, mac, ...rest] = token.split('.');
  if (!code || !id || !mac || rest.length > 0 || !UUID.test(id)) return null;
  const kind = CODE_KINDS[code];
  if (!kind) return null;
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(secret, code, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return kind === 'search' ? { kind, id } : { kind, userId: id };
}

export function alertUnsubscribeUrl(env: Pick<Env, 'APP_URL' | 'AUTH_SECRET'>, scope: AlertScope): string {
  const url = new URL(SAVED_SEARCH_UNSUBSCRIBE_PATH, env.APP_URL);
  url.searchParams.set('token', createAlertUnsubscribeToken(env.AUTH_SECRET, scope));
  return url.toString();
}
