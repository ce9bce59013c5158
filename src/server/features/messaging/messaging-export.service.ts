// The messaging part of "Export my data": invitations sent or received, every conversation the user is a party to
// or wrote in (both sides' messages: the conversation is theirs too), notifications, e-mail settings and blocks. A
// company's colleague writes in the company account's conversations (decision 048): those they wrote in are theirs.
import { and, asc, eq, exists, inArray, or } from 'drizzle-orm';
import type { ExportedMessaging } from '@shared/schemas/messaging';
import type { Db } from '../../db/client';
import { applications, blocks, invitations, jobs, messages, notifications, threads } from '../../db/schema';
import { getEmailModes } from '../notifications/notify.service';

const iso = (date: Date) => date.toISOString();

export async function exportMyMessaging(db: Db, userId: string): Promise<ExportedMessaging> {
  const [invitationRows, threadRows, notificationRows, modes, blockRows] = await Promise.all([
    db
      .select({ invitation: invitations, jobTitle: jobs.title, companyName: jobs.companyName })
      .from(invitations)
      .innerJoin(jobs, eq(jobs.id, invitations.jobId))
      .where(or(eq(invitations.companyUserId, userId), eq(invitations.advisorUserId, userId)))
      .orderBy(asc(invitations.createdAt)),
    db
      .select({ id: threads.id, applicationId: threads.applicationId, jobTitle: jobs.title })
      .from(threads)
      .innerJoin(applications, eq(applications.id, threads.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        or(
          eq(threads.companyUserId, userId),
          eq(threads.advisorUserId, userId),
          exists(
            db
              .select({ one: messages.id })
              .from(messages)
              .where(and(eq(messages.threadId, threads.id), eq(messages.senderUserId, userId))),
          ),
        ),
      )
      .orderBy(asc(threads.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    getEmailModes(db, userId),
    db.select().from(blocks).where(eq(blocks.blockerUserId, userId)).orderBy(asc(blocks.createdAt)),
  ]);
  const messageRows =
    threadRows.length > 0
      ? await db
          .select()
          .from(messages)
          .where(
            inArray(
              messages.threadId,
              threadRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(messages.createdAt))
      : [];
  return {
    invitations: invitationRows.map(({ invitation, jobTitle, companyName }) => ({
      id: invitation.id,
      jobTitle,
      companyName,
      note: invitation.note,
      status: invitation.status,
      declineReason: invitation.declineReason,
      createdAt: iso(invitation.createdAt),
      respondedAt: invitation.respondedAt ? iso(invitation.respondedAt) : null,
    })),
    conversations: threadRows.map((thread) => ({
      applicationId: thread.applicationId,
      jobTitle: thread.jobTitle,
      messages: messageRows
        .filter((message) => message.threadId === thread.id)
        .map((message) => ({
          from: message.senderUserId === userId ? ('me' as const) : ('them' as const),
          body: message.body,
          sentAt: iso(message.createdAt),
        })),
    })),
    notifications: notificationRows.map((row) => ({
      kind: row.kind,
      title: row.title,
      body: row.body,
      createdAt: iso(row.createdAt),
    })),
    emailPreferences: { ...modes },
    blocked: blockRows.map((row) => ({ userId: row.blockedUserId, createdAt: iso(row.createdAt) })),
  };
}
