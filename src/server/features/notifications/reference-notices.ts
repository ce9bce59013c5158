// The mail that asks a referee for a reference (React Email through actionMail, decision 021). The referee has no
// account: the mail says who asks, how they know each other as the advisor entered it, and when the link expires.
import { describeReferee } from '@shared/schemas/references';
import { actionMail } from '../../lib/mail-templates';

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
