// The unsubscribe footer of a notification mail written elsewhere. The link's signed token (one kind of notification,
// or the digest, of one user) is made by lib/unsubscribe-token.ts, the one token of every list (decision 061).
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeHeaders } from '../../lib/unsubscribe-token';

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
