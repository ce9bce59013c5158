// The mail that invites a colleague onto a company account (decision 048), through actionMail (decision 021). The
// address may have no account yet, so it is not a notification: the team service queues it directly, with the key
// made here, in the transaction that stores the invitation (decisions 053, 061).
import { COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS, type CompanyRole } from '@shared/company-roles';
import { actionMail } from '../../lib/mail-templates';
import type { MailMessage } from '../../lib/mailer';

/** A mail queued directly (to an address, not a user's notification), with the key that makes a retry the same mail. */
export interface DirectMail {
  message: MailMessage;
  key: string;
}

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

/** A colleague was invited: their mail, with the invitation's link. */
export async function colleagueInvitationNotice(
  site: { siteName: string },
  invitation: {
    id: string;
    to: string;
    companyName: string;
    invitedBy: string;
    role: CompanyRole;
    url: string;
    expiresAt: Date;
  },
): Promise<DirectMail> {
  const { id, ...rest } = invitation;
  return {
    message: await colleagueInvitationMail({ ...rest, siteName: site.siteName }),
    key: `company-invitation:${id}`,
  };
}
