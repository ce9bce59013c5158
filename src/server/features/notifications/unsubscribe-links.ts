// The unsubscribe link every notification mail carries: a token signed with the server's secret names the user and
// what they stop receiving (one kind, or the digest), so the link works without signing in and cannot be forged for
// someone else. Mail clients get the RFC 8058 one-click headers too.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmailPreferenceKind, type EmailPreferenceKind } from '@shared/schemas/messaging';
import type { Env } from '../../env';
import type { MailMessage } from '../../lib/mailer';

const PURPOSE = 'notification-unsubscribe';
export type UnsubscribeScope = EmailPreferenceKind | 'digest';
const macOf = (secret: string, userId: string, scope: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${scope}`).digest('base64url');

export const createNotificationUnsubscribeToken = (secret: string, userId: string, scope: UnsubscribeScope) =>
  `${userId}.${scope}.${macOf(secret, userId, scope)}`;

export function readNotificationUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, mac, ...rest] = token.split('.');
  if (!userId || !scope || !mac || rest.length > 0) return null;
  if (scope !== 'digest' && !isEmailPreferenceKind(scope)) return null;
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(secret, userId, scope));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, scope: scope as UnsubscribeScope }
    : null;
}

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export function unsubscribeUrl(
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET'>,
  userId: string,
  scope: UnsubscribeScope,
) {
  const url = new URL(UNSUBSCRIBE_PATH, env.APP_URL);
  url.searchParams.set('token', createNotificationUnsubscribeToken(env.AUTH_SECRET, userId, scope));
  return url.toString();
}

/** RFC 8058 one-click headers; mail clients show their own "Unsubscribe" and POST to the link. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);

/** Adds the unsubscribe link to a mail written elsewhere (its text, its HTML before </body>, and the headers). */
export function withUnsubscribe(mail: MailMessage, url: string, label: string): MailMessage {
  const footer = `<p style="color:#64748B;font-size:13px;text-align:center">${escapeHtml(label)}: <a href="${escapeHtml(url)}" style="color:#64748B">Unsubscribe</a></p>`;
  const html = mail.html.includes('</body>')
    ? mail.html.replace('</body>', `${footer}</body>`)
    : mail.html + footer;
  return {
    ...mail,
    html,
    text: `${mail.text}\n\n${label}. Unsubscribe: ${url}\n`,
    headers: { ...mail.headers, ...unsubscribeHeaders(url) },
  };
}
