// The one unsubscribe token (decision 061) writes and reads exactly the formats of the three implementations it
// replaced, so a link mailed before the change still works: each old token below is made the old way, by hand.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createUnsubscribeToken,
  readUnsubscribeToken,
  unsubscribeHeaders,
  unsubscribeUrl,
} from '@server/lib/unsubscribe-token';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const USER = '3f2b8c1e-9d4a-4c7b-8e21-5a6f0d9c1b23';
const SEARCH = '7a1c2d3e-4f50-4a6b-9c8d-0e1f2a3b4c5d';
const mac = (text: string) => createHmac('sha256', SECRET).update(text).digest('base64url');

describe('the one unsubscribe token', () => {
  it('writes the notification format as before: {userId}.{kind}.{mac}', () => {
    const old = `${USER}.message.${mac(`notification-unsubscribe:${USER}:message`)}`;
    expect(createUnsubscribeToken(SECRET, { list: 'notifications', userId: USER, kind: 'message' })).toBe(
      old,
    );
    expect(readUnsubscribeToken(SECRET, 'notifications', old)).toEqual({
      list: 'notifications',
      userId: USER,
      kind: 'message',
    });
    const digest = `${USER}.digest.${mac(`notification-unsubscribe:${USER}:digest`)}`;
    expect(readUnsubscribeToken(SECRET, 'notifications', digest)).toMatchObject({ kind: 'digest' });
  });

  it('writes the saved-search formats as before: {s|i|d|w}.{id}.{mac}', () => {
    const one = `s.${SEARCH}.${mac(`saved-search-unsubscribe:s:${SEARCH}`)}`;
    expect(createUnsubscribeToken(SECRET, { list: 'saved-searches', searchId: SEARCH })).toBe(one);
    expect(readUnsubscribeToken(SECRET, 'saved-searches', one)).toEqual({
      list: 'saved-searches',
      searchId: SEARCH,
    });
    for (const [frequency, code] of [
      ['instant', 'i'],
      ['daily', 'd'],
      ['weekly', 'w'],
    ] as const) {
      const all = `${code}.${USER}.${mac(`saved-search-unsubscribe:${code}:${USER}`)}`;
      expect(createUnsubscribeToken(SECRET, { list: 'saved-searches', userId: USER, frequency })).toBe(all);
      expect(readUnsubscribeToken(SECRET, 'saved-searches', all)).toEqual({
        list: 'saved-searches',
        userId: USER,
        frequency,
      });
    }
  });

  it('writes the weekly-suggestions format as before: {userId}.{mac}', () => {
    const old = `${USER}.${mac(`weekly-suggestions-unsubscribe:${USER}`)}`;
    expect(createUnsubscribeToken(SECRET, { list: 'weekly-suggestions', userId: USER })).toBe(old);
    expect(readUnsubscribeToken(SECRET, 'weekly-suggestions', old)).toEqual({
      list: 'weekly-suggestions',
      userId: USER,
    });
  });

  it('refuses a token of another list, another secret, a cut or a forged one', () => {
    const notification = createUnsubscribeToken(SECRET, {
      list: 'notifications',
      userId: USER,
      kind: 'status',
    });
    const weekly = createUnsubscribeToken(SECRET, { list: 'weekly-suggestions', userId: USER });
    const search = createUnsubscribeToken(SECRET, { list: 'saved-searches', searchId: SEARCH });
    expect(readUnsubscribeToken(SECRET, 'saved-searches', notification)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'weekly-suggestions', notification)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'notifications', weekly)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'notifications', search)).toBeNull();
    expect(readUnsubscribeToken('another-secret', 'notifications', notification)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'notifications', notification.slice(0, -3))).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'weekly-suggestions', `${USER}.`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'weekly-suggestions', '')).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'notifications', `${notification}.extra`)).toBeNull();
    // A well-signed field that names nothing the list stops (an unknown kind, a search id that is no UUID).
    const unknownKind = `${USER}.nonsense.${mac(`notification-unsubscribe:${USER}:nonsense`)}`;
    expect(readUnsubscribeToken(SECRET, 'notifications', unknownKind)).toBeNull();
    const notUuid = `s.abc.${mac('saved-search-unsubscribe:s:abc')}`;
    expect(readUnsubscribeToken(SECRET, 'saved-searches', notUuid)).toBeNull();
    const unknownCode = `x.${USER}.${mac(`saved-search-unsubscribe:x:${USER}`)}`;
    expect(readUnsubscribeToken(SECRET, 'saved-searches', unknownCode)).toBeNull();
  });

  it('links each list at the path its mails always used, with the one-click headers', () => {
    const env = { APP_URL: 'https://boardly.example', AUTH_SECRET: SECRET };
    expect(unsubscribeUrl(env, { list: 'notifications', userId: USER, kind: 'digest' })).toBe(
      `https://boardly.example/api/notifications/unsubscribe?token=${USER}.digest.${mac(`notification-unsubscribe:${USER}:digest`)}`,
    );
    expect(unsubscribeUrl(env, { list: 'saved-searches', searchId: SEARCH })).toBe(
      `https://boardly.example/api/saved-searches/unsubscribe?token=s.${SEARCH}.${mac(`saved-search-unsubscribe:s:${SEARCH}`)}`,
    );
    expect(unsubscribeUrl(env, { list: 'weekly-suggestions', userId: USER })).toBe(
      `https://boardly.example/api/billing/weekly-suggestions/unsubscribe?token=${USER}.${mac(`weekly-suggestions-unsubscribe:${USER}`)}`,
    );
    expect(unsubscribeHeaders('https://x.example/u')).toEqual({
      'List-Unsubscribe': '<https://x.example/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
