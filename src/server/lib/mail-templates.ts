// Transactional e-mails: real HTML (inline styles, as mail clients need) with a plain-text twin and the bare link.
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface ActionMailInput {
  to: string;
  siteName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export function actionMail(input: ActionMailInput): MailMessage {
  const { siteName, action } = input;
  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#B8893B;color:#0F1B2D;` +
      `padding:12px 22px;border-radius:8px;font-weight:600;text-decoration:none;display:inline-block">` +
      `${escapeHtml(action.label)}</a></p>` +
      `<p style="color:#64748B;font-size:13px">If the button does not work, copy this link into your browser:<br>` +
      `<a href="${escapeHtml(action.url)}" style="color:#0F1B2D;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html><body style="margin:0;background:#FAFAF7;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1E293B">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">` +
    `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border:1px solid #E7E5DF;border-radius:12px">` +
    `<tr><td style="background:#0F1B2D;border-radius:12px 12px 0 0;padding:20px 28px;color:#fff;font-size:18px;font-weight:600">${escapeHtml(siteName)}</td></tr>` +
    `<tr><td style="padding:28px">` +
    `<h1 style="font-size:22px;margin:0 0 16px;color:#0F1B2D">${escapeHtml(input.heading)}</h1>` +
    input.paragraphs.map((p) => `<p style="line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join('') +
    button +
    (input.footnote
      ? `<p style="color:#64748B;font-size:13px;margin-top:24px">${escapeHtml(input.footnote)}</p>`
      : '') +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(input.footnote ? ['', input.footnote] : []),
    '',
    `— ${siteName}`,
  ].join('\n');
  return { to: input.to, subject: input.subject, html, text };
}

export const verificationMail = (to: string, siteName: string, url: string) =>
  actionMail({
    to,
    siteName,
    subject: `Confirm your ${siteName} account`,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `Welcome to ${siteName}. Please confirm that this is your e-mail address to finish creating your account.`,
    ],
    action: { label: 'Confirm my account', url },
    footnote: 'The link expires in 24 hours. If you did not sign up, you can ignore this message.',
  });

export const passwordResetMail = (to: string, siteName: string, url: string) =>
  actionMail({
    to,
    siteName,
    subject: `Reset your ${siteName} password`,
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your account. Choose a new password with the link below.',
    ],
    action: { label: 'Choose a new password', url },
    footnote:
      'The link expires in 1 hour. If you did not ask for this, you can ignore this message; your password stays the same.',
  });

/** Sent to the new address when a signed-in user changes their e-mail; nothing changes until the link is opened. */
export const emailChangeMail = (to: string, siteName: string, url: string) =>
  actionMail({
    to,
    siteName,
    subject: `Confirm your new ${siteName} e-mail address`,
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `You asked to use this address for your ${siteName} account. Confirm it with the link below; until then you ` +
        'keep signing in with your current address.',
    ],
    action: { label: 'Confirm my new address', url },
    footnote: 'The link expires in 24 hours. If you did not ask for this, you can ignore this message.',
  });

/** Sent to the old address at the same time, so an unexpected change does not go unnoticed. */
export const emailChangeNoticeMail = (to: string, siteName: string, newEmail: string, supportEmail: string) =>
  actionMail({
    to,
    siteName,
    subject: `Your ${siteName} e-mail address is being changed`,
    heading: 'A change of e-mail address was requested',
    paragraphs: [
      `Someone signed in to your ${siteName} account asked to change its e-mail address to ${newEmail}. ` +
        'The change happens only once that address confirms it.',
      `If this was not you, change your password now and write to ${supportEmail}.`,
    ],
  });
