// Development only: the outbox of e-mails the app would have sent, so sign-up and reset work offline.
import { Hono } from 'hono';
import { escapeHtml } from '../../lib/escape-html';
import type { OutboxEntry } from '../../lib/mailer';

function renderMailbox(entries: OutboxEntry[]) {
  const items = entries
    .map((mail) => {
      const links = (mail.text.match(/https?:\/\/\S+/g) ?? [])
        .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
        .join('');
      return (
        `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>` +
        `<pre>${escapeHtml(mail.text)}</pre>${links ? `<ul>${links}</ul>` : ''}</article>`
      );
    })
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Dev mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px;color:#1E293B}` +
    `article{border:1px solid #E7E5DF;border-radius:12px;padding:16px 20px;margin:16px 0;background:#fff}` +
    `pre{white-space:pre-wrap;font-family:inherit}.meta{color:#64748B;font-size:14px}a{color:#0F1B2D}</style></head>` +
    `<body><h1>Dev mailbox</h1><p class="meta">Mail the app sent since it started (SMTP_URL is not set). Newest first.</p>` +
    (items || '<p>No mail yet.</p>') +
    `</body></html>`
  );
}

export const devRoutes = (outbox: () => OutboxEntry[]) =>
  new Hono().get('/mailbox', (c) => c.html(renderMailbox(outbox())));
