// One React Email element becomes a message: the HTML React Email renders, and its plain-text twin converted from
// that same HTML by React Email's html-to-text step, so the two never drift apart.
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { MailMessage } from '../mailer';

// html-to-text's formatter arguments (its own type package is not installed; render's option type is loose).
interface AnchorElement {
  attribs: Record<string, string | undefined>;
  children: unknown[];
}
interface TextBuilder {
  addInline: (text: string, options?: { noWordTransform?: boolean }) => void;
}

/**
 * `<a data-text-label="…">` (MailButton, labelled links) reads "Label: https://…" in the text twin, one link per
 * line as before; other links keep the library's "text https://…".
 */
function labelledLink(
  elem: AnchorElement,
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
) {
  const label = elem.attribs['data-text-label'];
  if (label) builder.addInline(label);
  else walk(elem.children, builder);
  builder.addInline(`: ${elem.attribs.href ?? ''}`, { noWordTransform: true });
}

const TEXT_OPTIONS = {
  formatters: { labelledLink },
  selectors: [
    { selector: 'a[data-text-label]', format: 'labelledLink' },
    // Headings read as written, not in capitals.
    { selector: 'h1', options: { uppercase: false } },
  ],
};

export async function renderMail(to: string, subject: string, element: ReactElement): Promise<MailMessage> {
  const html = await render(element);
  return { to, subject, html, text: toPlainText(html, TEXT_OPTIONS) };
}
