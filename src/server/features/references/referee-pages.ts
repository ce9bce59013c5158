// The referee's public pages (decision 046): plain server-rendered HTML like the other e-mail link pages
// (lib/plain-page.ts: no scripts, one form), readable on a phone. Everything a user typed is escaped.
import type { FieldIssue } from '@shared/errors';
import { describeReferee, REFERENCE_LIMITS } from '@shared/schemas/references';
import { escapeHtml } from '../../lib/escape-html';
import { plainPage } from '../../lib/plain-page';
import { REFERENCE_RESPOND_PATH } from './reference-link';
import type { ClosedLinkState } from './referee.service';

const FORM_STYLE =
  '<style>label{display:block;font-weight:600;margin:16px 0 6px}' +
  'input[type=text],textarea{box-sizing:border-box;width:100%;font:inherit;font-size:16px;padding:10px 12px;' +
  'border:1px solid #CBD5E1;border-radius:8px;background:#fff;color:#1E293B}textarea{min-height:220px;resize:vertical}' +
  'input:focus-visible,textarea:focus-visible{outline:3px solid #0F1B2D;outline-offset:1px}' +
  '[aria-invalid=true]{border-color:#B91C1C}.hint{color:#64748B;font-size:14px;margin:4px 0 0}' +
  '.error{color:#B91C1C;font-size:14px;margin:6px 0 0}.check{display:flex;gap:10px;align-items:flex-start;' +
  'font-weight:400;margin:20px 0 0}.check input{margin-top:4px;width:20px;height:20px;flex:none}' +
  '.summary{border:1px solid #B91C1C;border-radius:8px;padding:10px 12px;color:#B91C1C;margin:0 0 12px}' +
  'blockquote{margin:12px 0;padding:12px 16px;border-left:3px solid #B8893B;background:#FAFAF7;white-space:pre-wrap}' +
  '</style>';

export interface RefereeFormInput {
  siteName: string;
  advisorName: string;
  request: {
    refereeName: string;
    relationship: string;
    organisation: string;
    yearFrom: number;
    yearTo: number | null;
    expiresAt: Date;
  };
  token: string;
  values?: Record<string, string>;
  issues?: FieldIssue[];
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The form: who asks, how they described the referee, the reference, and the confirmation. */
export function refereeFormPage(input: RefereeFormInput) {
  const advisor = escapeHtml(input.advisorName);
  const values = {
    confirmedName: input.values?.confirmedName ?? input.request.refereeName,
    confirmedRelationship: input.values?.confirmedRelationship ?? input.request.relationship,
    body: input.values?.body ?? '',
    confirm: input.values?.confirm ?? '',
  };
  const issueOf = (path: string) => input.issues?.find((issue) => issue.path === path)?.message;
  const errorFor = (path: string) => {
    const message = issueOf(path);
    return message ? `<p class="error" id="${path}-error">${escapeHtml(message)}</p>` : '';
  };
  const describedBy = (path: string, hint?: string) => {
    const ids = [hint, issueOf(path) ? `${path}-error` : undefined].filter(Boolean).join(' ');
    return (ids ? ` aria-describedby="${ids}"` : '') + (issueOf(path) ? ' aria-invalid="true"' : '');
  };
  const count = input.issues?.length ?? 0;
  const summary =
    count > 0
      ? `<div class="summary" role="alert">Please correct ${count === 1 ? 'one field' : `${count} fields`} below.</div>`
      : '';
  return plainPage({
    title: `A reference for ${input.advisorName} · ${input.siteName}`,
    body:
      FORM_STYLE +
      `<h1>A reference for ${advisor}</h1>` +
      `<p>${advisor} asked you for a reference and described how you know each other as: <strong>` +
      `${escapeHtml(describeReferee(input.request))}</strong>. Correct your name or the relationship below if ` +
      `they are not quite right.</p>` +
      `<p class="muted">${advisor} reads it first and decides whether companies considering them on ` +
      `${escapeHtml(input.siteName)} may see it, with your name and relationship. Your e-mail address is never shown. ` +
      `This link works once, until ${escapeHtml(longDate(input.request.expiresAt))}.</p>` +
      summary +
      `<form method="post" action="${REFERENCE_RESPOND_PATH}" novalidate>` +
      `<input type="hidden" name="token" value="${escapeHtml(input.token)}">` +
      `<label for="confirmedName">Your name</label>` +
      `<input type="text" id="confirmedName" name="confirmedName" autocomplete="name" required ` +
      `maxlength="${REFERENCE_LIMITS.nameMaxLength}" value="${escapeHtml(values.confirmedName)}"${describedBy('confirmedName')}>` +
      errorFor('confirmedName') +
      `<label for="confirmedRelationship">How you know ${advisor}</label>` +
      `<input type="text" id="confirmedRelationship" name="confirmedRelationship" required ` +
      `maxlength="${REFERENCE_LIMITS.relationshipMaxLength}" value="${escapeHtml(values.confirmedRelationship)}"` +
      `${describedBy('confirmedRelationship', 'relationship-hint')}>` +
      `<p class="hint" id="relationship-hint">What you were to them, as companies will read it: board colleague, ` +
      `chair, CEO of a company they advised. Shown as "… at ${escapeHtml(input.request.organisation)}".</p>` +
      errorFor('confirmedRelationship') +
      `<label for="body">Your reference</label>` +
      `<textarea id="body" name="body" required minlength="${REFERENCE_LIMITS.bodyMinLength}" ` +
      `maxlength="${REFERENCE_LIMITS.bodyMaxLength}"${describedBy('body', 'body-hint')}>${escapeHtml(values.body)}</textarea>` +
      `<p class="hint" id="body-hint">${REFERENCE_LIMITS.bodyMinLength} to ${REFERENCE_LIMITS.bodyMaxLength} ` +
      `characters: what you saw them do, and what a board gains with them.</p>` +
      errorFor('body') +
      `<label class="check"><input type="checkbox" name="confirm" value="yes"${values.confirm === 'yes' ? ' checked' : ''}` +
      `${describedBy('confirm')}><span>I wrote this reference myself, and ${advisor} may show it with my name ` +
      `and relationship to companies on ${escapeHtml(input.siteName)}.</span></label>` +
      errorFor('confirm') +
      `<div class="actions" style="margin-top:20px"><button type="submit">Send the reference</button></div>` +
      `</form>`,
  });
}

export function refereeThanksPage({ siteName, advisorName }: { siteName: string; advisorName: string }) {
  return plainPage({
    title: `Thank you · ${siteName}`,
    body:
      `<h1>Thank you</h1><p>Your reference has been sent to ${escapeHtml(advisorName)}. They will read it and ` +
      `decide whether to show it to companies. There is nothing else to do; this link no longer works.</p>`,
  });
}

const CLOSED: Record<ClosedLinkState, { title: string; text: (advisor: string) => string }> = {
  unknown: {
    title: 'This link is not valid',
    text: () =>
      'It may have been cut short by your e-mail program: open it again from the e-mail, or copy the whole ' +
      'address into your browser. If it still does not work, ask the person who asked you to send the request again.',
  },
  expired: {
    title: 'This link has expired',
    text: (advisor) =>
      `Reference links work for ${REFERENCE_LIMITS.linkValidDays} days. If you would still like to write one, ` +
      `ask ${advisor} to send the request again; you will receive a new link.`,
  },
  withdrawn: {
    title: 'This request was withdrawn',
    text: (advisor) =>
      `${advisor} withdrew the request, so no reference is needed. Thank you all the same; there is nothing to do.`,
  },
  replaced: {
    title: 'A newer link was sent',
    text: (advisor) =>
      `${advisor} sent the request again, which replaced this link. Please use the link in the latest e-mail.`,
  },
  used: {
    title: 'This reference has already been written',
    text: (advisor) =>
      `This link has been used to send a reference to ${advisor}; it works only once. If you want to change what ` +
      `you wrote, please contact ${advisor} directly.`,
  },
};

/** The status of the closed-link page: 404 for a link we do not know, 410 for one that has ended. */
export const closedLinkStatus = (state: ClosedLinkState) => (state === 'unknown' ? 404 : 410);

export function closedLinkPage({
  siteName,
  appUrl,
  state,
  advisorName,
}: {
  siteName: string;
  appUrl: string;
  state: ClosedLinkState;
  advisorName: string | null;
}) {
  const page = CLOSED[state];
  return plainPage({
    title: `${page.title} · ${siteName}`,
    body:
      `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text(advisorName ?? 'the advisor'))}</p>` +
      `<p class="muted">Nothing was changed.</p>` +
      `<div class="actions"><a href="${escapeHtml(appUrl)}/">Go to ${escapeHtml(siteName)}</a></div>`,
  });
}
