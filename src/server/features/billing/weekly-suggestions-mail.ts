// The weekly e-mail of new roles: real HTML (inline styles, as mail clients need) with a plain-text twin and an
// opt-out link in both.
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from './billing-pages';

export interface SuggestedRole {
  title: string;
  companyName: string;
  location: string | null;
  url: string;
}

export function weeklySuggestionsMail(input: {
  to: string;
  siteName: string;
  firstName: string | null;
  roles: SuggestedRole[];
  matchesUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const count = input.roles.length;
  const subject = `${count} new board ${count === 1 ? 'role' : 'roles'} for you this week`;
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const intro = `Here ${count === 1 ? 'is the new role' : `are the ${count} newest roles`} posted this week in your industries.`;
  const footnote = `You receive this weekly e-mail with your ${input.siteName} plan.`;
  const items = input.roles
    .map(
      (role) =>
        `<li style="margin:0 0 14px"><a href="${escapeHtml(role.url)}" style="color:#0F1B2D;font-weight:600">` +
        `${escapeHtml(role.title)}</a><br><span style="color:#64748B">${escapeHtml(role.companyName)}` +
        `${role.location ? ` · ${escapeHtml(role.location)}` : ''}</span></li>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="margin:0;background:#FAFAF7;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1E293B">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">` +
    `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border:1px solid #E7E5DF;border-radius:12px">` +
    `<tr><td style="background:#0F1B2D;border-radius:12px 12px 0 0;padding:20px 28px;color:#fff;font-size:18px;font-weight:600">${escapeHtml(input.siteName)}</td></tr>` +
    `<tr><td style="padding:28px"><h1 style="font-size:22px;margin:0 0 16px;color:#0F1B2D">${escapeHtml(subject)}</h1>` +
    `<p style="line-height:1.6;margin:0 0 12px">${escapeHtml(greeting)}</p>` +
    `<p style="line-height:1.6;margin:0 0 16px">${escapeHtml(intro)}</p><ul style="padding-left:20px;margin:0 0 20px">${items}</ul>` +
    `<p style="margin:24px 0"><a href="${escapeHtml(input.matchesUrl)}" style="background:#B8893B;color:#0F1B2D;padding:12px 22px;` +
    `border-radius:8px;font-weight:600;text-decoration:none;display:inline-block">See all your matches</a></p>` +
    `<p style="color:#64748B;font-size:13px;margin-top:24px">${escapeHtml(footnote)} ` +
    `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#64748B">Unsubscribe from these e-mails</a>.</p>` +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    subject,
    '',
    greeting,
    intro,
    '',
    ...input.roles.map(
      (role) =>
        `- ${role.title} — ${role.companyName}${role.location ? ` (${role.location})` : ''}\n  ${role.url}`,
    ),
    '',
    `See all your matches: ${input.matchesUrl}`,
    '',
    footnote,
    `Unsubscribe: ${input.unsubscribeUrl}`,
    '',
    `— ${input.siteName}`,
  ].join('\n');
  return { to: input.to, subject, html, text };
}
