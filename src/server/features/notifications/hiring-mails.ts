// The hiring process's e-mails (decision 026), rendered by the shared React Email action template and sent through
// the mail queue: closure of an application (someone else hired, or no answer by the deadline), a withdrawal told
// to the company, and the company's reminder that applications wait for an answer.
import { actionMail } from '../../lib/mail-templates';
import type { MailMessage } from '../../lib/mailer';

export interface MailSite {
  siteName: string;
  appUrl: string;
}

const link = (site: MailSite, path: string) => new URL(path, site.appUrl).toString();
const hello = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** The default wording of the message to the other applicants when a position is filled (editable per position). */
export const DEFAULT_CLOSING_MESSAGE =
  'Thank you for the time and thought you put into applying for {jobTitle}. We have now filled this seat, so ' +
  'we are closing the other applications. This was a close decision among strong candidates, and it says nothing ' +
  'about the value of your experience. We would be glad to see you apply to our future roles.';

/** Fills {firstName}, {jobTitle} and {companyName} into a closing message; other braces stay as written. */
export function fillClosingMessage(
  template: string,
  values: { firstName: string | null; jobTitle: string; companyName: string },
) {
  return template
    .replaceAll('{firstName}', values.firstName ?? 'there')
    .replaceAll('{jobTitle}', values.jobTitle)
    .replaceAll('{companyName}', values.companyName);
}

export const positionFilledMail = (
  site: MailSite,
  input: { to: string; firstName: string | null; jobTitle: string; companyName: string; message: string },
): Promise<MailMessage> =>
  actionMail({
    to: input.to,
    siteName: site.siteName,
    subject: `${input.jobTitle} at ${input.companyName} has been filled`,
    heading: 'This position has been filled',
    paragraphs: [hello(input.firstName), `A message from ${input.companyName}:`, input.message],
    action: { label: 'Find more roles', url: link(site, '/advisor-matchmaking') },
    footnote: 'Your application is closed; you can see its whole history on My Applications.',
  });

export const noResponseClosedMail = (
  site: MailSite,
  input: { to: string; firstName: string | null; jobTitle: string; companyName: string; days: number },
): Promise<MailMessage> =>
  actionMail({
    to: input.to,
    siteName: site.siteName,
    subject: `Your application to ${input.jobTitle} has been closed`,
    heading: 'We closed an application that got no answer',
    paragraphs: [
      hello(input.firstName),
      `${input.companyName} did not respond to your application for ${input.jobTitle} within ${input.days} days, so we have closed it rather than leave you waiting.`,
      'This is about their process, not your profile. Your matches are waiting for you, and new roles are posted every week.',
    ],
    action: { label: 'Find more roles', url: link(site, '/advisor-matchmaking') },
    footnote: 'You can see the history of every application on My Applications.',
  });

export const withdrawalMail = (
  site: MailSite,
  input: { to: string; advisorName: string; jobTitle: string; reason: string | null },
): Promise<MailMessage> =>
  actionMail({
    to: input.to,
    siteName: site.siteName,
    subject: `${input.advisorName} withdrew their application: ${input.jobTitle}`,
    heading: 'An application was withdrawn',
    paragraphs: [
      `${input.advisorName} has withdrawn their application for ${input.jobTitle}.`,
      input.reason ? `Their reason: “${input.reason}”` : 'They did not give a reason.',
    ],
    action: { label: 'Review applicants', url: link(site, '/company/applicants') },
  });

export const responseReminderMail = (
  site: MailSite,
  input: { to: string; jobTitle: string; waiting: number; closesOn: string },
): Promise<MailMessage> =>
  actionMail({
    to: input.to,
    siteName: site.siteName,
    subject: `${input.waiting} ${input.waiting === 1 ? 'applicant is' : 'applicants are'} waiting for an answer: ${input.jobTitle}`,
    heading: 'Applicants are waiting for your answer',
    paragraphs: [
      `${input.waiting} ${input.waiting === 1 ? 'application' : 'applications'} to ${input.jobTitle} ${input.waiting === 1 ? 'has' : 'have'} had no answer yet.`,
      `Unanswered applications close on ${input.closesOn} with the reason “no response”, and the advisors are told. A shortlist, a message or a considerate rejection takes a minute.`,
    ],
    action: { label: 'Review applicants', url: link(site, '/company/applicants') },
  });
