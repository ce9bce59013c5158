// What the hiring process's changes tell people (decisions 026, 029, 032, 053): the company's status change, a hire
// closing the position's other applications, the advisor's withdrawal, the no-ghosting pass's reminder and
// closure, and a colleague's mention in a private note. The services that make those changes (features/company, features/hiring) say what happened; these
// functions turn it into `notify`/`notifyMany` inputs — title, body, link, idempotency key and the mail
// (hiring-mails.ts, application-status-mail.ts). A mail given as a function is rendered only for a recipient who
// gets it now (notifyMany); one rendered here is written before the caller's transaction opens.
import type { CompanySetStatus } from '@shared/constants';
import type { RejectionReason } from '@shared/schemas/company';
import { statusChangeMail } from './application-status-mail';
import {
  fillClosingMessage,
  noResponseClosedMail,
  positionFilledMail,
  responseReminderMail,
  withdrawalMail,
  type MailSite,
} from './hiring-mails';
import type { NotifyInput } from './notify.service';

export type HiringNotice = Omit<NotifyInput, 'tx'>;

interface AdvisorRecipient {
  userId: string;
  email: string;
  firstName: string | null;
}

/** The company moved an application: the advisor's notice, or null when the move is not news for them. */
export async function statusChangedNotice(
  site: MailSite,
  change: {
    applicationId: string;
    from: string;
    advisor: AdvisorRecipient;
    jobTitle: string;
    companyName: string;
    status: CompanySetStatus;
    reason?: RejectionReason;
    shareReason?: boolean;
  },
): Promise<HiringNotice | null> {
  const mail = await statusChangeMail({
    to: change.advisor.email,
    siteName: site.siteName,
    appUrl: site.appUrl,
    advisorFirstName: change.advisor.firstName,
    jobTitle: change.jobTitle,
    companyName: change.companyName,
    status: change.status,
    reason: change.reason,
    shareReason: change.shareReason,
  });
  if (!mail) return null;
  return {
    userId: change.advisor.userId,
    from: change.from,
    kind: 'status',
    title: mail.subject,
    link: '/my-applications',
    applicationId: change.applicationId,
    mail,
  };
}

/** A hire closed the position's other applications: each advisor hears the company's closing message. */
export function positionFilledNotices(
  site: MailSite,
  change: {
    from: string;
    at: Date;
    jobTitle: string;
    companyName: string;
    /** The closing message with its {firstName}, {jobTitle} and {companyName} placeholders. */
    template: string;
    closed: (AdvisorRecipient & { applicationId: string | undefined })[];
  },
): HiringNotice[] {
  const { jobTitle, companyName } = change;
  return change.closed.map((recipient) => {
    const values = { firstName: recipient.firstName, jobTitle, companyName };
    return {
      userId: recipient.userId,
      from: change.from,
      kind: 'status' as const,
      title: `${jobTitle} at ${companyName} has been filled`,
      link: '/my-applications',
      applicationId: recipient.applicationId,
      idempotencyKey: `position-filled:${recipient.applicationId}:${change.at.toISOString()}`,
      mail: () =>
        positionFilledMail(site, {
          to: recipient.email,
          ...values,
          message: fillClosingMessage(change.template, values),
        }),
    };
  });
}

/** The advisor withdrew: the company's notice (its mail rendered now). */
export async function withdrawalNotice(
  site: MailSite,
  change: {
    applicationId: string;
    jobId: string;
    from: string;
    company: { userId: string; email: string };
    advisorName: string;
    jobTitle: string;
    reason: string | null;
  },
): Promise<HiringNotice> {
  const mail = await withdrawalMail(site, {
    to: change.company.email,
    advisorName: change.advisorName,
    jobTitle: change.jobTitle,
    reason: change.reason,
  });
  return {
    userId: change.company.userId,
    from: change.from,
    kind: 'status',
    title: `${change.advisorName} withdrew from ${change.jobTitle}`,
    body: change.reason ?? '',
    link: `/company/applicants?job_id=${change.jobId}`,
    applicationId: change.applicationId,
    mail,
  };
}

/** The no-ghosting pass's reminder to the company, one per position (`at`: the pass). */
export function responseReminderNotice(
  site: MailSite,
  reminder: {
    at: string;
    jobId: string;
    company: { userId: string; email: string };
    jobTitle: string;
    waiting: number;
    closesAt: Date;
  },
): HiringNotice {
  const closesOn = reminder.closesAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const { waiting, jobTitle } = reminder;
  return {
    userId: reminder.company.userId,
    from: null,
    kind: 'status' as const,
    title: `${waiting} ${waiting === 1 ? 'applicant is' : 'applicants are'} waiting for an answer: ${jobTitle}`,
    body: `Unanswered applications close on ${closesOn}.`,
    link: `/company/applicants?job_id=${reminder.jobId}`,
    idempotencyKey: `response-reminder:${reminder.jobId}:${reminder.at}`,
    mail: () => responseReminderMail(site, { to: reminder.company.email, jobTitle, waiting, closesOn }),
  };
}

/** The closure notice's key: one per application and pass, so a retried job finds it already made. */
export const closureNoticeKey = (applicationId: string, closedAt: string) =>
  `no-response:${applicationId}:${closedAt}`;

/** The no-ghosting pass closed an application: the advisor's notice. */
export function noResponseClosureNotice(
  site: MailSite,
  closure: {
    closedAt: string;
    applicationId: string;
    advisor: AdvisorRecipient;
    jobTitle: string;
    companyName: string;
    days: number;
  },
): HiringNotice {
  const { jobTitle, companyName, days } = closure;
  return {
    userId: closure.advisor.userId,
    from: null,
    kind: 'status' as const,
    title: `Your application to ${jobTitle} has been closed`,
    body: `${companyName} did not respond within ${days} days.`,
    link: '/my-applications',
    applicationId: closure.applicationId,
    idempotencyKey: closureNoticeKey(closure.applicationId, closure.closedAt),
    mail: () =>
      noResponseClosedMail(site, {
        to: closure.advisor.email,
        firstName: closure.advisor.firstName,
        jobTitle,
        companyName,
        days,
      }),
  };
}

/** A colleague was mentioned in a private note on an applicant (the note's start, as the bell shows it). */
export function mentionNotice(mention: {
  userId: string;
  writer: { id: string; name: string };
  subject: string;
  note: string;
  jobId: string;
  applicationId: string;
}): HiringNotice {
  const { note } = mention;
  return {
    userId: mention.userId,
    from: mention.writer.id,
    kind: 'mention' as const,
    title: `${mention.writer.name} mentioned you in a note on ${mention.subject}`,
    body: note.length > 280 ? `${note.slice(0, 279)}…` : note,
    link: `/company/applicants?job_id=${mention.jobId}`,
    applicationId: mention.applicationId,
  };
}
