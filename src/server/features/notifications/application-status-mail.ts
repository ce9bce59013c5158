// The e-mail an advisor receives when a company moves their application. Rejections are worded with care
// (and carry the company's reason when one was chosen); good news links to the advisor's applications. Rendered by
// the shared React Email action template (lib/mail-templates.tsx).
import type { ApplicationStatus } from '@shared/constants';
import type { RejectionReason } from '@shared/schemas/company';
import { actionMail } from '../../lib/mail-templates';
import type { MailMessage } from '../../lib/mailer';

export interface StatusMailInput {
  to: string;
  siteName: string;
  appUrl: string;
  advisorFirstName: string | null;
  jobTitle: string;
  companyName: string;
  status: ApplicationStatus;
  reason?: RejectionReason;
  /** False: the company keeps its rejection reason to itself, so the mail does not carry it. */
  shareReason?: boolean;
}

const REASON_SENTENCES: Record<RejectionReason, string> = {
  'Looking for different industry experience':
    'They told us they are looking for experience in a different industry for this seat.',
  'Looking for more years of experience':
    'They told us they are looking for someone with more years of experience for this seat.',
  'Looking for more availability':
    'They told us they need more monthly availability than this role would fit with your schedule.',
  'Position filled': 'They told us the position has now been filled.',
  'Position no longer open': 'They told us the position is no longer open.',
  // "Other" says nothing specific; we do not invent a reason on the company's behalf.
  Other: '',
};

/** Null for a move back to 'applied' (and for withdrawn/closed, mailed by features/hiring): that is housekeeping on the company's side, not news for the advisor. */
export async function statusChangeMail(input: StatusMailInput): Promise<MailMessage | null> {
  const greeting = input.advisorFirstName ? `Hello ${input.advisorFirstName},` : 'Hello,';
  const role = `${input.jobTitle} at ${input.companyName}`;
  const link = (path: string) => new URL(path, input.appUrl).toString();
  const myApplications = { label: 'View my applications', url: link('/my-applications') };
  const base = { to: input.to, siteName: input.siteName };
  switch (input.status) {
    case 'shortlisted':
      return actionMail({
        ...base,
        subject: `You've been shortlisted: ${role}`,
        heading: 'Good news: you are on the shortlist',
        paragraphs: [
          greeting,
          `${input.companyName} has shortlisted your application for ${input.jobTitle}. They liked what they saw in your profile and may get in touch soon.`,
          'Now is a good moment to make sure your profile, LinkedIn and calendar link are up to date.',
        ],
        action: myApplications,
      });
    case 'contacted':
      return actionMail({
        ...base,
        subject: `${input.companyName} would like to talk: ${input.jobTitle}`,
        heading: `${input.companyName} wants to connect`,
        paragraphs: [
          greeting,
          `${input.companyName} has marked your application for ${input.jobTitle} as contacted: expect to hear from them by e-mail, phone or a meeting invitation.`,
          'If nothing arrives in the next few days, check your spam folder.',
        ],
        action: myApplications,
      });
    case 'hired':
      return actionMail({
        ...base,
        subject: `Congratulations! ${input.companyName} selected you for ${input.jobTitle}`,
        heading: 'Congratulations: you have been selected',
        paragraphs: [
          greeting,
          `${input.companyName} has chosen you for ${input.jobTitle}. Well done — they will be in touch about the next steps.`,
        ],
        action: myApplications,
      });
    case 'rejected': {
      const reason = input.reason && input.shareReason !== false ? REASON_SENTENCES[input.reason] : '';
      return actionMail({
        ...base,
        subject: `An update on your application: ${role}`,
        heading: 'An update on your application',
        paragraphs: [
          greeting,
          `Thank you for applying to ${input.jobTitle} at ${input.companyName}. After careful consideration, they have decided not to move forward with your application this time.`,
          ...(reason ? [reason] : []),
          'Decisions like this often come down to the exact needs of one board at one moment, not to the value of your experience. New advisory roles are posted every week, and your matches are waiting for you.',
        ],
        action: { label: 'Find more roles', url: link('/advisor-matchmaking') },
        footnote: 'You can see the status of all your applications on My Applications.',
      });
    }
    // Withdrawal and closure have their own mails (features/hiring).
    case 'applied':
    case 'withdrawn':
    case 'closed':
      return null;
  }
}
