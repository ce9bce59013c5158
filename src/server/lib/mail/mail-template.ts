// One mail for many recipients, rendered once. React Email takes milliseconds a message; a role published against
// 100 000 saved searches mails tens of thousands of advisors within the minute the issue promises (decision 045),
// so the mail is rendered once with numbered placeholders where each recipient's own words go, and `fill` puts each
// recipient's values in: escaped as React escapes text and attributes in the HTML, and as html-to-text prints them in
// the text twin (entities decoded, runs of whitespace shrunk to one space). `mail-template.test.ts` checks that a
// filled message equals the direct render of the same values, byte for byte, with hostile values.
import type { ReactElement } from 'react';
import type { MailMessage } from '../mailer';
import { renderMail } from './render-mail';

/** The i-th placeholder: plain letters and digits, so neither React nor html-to-text alters it; fixed width. */
export const placeholder = (index: number) => `QQmailslot${String(index).padStart(3, '0')}QQ`;
const PLACEHOLDERS = /QQmailslot(\d{3})QQ/g;

/** React DOM's escaping of text and attribute values (escapeTextForBrowser). */
const HTML_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeHtml = (value: string) => value.replace(/["&'<>]/g, (char) => HTML_ESCAPES[char]!);

/** html-to-text's whitespace handling of inline text: every run of its whitespace characters prints as one space. */
const asText = (value: string) => value.replace(/[ \t\r\n\f\u200b]+/g, ' ');

export interface MailTemplate {
  /** The message for one recipient; `values[i]` replaces `placeholder(i)`. */
  fill: (
    message: { to: string; subject: string; headers?: Record<string, string> },
    values: readonly string[],
  ) => MailMessage;
}

function substitute(template: string, values: readonly string[], transform: (value: string) => string) {
  return template.replace(PLACEHOLDERS, (_, index: string) => {
    const value = values[Number(index)];
    if (value === undefined) throw new Error(`mail template: no value for placeholder ${index}`);
    return transform(value);
  });
}

/** Renders `element` (built with `placeholder(i)` wherever a recipient's value goes) once. */
export async function renderMailTemplate(element: ReactElement): Promise<MailTemplate> {
  const { html, text } = await renderMail('', '', element);
  return {
    fill: ({ to, subject, headers }, values) => ({
      to,
      subject,
      html: substitute(html, values, escapeHtml),
      text: substitute(text, values, asText),
      ...(headers ? { headers } : {}),
    }),
  };
}
