// What each change of an interview tells each side (decisions 027, 032, 039, 053). The hiring service changes the
// interview and says what happened — a kind and its data (`InterviewChange`); this module writes what that means
// for the advisor and for the company: the subject, heading and paragraphs of each mail, in the reader's time zone
// first; the calendar invitation (METHOD:REQUEST for a booking, METHOD:CANCEL when a booked time is voided, with the
// interview's UID and its SEQUENCE); and the bell notice with its idempotency key. The service hands the result to
// `notifyMany` inside the transaction of the change.
import { advisorDisplayName, type AdvisorNameParts } from '@shared/advisor-name';
import type { InterviewProposalValues } from '@shared/schemas/hiring';
import { formatInTimeZone } from '@shared/time-zones';
import type { interviews } from '../../db/schema';
import { actionMail } from '../../lib/mail-templates';
import type { MailMessage } from '../../lib/mailer';
import type { MailSite } from './hiring-mails';
import { interviewCalendar } from './interview-calendar';
import type { NotifyInput } from './notify.service';

/** Who the interview is between, and the interview as it was before the change. */
export interface InterviewNoticeContext {
  interview: Pick<
    typeof interviews.$inferSelect,
    | 'id'
    | 'applicationId'
    | 'status'
    | 'startsAt'
    | 'sequence'
    | 'companyTimeZone'
    | 'durationMinutes'
    | 'meetingUrl'
    | 'location'
  >;
  application: { advisor: AdvisorNameParts };
  jobId: string;
  jobTitle: string;
  jobCompanyName: string | null;
  advisorId: string;
  advisorEmail: string;
  advisorFirstName: string | null;
  /** The advisor's own zone; without one they read the company's (and UTC). */
  advisorTimeZone: string | null;
  companyUserId: string;
  company: { email: string; contactName: string | null };
}

type ProposalValues = Pick<
  InterviewProposalValues,
  'durationMinutes' | 'timeZone' | 'meetingUrl' | 'location'
>;

/** What happened to an interview: the kind, and what the notices need beyond the context. */
export type InterviewChange =
  /** The company proposed times (a new interview). */
  | { kind: 'proposed'; instants: Date[]; proposal: ProposalValues }
  /** The company proposed new times; a booked time is cancelled at `sequence`. */
  | { kind: 'reproposed'; instants: Date[]; proposal: ProposalValues; sequence: number }
  /** The advisor booked a time. */
  | { kind: 'booked'; startsAt: Date; sequence: number }
  /** The advisor asked for other times (with the times that suit them, as lines); a booked time is cancelled. */
  | { kind: 'other-times-requested'; sequence: number; message: string | null; suggested: string[] }
  /** One side cancelled. */
  | { kind: 'cancelled'; by: 'advisor' | 'company'; sequence: number; message: string | null }
  /** The day before a booked interview (made by the clock). */
  | { kind: 'reminder' };

/** One notice to one side: its bell entry and its mail, for `notifyMany`. */
export type InterviewNotice = Omit<NotifyInput, 'tx'>;

type Recipient = 'advisor' | 'company';
interface Composed {
  who: Recipient;
  message: MailMessage;
}
interface Compose {
  site: MailSite;
  now: Date;
}

const advisorNameOf = (context: InterviewNoticeContext) =>
  advisorDisplayName(context.application.advisor, 'the advisor');
const companyNameOf = (context: InterviewNoticeContext) =>
  context.jobCompanyName || context.company.contactName || 'The company';
const advisorZone = (context: InterviewNoticeContext) =>
  context.advisorTimeZone ?? context.interview.companyTimeZone;
const whereOf = (interview: { meetingUrl: string | null; location: string | null }) =>
  [
    interview.meetingUrl ? `Link: ${interview.meetingUrl}` : '',
    interview.location ? `Place: ${interview.location}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** Both zones when they differ: the reader's first. */
const timeFor = (instant: Date, readerZone: string, otherZone: string) =>
  readerZone === otherZone
    ? formatInTimeZone(instant, readerZone)
    : `${formatInTimeZone(instant, readerZone)} (${formatInTimeZone(instant, otherZone)})`;

/** The reader's zone, then the other side's. */
const zonesFor = (context: InterviewNoticeContext, who: Recipient): [string, string] =>
  who === 'advisor'
    ? [advisorZone(context), context.interview.companyTimeZone]
    : [context.interview.companyTimeZone, advisorZone(context)];

async function mailTo(
  { site }: Compose,
  context: InterviewNoticeContext,
  who: Recipient,
  content: { subject: string; heading: string; paragraphs: string[]; calendar?: MailMessage['calendar'] },
): Promise<Composed> {
  const link = new URL(who === 'advisor' ? '/my-applications' : '/company/applicants', site.appUrl);
  const message = await actionMail({
    to: who === 'advisor' ? context.advisorEmail : context.company.email,
    siteName: site.siteName,
    subject: content.subject,
    heading: content.heading,
    paragraphs: content.paragraphs,
    action: {
      label: who === 'advisor' ? 'Open My Applications' : 'Open applicants',
      url: link.toString(),
    },
  });
  return { who, message: content.calendar ? { ...message, calendar: content.calendar } : message };
}

function calendarFor(
  { site, now }: Compose,
  context: InterviewNoticeContext,
  booking: {
    startsAt: Date;
    sequence: number;
    meetingUrl: string | null;
    location: string | null;
    durationMinutes: number;
  },
  method: 'REQUEST' | 'CANCEL',
): MailMessage['calendar'] {
  const content = interviewCalendar(
    {
      interviewId: context.interview.id,
      sequence: booking.sequence,
      startsAt: booking.startsAt,
      durationMinutes: booking.durationMinutes,
      summary: `Interview: ${context.jobTitle} (${companyNameOf(context)} and ${advisorNameOf(context)})`,
      description: [`Board role: ${context.jobTitle} at ${companyNameOf(context)}`, whereOf(booking)]
        .filter(Boolean)
        .join('\n'),
      meetingUrl: booking.meetingUrl,
      location: booking.location,
      organizer: { name: companyNameOf(context), email: context.company.email },
      attendees: [
        { name: advisorNameOf(context), email: context.advisorEmail },
        { name: context.company.contactName || companyNameOf(context), email: context.company.email },
      ],
      domain: new URL(site.appUrl).hostname,
      now,
    },
    method,
  );
  return { method, content };
}

/** The CANCEL both sides get when a booked time is voided (rescheduling, other times, cancellation). */
async function cancellationMails(
  compose: Compose,
  context: InterviewNoticeContext,
  sequence: number,
  why: string,
): Promise<Composed[]> {
  const { interview } = context;
  if (interview.status !== 'booked' || !interview.startsAt) return [];
  const startsAt = interview.startsAt;
  const calendar = calendarFor(compose, context, { ...interview, startsAt, sequence }, 'CANCEL');
  return Promise.all(
    (['advisor', 'company'] as const).map((who) =>
      mailTo(compose, context, who, {
        subject: `Cancelled: interview for ${context.jobTitle}`,
        heading: 'The interview time is cancelled',
        paragraphs: [
          `The interview for ${context.jobTitle} on ${timeFor(startsAt, ...zonesFor(context, who))} no longer takes place. ${why}`,
        ],
        calendar,
      }),
    ),
  );
}

function proposalMail(
  compose: Compose,
  context: InterviewNoticeContext,
  instants: Date[],
  input: ProposalValues,
) {
  const zone = advisorZone(context);
  return mailTo(compose, context, 'advisor', {
    subject: `${companyNameOf(context)} proposes interview times: ${context.jobTitle}`,
    heading: 'Choose a time for your interview',
    paragraphs: [
      context.advisorFirstName ? `Hello ${context.advisorFirstName},` : 'Hello,',
      `${companyNameOf(context)} would like to meet you about ${context.jobTitle} (${input.durationMinutes} minutes). Proposed times:`,
      // An advisor who never chose a zone reads the company's and UTC: one zone alone that is not theirs left them
      // converting by hand (issue #29), and their profile says how to get their own.
      ...instants.map(
        (instant) => `• ${timeFor(instant, zone, context.advisorTimeZone ? input.timeZone : 'UTC')}`,
      ),
      ...(context.advisorTimeZone
        ? []
        : ['Choose your time zone on My Profile to see these times in your own zone.']),
      whereOf({ meetingUrl: input.meetingUrl ?? null, location: input.location ?? null }),
      'Book one on My Applications, or ask for other times. Both of you receive a calendar invitation once a time is booked.',
    ],
  });
}

function bookingMails(compose: Compose, context: InterviewNoticeContext, startsAt: Date, sequence: number) {
  const calendar = calendarFor(compose, context, { ...context.interview, startsAt, sequence }, 'REQUEST');
  return Promise.all(
    (['advisor', 'company'] as const).map((who) =>
      mailTo(compose, context, who, {
        subject: `Interview booked: ${context.jobTitle}, ${formatInTimeZone(startsAt, zonesFor(context, who)[0])}`,
        heading: 'Your interview is booked',
        paragraphs: [
          `${advisorNameOf(context)} and ${companyNameOf(context)} meet about ${context.jobTitle} on ${timeFor(
            startsAt,
            ...zonesFor(context, who),
          )} for ${context.interview.durationMinutes} minutes.`,
          whereOf(context.interview),
          'The calendar invitation is attached; you can reschedule or cancel from Boardly.',
        ],
        calendar,
      }),
    ),
  );
}

function otherTimesMail(
  compose: Compose,
  context: InterviewNoticeContext,
  { message, suggested }: { message: string | null; suggested: string[] },
) {
  return mailTo(compose, context, 'company', {
    subject: `${advisorNameOf(context)} asks for other interview times: ${context.jobTitle}`,
    heading: 'Other interview times requested',
    paragraphs: [
      `${advisorNameOf(context)} cannot make the proposed times for ${context.jobTitle}.`,
      message ? `Their message: “${message}”` : 'They left no message.',
      ...(suggested.length > 0 ? ['Times that suit them:', ...suggested.map((line) => `• ${line}`)] : []),
      'Propose new times from the applicant’s card.',
    ],
  });
}

async function cancelledMails(
  compose: Compose,
  context: InterviewNoticeContext,
  { by, sequence, message }: { by: Recipient; sequence: number; message: string | null },
) {
  const who = by === 'advisor' ? advisorNameOf(context) : companyNameOf(context);
  if (context.interview.status === 'booked') {
    return cancellationMails(
      compose,
      context,
      sequence,
      `${who} cancelled it.${message ? ` “${message}”` : ''}`,
    );
  }
  return [
    await mailTo(compose, context, by === 'advisor' ? 'company' : 'advisor', {
      subject: `Interview cancelled: ${context.jobTitle}`,
      heading: 'The interview is cancelled',
      paragraphs: [
        `${who} cancelled the interview for ${context.jobTitle}.`,
        ...(message ? [`“${message}”`] : []),
      ],
    }),
  ];
}

function reminderMail(compose: Compose, context: InterviewNoticeContext, who: Recipient, startsAt: Date) {
  return mailTo(compose, context, who, {
    subject: `Tomorrow: interview for ${context.jobTitle}`,
    heading: 'Your interview is coming up',
    paragraphs: [
      `A reminder: ${advisorNameOf(context)} and ${companyNameOf(context)} meet about ${context.jobTitle} on ${timeFor(
        startsAt,
        ...zonesFor(context, who),
      )}.`,
      whereOf(context.interview),
    ],
  });
}

/**
 * The notices of one change, each to its side's bell and mailbox; `key` makes a repeat of the change a no-op. Each
 * is from the user who made the change, or (a reminder, made by the clock) from the other party, so a blocked
 * party is reached by none of them (reach.ts).
 */
function noticesFor(
  context: InterviewNoticeContext,
  key: string,
  composed: Composed[],
  from: string | null,
): InterviewNotice[] {
  return composed.map(({ who, message }, index) => ({
    userId: who === 'advisor' ? context.advisorId : context.companyUserId,
    from: from ?? (who === 'advisor' ? context.companyUserId : context.advisorId),
    kind: 'interview' as const,
    title: message.subject,
    link: who === 'advisor' ? '/my-applications' : `/company/applicants?job_id=${context.jobId}`,
    applicationId: context.interview.applicationId,
    idempotencyKey: `${key}:${index}`,
    mail: message,
  }));
}

/**
 * What `change` tells each side, rendered now (call it before the transaction where the change allows: no
 * transaction stays open while mails render). `from` is the acting user, or null for the clock's reminders.
 */
export async function interviewNotices(
  compose: Compose,
  context: InterviewNoticeContext,
  change: InterviewChange,
  from: string | null,
): Promise<InterviewNotice[]> {
  const key = `interview:${context.interview.id}`;
  const at = compose.now.toISOString();
  switch (change.kind) {
    case 'proposed':
      return noticesFor(
        context,
        `${key}:proposed`,
        [await proposalMail(compose, context, change.instants, change.proposal)],
        from,
      );
    case 'reproposed': {
      const cancels = await cancellationMails(
        compose,
        context,
        change.sequence,
        `${companyNameOf(context)} has proposed new times.`,
      );
      const proposal = await proposalMail(compose, context, change.instants, change.proposal);
      return noticesFor(context, `${key}:reproposed:${at}`, [...cancels, proposal], from);
    }
    case 'booked':
      return noticesFor(
        context,
        `${key}:booked:${change.sequence}`,
        await bookingMails(compose, context, change.startsAt, change.sequence),
        from,
      );
    case 'other-times-requested': {
      const cancels = await cancellationMails(
        compose,
        context,
        change.sequence,
        `${advisorNameOf(context)} asked for other times.`,
      );
      const ask = await otherTimesMail(compose, context, change);
      return noticesFor(context, `${key}:other-times:${at}`, [...cancels, ask], from);
    }
    case 'cancelled':
      return noticesFor(
        context,
        `${key}:cancelled:${change.sequence}`,
        await cancelledMails(compose, context, change),
        from,
      );
    case 'reminder': {
      const { startsAt } = context.interview;
      if (!startsAt) return [];
      const notices: InterviewNotice[] = [];
      for (const who of ['advisor', 'company'] as const) {
        const mail = await reminderMail(compose, context, who, startsAt);
        notices.push(
          ...noticesFor(context, `${key}:reminder:${context.interview.sequence}:${who}`, [mail], from),
        );
      }
      return notices;
    }
  }
}
