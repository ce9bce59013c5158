// The mail that invites a colleague onto a company account (decision 048), through actionMail (decision 021).
import { COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS, type CompanyRole } from '@shared/company-roles';
import { actionMail } from '../../lib/mail-templates';

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const colleagueInvitationMail = (input: {
  to: string;
  siteName: string;
  companyName: string;
  invitedBy: string;
  role: CompanyRole;
  url: string;
  expiresAt: Date;
}) =>
  actionMail({
    to: input.to,
    siteName: input.siteName,
    subject: `${input.invitedBy} invites you to ${input.companyName} on ${input.siteName}`,
    heading: `Join ${input.companyName} on ${input.siteName}`,
    paragraphs: [
      `${input.invitedBy} invites you to review board candidates with them as ${COMPANY_ROLE_LABELS[input.role].toLowerCase()}: ` +
        `${COMPANY_ROLE_DESCRIPTIONS[input.role]}`,
      `You sign in with your own account for ${input.to}; if you have none yet, the link lets you create one.`,
    ],
    action: { label: 'Open the invitation', url: input.url },
    footnote: `The link works once, only for ${input.to}, and expires on ${longDate(input.expiresAt)}. If you did not expect it, you can ignore this e-mail.`,
  });
