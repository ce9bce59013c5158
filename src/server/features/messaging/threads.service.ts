// Conversations: one thread per application, between the advisor who applied and the company that posted the
// position — nobody else can read or write it (the party check is the query's `where`; anyone else gets 404). The
// company side is one shared inbox of its account: every member whose role includes the conversations reads and
// writes it, as the company (messaging-party.ts).
// Messages are plain text. A thread whose application is closed (shared/application-lifecycle.ts) keeps its history but
// takes no new messages; a block between the two refuses new messages and hides the thread from the blocker.
import { and, count, desc, eq, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { advisorDisplayName } from '@shared/advisor-name';
import { acceptsMessages } from '@shared/application-lifecycle';
import {
  MESSAGING_LIMITS,
  MESSAGING_MESSAGES,
  type Message,
  type Thread,
  type ThreadList,
} from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applications, blocks, jobs, messages, notifications, profiles, threads } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { notify, type NotifyDeps } from '../notifications/notify.service';
import { newMessageNotices } from '../notifications/messaging-notices';
import { mayReach } from '../notifications/reach';
import { loadApplicationFor } from '../applications/load-application';
import { consumeRateLimits } from '../../lib/rate-limits';
import { blockedSideBetween, countThreadsHiddenByMyBlocks } from './blocks.service';
import { findCompanyConversationMembers } from '../../lib/company-actor';
import { requireMessagingParty, type MessagingParty } from './messaging-party';

export type Side = 'advisor' | 'company';

/** The application behind a thread, when the caller's party is one of its two parties; otherwise NOT_FOUND. */
export async function requireThreadParty(
  db: Db,
  { party: me, applicationId }: { party: MessagingParty; applicationId: string },
) {
  const application = await loadApplicationFor(db, { id: me.partyId }, applicationId, me.side);
  if (!application?.companyUserId) throw notFound(MESSAGING_MESSAGES.threadNotFound);
  const companyUserId = application.companyUserId;
  const [[thread], blocked] = await Promise.all([
    db.select().from(threads).where(eq(threads.applicationId, application.id)),
    // Either party blocked the other: the reach rule (reach.ts).
    mayReach(db, application.advisorUserId, companyUserId).then((reachable) => !reachable),
  ]);
  const side: Side = me.side;
  return {
    applicationId: application.id,
    status: application.status,
    advisorUserId: application.advisorUserId,
    companyUserId,
    jobTitle: application.role.title,
    thread: thread ?? null,
    blocked,
    side,
    counterpartUserId: side === 'advisor' ? companyUserId : application.advisorUserId,
    counterpartName: side === 'advisor' ? application.company.name : application.advisor.name,
    myName: side === 'advisor' ? application.advisor.name : application.company.name,
  };
}

export async function getThread(
  db: Db,
  { actor, applicationId, before }: { actor: SessionUser | null; applicationId: string; before?: string },
): Promise<Thread> {
  const self = await requireMessagingParty(db, actor);
  const party = await requireThreadParty(db, { party: self, applicationId });
  const thread = party.thread;
  let rows: { id: string; body: string; senderUserId: string | null; createdAt: Date }[] = [];
  if (thread) {
    rows = await db
      .select({
        id: messages.id,
        body: messages.body,
        senderUserId: messages.senderUserId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(
        and(eq(messages.threadId, thread.id), ...(before ? [lt(messages.createdAt, new Date(before))] : [])),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGING_LIMITS.threadPageSize + 1);
  }
  const hasOlder = rows.length > MESSAGING_LIMITS.threadPageSize;
  const page = rows.slice(0, MESSAGING_LIMITS.threadPageSize).reverse();
  const otherReadAt = thread
    ? party.side === 'advisor'
      ? thread.companyReadAt
      : thread.advisorReadAt
    : null;
  return {
    applicationId: party.applicationId,
    role: party.side,
    counterpartName: party.counterpartName,
    jobTitle: party.jobTitle,
    applicationStatus: party.status,
    closed: !acceptsMessages(party.status),
    blocked: party.blocked,
    blockedBy: party.blocked ? await blockedSideBetween(db, self.partyId, party.counterpartUserId) : null,
    messages: page.map((row): Message => {
      // The company side's messages are the company's, whichever colleague wrote them.
      const mine =
        self.side === 'advisor'
          ? row.senderUserId === self.partyId
          : row.senderUserId !== party.advisorUserId;
      return {
        id: row.id,
        body: row.body,
        mine,
        createdAt: row.createdAt.toISOString(),
        seen: mine && otherReadAt !== null && otherReadAt >= row.createdAt,
      };
    }),
    hasOlder,
  };
}

const PREVIEW_LENGTH = 140;
const preview = (body: string) =>
  body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body;

export async function sendMessage(
  deps: NotifyDeps,
  { actor, applicationId, body }: { actor: SessionUser | null; applicationId: string; body: string },
): Promise<Message> {
  const { db, now } = deps;
  const self = await requireMessagingParty(db, actor);
  const me = self.user;
  const party = await requireThreadParty(db, { party: self, applicationId });
  if (!acceptsMessages(party.status))
    throw new AppError('APPLICATION_CLOSED', MESSAGING_MESSAGES.threadClosed);
  if (party.blocked) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.blocked);
  await consumeRateLimits(db, {
    now,
    message: MESSAGING_MESSAGES.messageRateLimited,
    windows: [
      { key: `messages:minute:${me.id}`, limit: MESSAGING_LIMITS.messagesPerMinute, windowMs: 60_000 },
      { key: `messages:hour:${me.id}`, limit: MESSAGING_LIMITS.messagesPerHour, windowMs: 3_600_000 },
    ],
  });
  const isAdvisor = party.side === 'advisor';
  const message = await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(threads)
      .values({
        applicationId: party.applicationId,
        companyUserId: party.companyUserId,
        advisorUserId: party.advisorUserId,
        lastMessageAt: now,
        lastMessagePreview: preview(body),
        companyUnread: isAdvisor ? 1 : 0,
        advisorUnread: isAdvisor ? 0 : 1,
        companyReadAt: isAdvisor ? null : now,
        advisorReadAt: isAdvisor ? now : null,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: threads.applicationId,
        set: {
          lastMessageAt: now,
          lastMessagePreview: preview(body),
          ...(isAdvisor
            ? { companyUnread: sql`${threads.companyUnread} + 1`, advisorUnread: 0, advisorReadAt: now }
            : { advisorUnread: sql`${threads.advisorUnread} + 1`, companyUnread: 0, companyReadAt: now }),
        },
      })
      .returning({ id: threads.id });
    const [created] = await tx
      .insert(messages)
      .values({ threadId: thread!.id, senderUserId: me.id, body, createdAt: now })
      .returning();
    // To the advisor; or to every colleague who takes part in the company's conversations.
    const recipients = isAdvisor
      ? await findCompanyConversationMembers(tx, party.companyUserId)
      : [party.advisorUserId];
    const notices = newMessageNotices({
      from: me.id,
      recipients,
      threadId: thread!.id,
      applicationId: party.applicationId,
      senderName: party.myName,
      jobTitle: party.jobTitle,
      preview: preview(body),
    });
    for (const notice of notices) await notify(deps, { tx, ...notice });
    return created!;
  });
  return {
    id: message.id,
    body: message.body,
    mine: true,
    createdAt: message.createdAt.toISOString(),
    seen: false,
  };
}

export async function markThreadRead(
  deps: { db: Db; now: Date },
  { actor, applicationId }: { actor: SessionUser | null; applicationId: string },
): Promise<{ unread: number }> {
  const self = await requireMessagingParty(deps.db, actor);
  const party = await requireThreadParty(deps.db, { party: self, applicationId });
  if (!party.thread) return { unread: 0 };
  await deps.db.transaction(async (tx) => {
    await tx
      .update(threads)
      .set(
        party.side === 'advisor'
          ? { advisorUnread: 0, advisorReadAt: deps.now }
          : { companyUnread: 0, companyReadAt: deps.now },
      )
      .where(eq(threads.id, party.thread!.id));
    await tx
      .update(notifications)
      .set({ readAt: deps.now })
      .where(
        and(
          eq(notifications.userId, self.user.id),
          eq(notifications.threadId, party.thread!.id),
          sql`${notifications.readAt} is null`,
        ),
      );
  });
  return { unread: 0 };
}

/** The caller's conversations, newest first, with their unread counts (threads of people they blocked hidden). */
export async function findMyThreads(
  db: Db,
  { actor, page }: { actor: SessionUser | null; page: number },
): Promise<ThreadList> {
  const { partyId, side } = await requireMessagingParty(db, actor);
  const mine = side === 'company' ? threads.companyUserId : threads.advisorUserId;
  const counterpart = side === 'company' ? threads.advisorUserId : threads.companyUserId;
  const visible = and(
    eq(mine, partyId),
    isNotNull(threads.lastMessageAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerUserId, partyId), eq(blocks.blockedUserId, counterpart))),
    ),
  );
  const size = MESSAGING_LIMITS.threadListPageSize;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(threads).where(visible),
    db
      .select({
        applicationId: threads.applicationId,
        lastMessageAt: threads.lastMessageAt,
        lastMessagePreview: threads.lastMessagePreview,
        unread: side === 'company' ? threads.companyUnread : threads.advisorUnread,
        status: applications.status,
        jobTitle: jobs.title,
        jobCompanyName: jobs.companyName,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        fullName: profiles.fullName,
      })
      .from(threads)
      .innerJoin(applications, eq(applications.id, threads.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(profiles, eq(profiles.id, threads.advisorUserId))
      .where(visible)
      .orderBy(desc(threads.lastMessageAt), desc(threads.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return {
    role: side,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    hiddenByBlock: await countThreadsHiddenByMyBlocks(db, { userId: partyId, side }),
    items: rows.map((row) => ({
      applicationId: row.applicationId,
      counterpartName: side === 'company' ? advisorDisplayName(row) : row.jobCompanyName || 'The company',
      jobTitle: row.jobTitle,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      lastMessagePreview: row.lastMessagePreview,
      unread: row.unread,
      closed: !acceptsMessages(row.status),
    })),
  };
}
