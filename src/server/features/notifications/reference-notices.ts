// What references tell people (decisions 046, 053, 061): the mail that asks a referee for a reference (React Email
// through actionMail, decision 021), and the advisor's notice when the reference is written. The referee has no
// account, so their mail is queued directly by the references service with the key made here; the mail says who
// asks, how they know each other as the advisor entered it, and when the link expires.
import { describeReferee } from '@shared/schemas/references';
import { actionMail } from '../../lib/mail-templates';
import type { NotifyInput } from './notify.service';
import type { DirectMail } from './team-notices';

export interface ReferenceRequestMailInput {
  to: string;
  siteName: string;
  advisorName: string;
  refereeName: string;
  reference: { relationship: string; organisation: string; yearFrom: number; yearTo: number | null };
  url: string;
  expiresAt: Date;
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const referenceRequestMail = (input: ReferenceRequestMailInput) =>
  actionMail({
    to: input.to,
    siteName: input.siteName,
    subject: `${input.advisorName} asks you for a reference`,
    heading: `Would you write a reference for ${input.advisorName}?`,
    paragraphs: [
      `Dear ${input.refereeName}, ${input.advisorName} is looking for board and advisory roles on ${input.siteName} ` +
        `and would value a few lines from you. They described you as: ${describeReferee(input.reference)}.`,
      `Writing it takes a few minutes and needs no account. ${input.advisorName} reads it first and decides ` +
        `whether companies considering them may see it, with your name and relationship; your e-mail address is ` +
        `never shown to anyone.`,
    ],
    action: { label: 'Write the reference', url: input.url },
    footnote:
      `The link works once and expires on ${longDate(input.expiresAt)}. If you prefer not to write one, or do not ` +
      `know ${input.advisorName}, you can ignore this e-mail.`,
  });

/** A request was made or sent again with a fresh link: the referee's mail, one per link (`tokenHash`). */
export async function referenceRequestNotice(
  site: { siteName: string },
  request: Omit<ReferenceRequestMailInput, 'siteName'> & { id: string; tokenHash: string },
): Promise<DirectMail> {
  const { id, tokenHash, ...mail } = request;
  return {
    message: await referenceRequestMail({ ...mail, siteName: site.siteName }),
    // One key per sending: a resend with the same text is a new mail, a retried job is not.
    key: `reference:${id}:${tokenHash}`,
  };
}

/** Where the advisor manages references: a section of My Applications (decision 046). */
export const MY_REFERENCES_PATH = '/my-applications#references';

/** The referee wrote the reference: the advisor's notice (once per request). */
export function referenceSubmittedNotice(submitted: {
  requestId: string;
  advisorUserId: string;
  confirmedName: string;
}): Omit<NotifyInput, 'tx'> {
  return {
    userId: submitted.advisorUserId,
    from: null,
    kind: 'reference',
    title: `${submitted.confirmedName} wrote you a reference`,
    body: 'Read it, and approve it to show it to companies, or decline it.',
    link: MY_REFERENCES_PATH,
    idempotencyKey: `reference-submitted:${submitted.requestId}`,
  };
}
