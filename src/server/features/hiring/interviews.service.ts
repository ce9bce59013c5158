// Interviews (decision 027): the company proposes two or three times (wall-clock times in its zone) and a link or
// a place; the advisor books one or asks for other times; either side cancels; the company reschedules by
// proposing new times. A booking sends both sides a calendar invitation (METHOD:REQUEST), a change that voids a
// booked time sends METHOD:CANCEL, both with the interview's UID and a growing SEQUENCE. Every step is on the
// application's timeline. Every mail goes through notify as the 'interview' kind (decision 032), in the transaction of
// the change: both parties' bells show it, and its mail goes as each one's setting for interviews says (decision
// 039). Each contact action asks the reach rule first, and proposals and reschedules are rate limited.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { advisorDisplayName } from '@shared/advisor-name';
import { isApplicationOpen } from '@shared/application-lifecycle';
import type { TimelineStep } from '@shared/constants';
import type {
  Interview,
  InterviewBookingInput,
  InterviewMessageInput,
  InterviewOtherTimesInput,
  InterviewProposalValues,
} from '@shared/schemas/hiring';
import { formatInTimeZone, wallClockToInstant } from '@shared/time-zones';
import type { SessionUser } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { interviews, interviewSlots, profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { requireRole, requireUser } from '../../middleware/session';
import { actionMail } from '../../lib/mail-templates';
import type { MailMessage } from '../../lib/mailer';
import type { JobQueue } from '../../lib/queue/job-queue';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import { asCompanyAccount, asCompanyViewer, requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';
import { markNotificationsAboutRead, notifyMany, type NotifyDeps } from '../notifications/notify.service';
import { requireMayReach } from '../notifications/reach';
import { consumeRateLimits } from '../../lib/rate-limits';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@shared/schemas/messaging';
import type { MailSite } from './hiring-mails';
import { interviewCalendar } from './interview-calendar';
import { findInterviews } from './interview-list';
import { suggestedTimeLines } from './suggested-times';
import { markCompanyResponded } from '../applications/applications.service';
import { loadApplicationFor } from '../applications/load-application';
import { recordStep } from '../applications/timeline.service';

const INTERVIEW_NOT_FOUND = 'Interview not found.';

export interface InterviewDeps {
  db: Db;
  queue: JobQueue;
  now: Date;
  site: MailSite;
  notifyEnv: NotifyDeps['env'];
}

/**
 * Everything a change and its mails need: the interview, and its application with the role and both parties
 * (features/applications' loader) — undefined when the actor is neither party. Background work reads as 'platform'.
 */
async function loadContext(
  db: Pick<Db, 'select'>,
  interviewId: string,
  actor: SessionUser | null | 'platform',
) {
  if (!isUuid(interviewId)) return undefined;
  const [interview] = await db.select().from(interviews).where(eq(interviews.id, interviewId.toLowerCase()));
  if (!interview) return undefined;
  const application =
    actor === 'platform'
      ? await loadApplicationFor(db, null, interview.applicationId, 'platform')
      : await loadApplicationFor(db, actor, interview.applicationId, 'party');
  if (!application?.companyUserId || application.company.email === null) return undefined;
  // Spelled out so its type says what the check above made sure of: every interview's role has a poster.
  return {
    interview,
    application,
    applicationStatus: application.status,
    advisorId: application.advisorUserId,
    jobId: application.jobId,
    jobTitle: application.role.title,
    jobCompanyName: application.role.companyName,
    companyUserId: application.companyUserId,
    advisorEmail: application.advisor.email,
    advisorFirstName: application.advisor.firstName,
    advisorTimeZone: application.advisor.timeZone,
    company: {
      email: application.company.email,
      name: application.company.accountName,
      contactName: application.company.contactName,
    },
  };
}
type Context = NonNullable<Awaited<ReturnType<typeof loadContext>>>;

/** The actor's side of the interview, or 404 to anyone else (nothing is revealed). */
function sideOf(actor: SessionUser | null, context: Context | undefined): 'advisor' | 'company' {
  if (actor && context) {
    if (actor.role === 'advisor' && actor.id === context.advisorId) return 'advisor';
    if (actor.role === 'company' && actor.id === context.companyUserId) return 'company';
  }
  throw notFound(INTERVIEW_NOT_FOUND);
}

function requireOpen(context: Context) {
  if (!isApplicationOpen(context.applicationStatus)) {
    throw new AppError(
      'APPLICATION_CLOSED',
      'This application has ended, so its interviews can no longer change.',
    );
  }
  if (context.interview.status === 'cancelled') {
    throw new AppError('INTERVIEW_CANCELLED', 'This interview was cancelled.');
  }
}

/** Each proposal or reschedule mails the advisor: limited per company user like messages (issue #28). */
async function consumeProposal(deps: InterviewDeps, companyUserId: string) {
  await consumeRateLimits(deps.db, {
    now: deps.now,
    message: MESSAGING_MESSAGES.interviewRateLimited,
    windows: [
      {
        key: `interview-proposals:hour:${companyUserId}`,
        limit: MESSAGING_LIMITS.interviewProposalsPerHour,
        windowMs: 3_600_000,
      },
      {
        key: `interview-proposals:day:${companyUserId}`,
        limit: MESSAGING_LIMITS.interviewProposalsPerDay,
        windowMs: 86_400_000,
      },
    ],
  });
}

function slotInstants(deps: InterviewDeps, input: InterviewProposalValues): Date[] {
  const instants = input.slots.map((slot) => wallClockToInstant(slot.startsAt, input.timeZone));
  if (instants.some((instant) => instant.getTime() <= deps.now.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Propose times in the future.', [
      { path: 'slots', message: 'Propose times in the future.' },
    ]);
  }
  return instants;
}

// ---- mails ---------------------------------------------------------------------------------------------------

const advisorNameOf = (context: Context) => advisorDisplayName(context.application.advisor, 'the advisor');
const companyNameOf = (context: Context) =>
  context.jobCompanyName || context.company.contactName || 'The company';
const advisorZone = (context: Context) => context.advisorTimeZone ?? context.interview.companyTimeZone;
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

type Recipient = 'advisor' | 'company';
/** One side's mail about a change: it becomes that side's notification (bell and mail). */
interface Notice {
  who: Recipient;
  message: MailMessage;
}

async function mailTo(
  deps: InterviewDeps,
  context: Context,
  who: Recipient,
  content: { subject: string; heading: string; paragraphs: string[]; calendar?: MailMessage['calendar'] },
): Promise<Notice> {
  const link = new URL(who === 'advisor' ? '/my-applications' : '/company/applicants', deps.site.appUrl);
  const message = await actionMail({
    to: who === 'advisor' ? context.advisorEmail : context.company.email,
    siteName: deps.site.siteName,
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
  deps: InterviewDeps,
  context: Context,
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
      domain: new URL(deps.site.appUrl).hostname,
      now: deps.now,
    },
    method,
  );
  return { method, content };
}

/**
 * The notices of one change, each to its side's bell and mailbox; `key` makes a repeat of the change a no-op. Each
 * is from the user who made the change, or (a reminder, made by the clock) from the other party, so a blocked
 * party is reached by none of them (reach.ts).
 */
function noticesFor(context: Context, key: string, notices: Notice[], actorId: string | null) {
  return notices.map(({ who, message }, index) => ({
    userId: who === 'advisor' ? context.advisorId : context.companyUserId!,
    from: actorId ?? (who === 'advisor' ? context.companyUserId! : context.advisorId),
    kind: 'interview' as const,
    title: message.subject,
    link: who === 'advisor' ? '/my-applications' : `/company/applicants?job_id=${context.jobId}`,
    applicationId: context.interview.applicationId,
    idempotencyKey: `${key}:${index}`,
    mail: message,
  }));
}

const notifyDepsOf = (deps: InterviewDeps) => ({
  db: deps.db,
  queue: deps.queue,
  env: deps.notifyEnv,
  now: deps.now,
});

async function notifyBoth(
  tx: Tx,
  deps: InterviewDeps,
  context: Context,
  key: string,
  notices: Notice[],
  actorId: string,
) {
  await notifyMany(notifyDepsOf(deps), noticesFor(context, key, notices, actorId), { tx });
}

/** The CANCEL both sides get when a booked time is voided (rescheduling, other times, cancellation). */
async function cancellationMails(
  deps: InterviewDeps,
  context: Context,
  sequence: number,
  why: string,
): Promise<Notice[]> {
  const { interview } = context;
  if (interview.status !== 'booked' || !interview.startsAt) return [];
  const booking = { ...interview, startsAt: interview.startsAt, sequence };
  const calendar = calendarFor(deps, context, booking, 'CANCEL');
  return Promise.all(
    (['advisor', 'company'] as const).map((who) =>
      mailTo(deps, context, who, {
        subject: `Cancelled: interview for ${context.jobTitle}`,
        heading: 'The interview time is cancelled',
        paragraphs: [
          `The interview for ${context.jobTitle} on ${timeFor(
            interview.startsAt!,
            who === 'advisor' ? advisorZone(context) : interview.companyTimeZone,
            who === 'advisor' ? interview.companyTimeZone : advisorZone(context),
          )} no longer takes place. ${why}`,
        ],
        calendar,
      }),
    ),
  );
}

async function proposalMail(
  deps: InterviewDeps,
  context: Context,
  instants: Date[],
  input: InterviewProposalValues,
) {
  const zone = advisorZone(context);
  return mailTo(deps, context, 'advisor', {
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

// ---- changes -------------------------------------------------------------------------------------------------

async function step(
  tx: Tx,
  deps: InterviewDeps,
  applicationId: string,
  side: Recipient,
  actorId: string,
  name: TimelineStep,
  reason?: string | null,
) {
  await recordStep(tx, {
    applicationId,
    step: name,
    actorRole: side,
    actorId,
    at: deps.now,
    reason: reason ?? null,
  });
}

export async function proposeInterview(
  deps: InterviewDeps,
  {
    actor,
    applicationId,
    input,
  }: { actor: SessionUser | null; applicationId: string; input: InterviewProposalValues },
): Promise<Interview> {
  const member = await requireCompletedCompany(deps.db, actor, 'applications');
  // The company's account proposes (decision 048): the interview, its mails and its limits are the company's.
  const user = { ...member.user, id: member.account.id };
  const application = await loadApplicationFor(deps.db, asCompanyViewer(member), applicationId, 'company');
  if (!application) throw notFound(COMPANY_ERROR_MESSAGES.applicationNotFound);
  if (!isApplicationOpen(application.status)) {
    throw new AppError(
      'APPLICATION_CLOSED',
      'This application has ended, so an interview can no longer be proposed.',
    );
  }
  await requireMayReach(deps.db, user.id, application.advisorUserId);
  const instants = slotInstants(deps, input);
  await consumeProposal(deps, user.id);
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(interviews)
      .values({
        applicationId: application.id,
        status: 'proposed',
        durationMinutes: input.durationMinutes,
        companyTimeZone: input.timeZone,
        meetingUrl: input.meetingUrl ?? null,
        location: input.location ?? null,
        createdBy: user.id,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning({ id: interviews.id });
    await tx
      .insert(interviewSlots)
      .values(instants.map((startsAt) => ({ interviewId: created!.id, startsAt })));
    await step(tx, deps, application.id, 'company', user.id, 'interview_proposed');
    await markCompanyResponded(tx, application.id, deps.now);
    const context = (await loadContext(tx, created!.id, user))!;
    const notice = await proposalMail(deps, context, instants, input);
    await notifyBoth(tx, deps, context, `interview:${created!.id}:proposed`, [notice], user.id);
    return created!.id;
  });
  deps.queue.wake('mail');
  return (await findInterviews(deps.db, [application.id])).get(application.id)!.find((row) => row.id === id)!;
}

/** The company proposes new times (rescheduling): a booked time is cancelled in both calendars until one is booked. */
export async function reproposeInterview(
  deps: InterviewDeps,
  {
    actor,
    interviewId,
    input,
  }: { actor: SessionUser | null; interviewId: string; input: InterviewProposalValues },
): Promise<Interview> {
  requireRole(actor, 'company');
  const account = await asCompanyAccount(deps.db, actor, 'applications');
  const context = await loadContext(deps.db, interviewId, account);
  if (sideOf(account, context) !== 'company') throw notFound(INTERVIEW_NOT_FOUND);
  const ctx = context!;
  requireOpen(ctx);
  await requireMayReach(deps.db, ctx.companyUserId, ctx.advisorId);
  const instants = slotInstants(deps, input);
  await consumeProposal(deps, ctx.companyUserId);
  const wasBooked = ctx.interview.status === 'booked';
  const sequence = ctx.interview.sequence + (wasBooked ? 1 : 0);
  const cancels = await cancellationMails(
    deps,
    ctx,
    sequence,
    `${companyNameOf(ctx)} has proposed new times.`,
  );
  const proposal = await proposalMail(deps, ctx, instants, input);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(interviews)
      .set({
        status: 'proposed',
        startsAt: null,
        sequence,
        reminderSentAt: null,
        durationMinutes: input.durationMinutes,
        companyTimeZone: input.timeZone,
        meetingUrl: input.meetingUrl ?? null,
        location: input.location ?? null,
        updatedAt: deps.now,
      })
      .where(eq(interviews.id, ctx.interview.id));
    await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, ctx.interview.id));
    await tx
      .insert(interviewSlots)
      .values(instants.map((startsAt) => ({ interviewId: ctx.interview.id, startsAt })));
    await step(
      tx,
      deps,
      ctx.interview.applicationId,
      'company',
      actor!.id,
      wasBooked ? 'interview_rescheduled' : 'interview_proposed',
    );
    await notifyBoth(
      tx,
      deps,
      ctx,
      `interview:${ctx.interview.id}:reproposed:${deps.now.toISOString()}`,
      [...cancels, proposal],
      actor!.id,
    );
  });
  deps.queue.wake('mail');
  return (await findInterviews(deps.db, [ctx.interview.applicationId]))
    .get(ctx.interview.applicationId)!
    .find((row) => row.id === ctx.interview.id)!;
}

export async function bookInterview(
  deps: InterviewDeps,
  {
    actor,
    interviewId,
    input,
  }: { actor: SessionUser | null; interviewId: string; input: InterviewBookingInput },
): Promise<Interview> {
  requireRole(actor, 'advisor');
  const context = await loadContext(deps.db, interviewId, actor);
  if (sideOf(actor, context) !== 'advisor') throw notFound(INTERVIEW_NOT_FOUND);
  const ctx = context!;
  requireOpen(ctx);
  await requireMayReach(deps.db, ctx.advisorId, ctx.companyUserId);
  if (ctx.interview.status !== 'proposed') {
    throw new AppError(
      'INTERVIEW_NOT_BOOKABLE',
      ctx.interview.status === 'booked'
        ? 'This interview is already booked; ask for other times to change it.'
        : 'The company has not proposed new times yet.',
    );
  }
  const [slot] = await deps.db
    .select()
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.interviewId, ctx.interview.id),
        eq(interviewSlots.id, input.slotId.toLowerCase()),
      ),
    );
  if (!slot) {
    throw new AppError('VALIDATION_FAILED', 'Choose one of the proposed times.', [
      { path: 'slotId', message: 'Choose one of the proposed times.' },
    ]);
  }
  if (slot.startsAt.getTime() <= deps.now.getTime()) {
    throw new AppError('SLOT_PASSED', 'This time has passed; ask for other times.');
  }
  // A booking after a cancellation of the same interview must outrank it in calendars: sequence only grows.
  const sequence =
    ctx.interview.sequence === 0 && !ctx.interview.startsAt
      ? ctx.interview.sequence
      : ctx.interview.sequence + 1;
  const withZone = { ...ctx, advisorTimeZone: input.timeZone ?? ctx.advisorTimeZone };
  const booking = { ...ctx.interview, startsAt: slot.startsAt, sequence };
  const calendar = calendarFor(deps, withZone, booking, 'REQUEST');
  const mails = await Promise.all(
    (['advisor', 'company'] as const).map((who) =>
      mailTo(deps, withZone, who, {
        subject: `Interview booked: ${ctx.jobTitle}, ${formatInTimeZone(
          slot.startsAt,
          who === 'advisor' ? advisorZone(withZone) : ctx.interview.companyTimeZone,
        )}`,
        heading: 'Your interview is booked',
        paragraphs: [
          `${advisorNameOf(withZone)} and ${companyNameOf(withZone)} meet about ${ctx.jobTitle} on ${timeFor(
            slot.startsAt,
            who === 'advisor' ? advisorZone(withZone) : ctx.interview.companyTimeZone,
            who === 'advisor' ? ctx.interview.companyTimeZone : advisorZone(withZone),
          )} for ${ctx.interview.durationMinutes} minutes.`,
          whereOf(ctx.interview),
          'The calendar invitation is attached; you can reschedule or cancel from Boardly.',
        ],
        calendar,
      }),
    ),
  );
  await deps.db.transaction(async (tx) => {
    const [booked] = await tx
      .update(interviews)
      .set({ status: 'booked', startsAt: slot.startsAt, sequence, reminderSentAt: null, updatedAt: deps.now })
      .where(and(eq(interviews.id, ctx.interview.id), eq(interviews.status, 'proposed')))
      .returning({ id: interviews.id });
    if (!booked) throw new AppError('CHANGED_MEANWHILE', 'This interview changed meanwhile; please reload.');
    if (input.timeZone) {
      await tx.update(profiles).set({ timeZone: input.timeZone }).where(eq(profiles.id, ctx.advisorId));
    }
    await step(tx, deps, ctx.interview.applicationId, 'advisor', actor!.id, 'interview_booked');
    // Booking answers the proposal: the advisor's earlier entries about this application are seen.
    await markNotificationsAboutRead(tx, {
      userId: ctx.advisorId,
      applicationId: ctx.interview.applicationId,
      now: deps.now,
    });
    await notifyBoth(
      tx,
      deps,
      withZone,
      `interview:${ctx.interview.id}:booked:${sequence}`,
      mails,
      actor!.id,
    );
  });
  deps.queue.wake('mail');
  return (await findInterviews(deps.db, [ctx.interview.applicationId]))
    .get(ctx.interview.applicationId)!
    .find((row) => row.id === ctx.interview.id)!;
}

/** The advisor asks for other times (a booked time is cancelled in both calendars). */
export async function requestOtherTimes(
  deps: InterviewDeps,
  {
    actor,
    interviewId,
    input,
  }: { actor: SessionUser | null; interviewId: string; input: InterviewOtherTimesInput },
) {
  requireRole(actor, 'advisor');
  const context = await loadContext(deps.db, interviewId, actor);
  if (sideOf(actor, context) !== 'advisor') throw notFound(INTERVIEW_NOT_FOUND);
  const ctx = context!;
  requireOpen(ctx);
  await requireMayReach(deps.db, ctx.advisorId, ctx.companyUserId);
  const message = (input.message as string | undefined) ?? null;
  const suggested = suggestedTimeLines(input, { company: ctx.interview.companyTimeZone, now: deps.now });
  const wasBooked = ctx.interview.status === 'booked';
  const sequence = ctx.interview.sequence + (wasBooked ? 1 : 0);
  const cancels = await cancellationMails(
    deps,
    ctx,
    sequence,
    `${advisorNameOf(ctx)} asked for other times.`,
  );
  const ask = await mailTo(deps, ctx, 'company', {
    subject: `${advisorNameOf(ctx)} asks for other interview times: ${ctx.jobTitle}`,
    heading: 'Other interview times requested',
    paragraphs: [
      `${advisorNameOf(ctx)} cannot make the proposed times for ${ctx.jobTitle}.`,
      message ? `Their message: “${message}”` : 'They left no message.',
      ...(suggested.length > 0 ? ['Times that suit them:', ...suggested.map((line) => `• ${line}`)] : []),
      'Propose new times from the applicant’s card.',
    ],
  });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(interviews)
      .set({ status: 'new-times-requested', startsAt: null, sequence, updatedAt: deps.now })
      .where(eq(interviews.id, ctx.interview.id));
    await step(
      tx,
      deps,
      ctx.interview.applicationId,
      'advisor',
      actor!.id,
      'interview_new_times_requested',
      // The suggestions stay on the company's timeline too, after the mail is read.
      [message, suggested.length > 0 ? `Times that suit them: ${suggested.join('; ')}` : null]
        .filter(Boolean)
        .join(' — ') || null,
    );
    await notifyBoth(
      tx,
      deps,
      ctx,
      `interview:${ctx.interview.id}:other-times:${deps.now.toISOString()}`,
      [...cancels, ask],
      actor!.id,
    );
  });
  deps.queue.wake('mail');
  return { id: ctx.interview.id, status: 'new-times-requested' as const };
}

/** Either side cancels: both calendars drop a booked time; the other side is told. */
export async function cancelInterview(
  deps: InterviewDeps,
  {
    actor,
    interviewId,
    input,
  }: { actor: SessionUser | null; interviewId: string; input: InterviewMessageInput },
) {
  requireUser(actor);
  // A colleague cancels for the company's account (decision 048).
  const party = await asCompanyAccount(deps.db, actor, 'applications');
  const context = await loadContext(deps.db, interviewId, party);
  const side = sideOf(party, context);
  const ctx = context!;
  // Cancelling twice (both sides at once, a repeated click) is the same cancellation: nothing more happens.
  if (ctx.interview.status === 'cancelled') return { id: ctx.interview.id, status: 'cancelled' as const };
  const message = (input.message as string | undefined) ?? null;
  const sequence = ctx.interview.sequence + 1;
  const who = side === 'advisor' ? advisorNameOf(ctx) : companyNameOf(ctx);
  const mails =
    ctx.interview.status === 'booked'
      ? await cancellationMails(deps, ctx, sequence, `${who} cancelled it.${message ? ` “${message}”` : ''}`)
      : [
          await mailTo(deps, ctx, side === 'advisor' ? 'company' : 'advisor', {
            subject: `Interview cancelled: ${ctx.jobTitle}`,
            heading: 'The interview is cancelled',
            paragraphs: [
              `${who} cancelled the interview for ${ctx.jobTitle}.`,
              ...(message ? [`“${message}”`] : []),
            ],
          }),
        ];
  await deps.db.transaction(async (tx) => {
    await tx
      .update(interviews)
      .set({ status: 'cancelled', sequence, updatedAt: deps.now })
      .where(eq(interviews.id, ctx.interview.id));
    await step(tx, deps, ctx.interview.applicationId, side, actor!.id, 'interview_cancelled', message);
    await notifyBoth(tx, deps, ctx, `interview:${ctx.interview.id}:cancelled:${sequence}`, mails, actor!.id);
  });
  deps.queue.wake('mail');
  return { id: ctx.interview.id, status: 'cancelled' as const };
}

/** The day before: both sides are reminded of every booked interview starting within the next 24 hours. */
export async function sendInterviewReminders(deps: InterviewDeps) {
  const due = await deps.db
    .update(interviews)
    .set({ reminderSentAt: deps.now })
    .where(
      and(
        eq(interviews.status, 'booked'),
        isNull(interviews.reminderSentAt),
        sql`${interviews.startsAt} > ${deps.now.toISOString()}::timestamptz`,
        sql`${interviews.startsAt} <= ${deps.now.toISOString()}::timestamptz + interval '24 hours'`,
      ),
    )
    .returning({ id: interviews.id });
  const notices: ReturnType<typeof noticesFor> = [];
  for (const { id } of due) {
    const ctx = await loadContext(deps.db, id, 'platform');
    if (!ctx?.interview.startsAt) continue;
    for (const who of ['advisor', 'company'] as const) {
      const notice = await mailTo(deps, ctx, who, {
        subject: `Tomorrow: interview for ${ctx.jobTitle}`,
        heading: 'Your interview is coming up',
        paragraphs: [
          `A reminder: ${advisorNameOf(ctx)} and ${companyNameOf(ctx)} meet about ${ctx.jobTitle} on ${timeFor(
            ctx.interview.startsAt,
            who === 'advisor' ? advisorZone(ctx) : ctx.interview.companyTimeZone,
            who === 'advisor' ? ctx.interview.companyTimeZone : advisorZone(ctx),
          )}.`,
          whereOf(ctx.interview),
        ],
      });
      notices.push(
        ...noticesFor(ctx, `interview:${id}:reminder:${ctx.interview.sequence}:${who}`, [notice], null),
      );
    }
  }
  // Its own transaction; notifyMany wakes the mail worker once it has committed.
  await notifyMany(notifyDepsOf(deps), notices);
  return due.length;
}
