// Interviews (decision 027): the company proposes two or three times (wall-clock times in its zone) and a link or
// a place; the advisor books one or asks for other times; either side cancels; the company reschedules by
// proposing new times. A booking sends both sides a calendar invitation (METHOD:REQUEST), a change that voids a
// booked time sends METHOD:CANCEL, both with the interview's UID and a growing SEQUENCE. Every step is on the
// application's timeline. Each change says what happened (an `InterviewChange`: a kind and its data); what that
// tells each side — mails, calendar invitations, bell notices — is composed by features/notifications
// (interview-notices.ts, decision 053) and goes through notifyMany as the 'interview' kind (decision 032) in the
// transaction of the change: both parties' bells show it, and its mail goes as each one's setting for interviews says
// (decision 039). Each contact action asks the reach rule first, and proposals and reschedules are rate limited.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isApplicationOpen } from '@shared/application-lifecycle';
import type { TimelineStep } from '@shared/constants';
import type {
  Interview,
  InterviewBookingInput,
  InterviewMessageInput,
  InterviewOtherTimesInput,
  InterviewProposalValues,
} from '@shared/schemas/hiring';
import { wallClockToInstant } from '@shared/time-zones';
import type { SessionUser } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { interviews, interviewSlots, profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { requireRole, requireUser } from '../../middleware/session';
import type { JobQueue } from '../../lib/queue/job-queue';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import { asCompanyAccount, asCompanyViewer, requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';
import { markNotificationsAboutRead, notifyMany, type NotifyDeps } from '../notifications/notify.service';
import { requireMayReach } from '../notifications/reach';
import { consumeRateLimits } from '../../lib/rate-limits';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@shared/schemas/messaging';
import {
  interviewNotices,
  type InterviewChange,
  type InterviewNotice,
} from '../notifications/interview-notices';
import type { MailSite } from '../notifications/hiring-mails';
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

/** The notices of a change (features/notifications composes them), to both bells and mailboxes in its transaction. */
const notifyDepsOf = (deps: InterviewDeps) => ({
  db: deps.db,
  queue: deps.queue,
  env: deps.notifyEnv,
  now: deps.now,
});
const noticesOf = (deps: InterviewDeps, context: Context, change: InterviewChange, from: string | null) =>
  interviewNotices({ site: deps.site, now: deps.now }, context, change, from);

// ---- changes -------------------------------------------------------------------------------------------------

async function step(
  tx: Tx,
  deps: InterviewDeps,
  applicationId: string,
  side: 'advisor' | 'company',
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
    const notices = await noticesOf(deps, context, { kind: 'proposed', instants, proposal: input }, user.id);
    await notifyMany(notifyDepsOf(deps), notices, { tx });
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
  const notices = await noticesOf(
    deps,
    ctx,
    { kind: 'reproposed', instants, proposal: input, sequence },
    actor!.id,
  );
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
    await notifyMany(notifyDepsOf(deps), notices, { tx });
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
  const notices = await noticesOf(
    deps,
    withZone,
    { kind: 'booked', startsAt: slot.startsAt, sequence },
    actor!.id,
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
    await notifyMany(notifyDepsOf(deps), notices, { tx });
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
  const notices = await noticesOf(
    deps,
    ctx,
    { kind: 'other-times-requested', sequence, message, suggested },
    actor!.id,
  );
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
    await notifyMany(notifyDepsOf(deps), notices, { tx });
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
  const notices = await noticesOf(deps, ctx, { kind: 'cancelled', by: side, sequence, message }, actor!.id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(interviews)
      .set({ status: 'cancelled', sequence, updatedAt: deps.now })
      .where(eq(interviews.id, ctx.interview.id));
    await step(tx, deps, ctx.interview.applicationId, side, actor!.id, 'interview_cancelled', message);
    await notifyMany(notifyDepsOf(deps), notices, { tx });
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
  const notices: InterviewNotice[] = [];
  for (const { id } of due) {
    const ctx = await loadContext(deps.db, id, 'platform');
    if (!ctx?.interview.startsAt) continue;
    notices.push(...(await noticesOf(deps, ctx, { kind: 'reminder' }, null)));
  }
  // Its own transaction; notifyMany wakes the mail worker once it has committed.
  await notifyMany(notifyDepsOf(deps), notices);
  return due.length;
}
