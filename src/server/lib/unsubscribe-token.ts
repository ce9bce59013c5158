// The one unsubscribe token (decision 061). Every mail that can be stopped carries a link whose token names what it
// stops, signed with the server's secret, so the link works without signing in and cannot be forged for someone
// else. Three lists have such a link, each at its own path and with its own token format:
// - `notifications` (decision 029): one kind of notification or the daily digest of one user,
//   `{userId}.{kind}.{mac}`, at /api/notifications/unsubscribe;
// - `saved-searches` (decision 045): one saved search, or every search of one frequency of one advisor,
//   `{s|i|d|w}.{id}.{mac}`, at /api/saved-searches/unsubscribe;
// - `weekly-suggestions` (decision 006): the weekly e-mail of one advisor, `{userId}.{mac}`, at
//   /api/billing/weekly-suggestions/unsubscribe.
// The mac is HMAC-SHA256 (base64url) of `{purpose}:{field}:{field}…` with the list's purpose, so a token of one list
// is refused by another. The formats are exactly those the three former implementations wrote (notifications/
// unsubscribe-links.ts, saved-searches/saved-search-unsubscribe.ts, billing/unsubscribe-token.ts): every link
// already mailed keeps its URL and its answer. A new format would need a new purpose and this reader keeping the
// old one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmailPreferenceKind, type EmailPreferenceKind } from '@shared/schemas/messaging';
import type { Env } from '../env';

/** What one link stops. */
export type UnsubscribeScope =
  /** One kind of notification mail of one user, or their daily digest. */
  | { list: 'notifications'; userId: string; kind: EmailPreferenceKind | 'digest' }
  /** One saved search's alerts (the link beside it in the mail). */
  | { list: 'saved-searches'; searchId: string }
  /** Every saved search of one frequency of one advisor (a mail's List-Unsubscribe: it may be about several). */
  | { list: 'saved-searches'; userId: string; frequency: 'instant' | 'daily' | 'weekly' }
  /** The weekly e-mail of suggested roles. */
  | { list: 'weekly-suggestions'; userId: string };

export type UnsubscribeList = UnsubscribeScope['list'];
type ScopeOf<L extends UnsubscribeList> = Extract<UnsubscribeScope, { list: L }>;

export const UNSUBSCRIBE_PATHS: Record<UnsubscribeList, string> = {
  notifications: '/api/notifications/unsubscribe',
  'saved-searches': '/api/saved-searches/unsubscribe',
  'weekly-suggestions': '/api/billing/weekly-suggestions/unsubscribe',
};

const PURPOSES: Record<UnsubscribeList, string> = {
  notifications: 'notification-unsubscribe',
  'saved-searches': 'saved-search-unsubscribe',
  'weekly-suggestions': 'weekly-suggestions-unsubscribe',
};

const FREQUENCY_CODES = { instant: 'i', daily: 'd', weekly: 'w' } as const;
const SEARCH_CODE = 's';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (secret: string, list: UnsubscribeList, fields: string[]) =>
  createHmac('sha256', secret)
    .update([PURPOSES[list], ...fields].join(':'))
    .digest('base64url');

/** The signed fields of a scope, in the order its token writes them. */
function fieldsOf(scope: UnsubscribeScope): string[] {
  switch (scope.list) {
    case 'notifications':
      return [scope.userId, scope.kind];
    case 'saved-searches':
      return 'searchId' in scope
        ? [SEARCH_CODE, scope.searchId]
        : [FREQUENCY_CODES[scope.frequency], scope.userId];
    case 'weekly-suggestions':
      return [scope.userId];
  }
}

/** The scope a list's verified fields name, or null when they name nothing that list stops. */
function scopeOf(list: UnsubscribeList, fields: string[]): UnsubscribeScope | null {
  switch (list) {
    case 'notifications': {
      const [userId, kind] = fields as [string, string];
      return kind === 'digest' || isEmailPreferenceKind(kind) ? { list, userId, kind } : null;
    }
    case 'saved-searches': {
      const [code, id] = fields as [string, string];
      if (!UUID.test(id)) return null;
      if (code === SEARCH_CODE) return { list, searchId: id };
      const frequency = (Object.keys(FREQUENCY_CODES) as (keyof typeof FREQUENCY_CODES)[]).find(
        (name) => FREQUENCY_CODES[name] === code,
      );
      return frequency ? { list, userId: id, frequency } : null;
    }
    case 'weekly-suggestions':
      return { list, userId: fields[0]! };
  }
}

const FIELD_COUNTS: Record<UnsubscribeList, number> = {
  notifications: 2,
  'saved-searches': 2,
  'weekly-suggestions': 1,
};

export function createUnsubscribeToken(secret: string, scope: UnsubscribeScope): string {
  const fields = fieldsOf(scope);
  return [...fields, macOf(secret, scope.list, fields)].join('.');
}

/**
 * What a token of `list` stops, or null when it is malformed, cut, forged or of another list. Read by the list's
 * own endpoint: a token is only ever valid at the path it was mailed with.
 */
export function readUnsubscribeToken<L extends UnsubscribeList>(
  secret: string,
  list: L,
  token: string,
): ScopeOf<L> | null {
  const parts = token.split('.');
  if (parts.length !== FIELD_COUNTS[list] + 1 || parts.some((part) => part === '')) return null;
  const fields = parts.slice(0, -1);
  const given = Buffer.from(parts.at(-1)!);
  const expected = Buffer.from(macOf(secret, list, fields));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return scopeOf(list, fields) as ScopeOf<L> | null;
}

/** The absolute link a mail carries: the list's path on the app's address, with the token. */
export function unsubscribeUrl(env: Pick<Env, 'APP_URL' | 'AUTH_SECRET'>, scope: UnsubscribeScope): string {
  const url = new URL(UNSUBSCRIBE_PATHS[scope.list], env.APP_URL);
  url.searchParams.set('token', createUnsubscribeToken(env.AUTH_SECRET, scope));
  return url.toString();
}

/** RFC 8058 one-click headers; mail clients show their own "Unsubscribe" and POST to the link. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
