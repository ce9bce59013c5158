// The conversations of the demo (issue #19): an invitation for the demo advisor, and on each demo login a
// conversation with unread messages and the notifications that go with them. Dates are relative to `now`.
import { advisorDisplayName } from '@shared/advisor-name';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  applications,
  applicationStatusEvents,
  invitations,
  messages,
  notifications,
  profiles,
  threads,
} from '@server/db/schema';
import type { SeededApplication } from './demo-activity';

export interface DemoParties {
  advisorId: string;
  subscriberId: string;
  companyUserId: string;
  companyName: string;
  positions: { id: string; title: string }[];
  /** The demo advisor's application to the demo company. */
  ownApplicationId: string;
  /** The demo company's other applicants. */
  applicants: SeededApplication[];
  /** A role of another employer, for the subscriber's conversation. */
  otherPosition: { id: string; title: string; companyUserId: string; companyName: string };
}

async function advisorNameOf(db: Db, advisorId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, advisorId));
  return advisorDisplayName(row, 'An advisor');
}

export async function seedDemoConversations(db: Db, parties: DemoParties, now = new Date()) {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  // The demo advisor: a pending invitation, and a shortlisted application whose thread has unread company messages.
  const [invitation] = await db
    .insert(invitations)
    .values({
      jobId: parties.positions[1]!.id,
      companyUserId: parties.companyUserId,
      advisorUserId: parties.advisorId,
      note: 'We loved your audit committee experience — would you consider this seat?',
      createdAt: ago(5),
    })
    .returning({ id: invitations.id });
  await db.insert(notifications).values({
    userId: parties.advisorId,
    kind: 'invitation',
    title: `${parties.companyName} invited you to apply: ${parties.positions[1]!.title}`,
    body: 'We loved your audit committee experience — would you consider this seat?',
    link: '/my-applications#invitations',
    invitationId: invitation!.id,
    createdAt: ago(5),
  });
  const conversation = async (input: {
    applicationId: string;
    companyUserId: string;
    advisorUserId: string;
    lines: { from: 'company' | 'advisor'; body: string; hoursAgo: number }[];
    unreadFor: 'company' | 'advisor';
    notifyTitle: string;
  }) => {
    const last = input.lines[input.lines.length - 1]!;
    const unread = input.lines.filter((line, i) => {
      const later = input.lines.slice(i);
      return later.every((next) => next.from !== input.unreadFor) && line.from !== input.unreadFor;
    }).length;
    // The reader last read the thread when they last wrote in it (never, if they have not written).
    const readerLines = input.lines.filter((line) => line.from === input.unreadFor);
    const readerRead =
      readerLines.length > 0 ? ago(Math.min(...readerLines.map((line) => line.hoursAgo))) : null;
    const [thread] = await db
      .insert(threads)
      .values({
        applicationId: input.applicationId,
        companyUserId: input.companyUserId,
        advisorUserId: input.advisorUserId,
        lastMessageAt: ago(last.hoursAgo),
        lastMessagePreview: last.body,
        companyUnread: input.unreadFor === 'company' ? unread : 0,
        advisorUnread: input.unreadFor === 'advisor' ? unread : 0,
        companyReadAt: input.unreadFor === 'company' ? readerRead : ago(last.hoursAgo),
        advisorReadAt: input.unreadFor === 'advisor' ? readerRead : ago(last.hoursAgo),
        createdAt: ago(input.lines[0]!.hoursAgo),
      })
      .returning();
    await db.insert(messages).values(
      input.lines.map((line) => ({
        threadId: thread!.id,
        senderUserId: line.from === 'company' ? input.companyUserId : input.advisorUserId,
        body: line.body,
        createdAt: ago(line.hoursAgo),
      })),
    );
    await db.insert(notifications).values({
      userId: input.unreadFor === 'company' ? input.companyUserId : input.advisorUserId,
      kind: 'message',
      title: input.notifyTitle,
      body: last.body,
      link: `/messages?thread=${input.applicationId}`,
      threadId: thread!.id,
      createdAt: ago(last.hoursAgo),
    });
  };

  // Demo advisor ↔ demo company: two unread for the advisor.
  await conversation({
    applicationId: parties.ownApplicationId,
    companyUserId: parties.companyUserId,
    advisorUserId: parties.advisorId,
    unreadFor: 'advisor',
    notifyTitle: `New message from ${parties.companyName}`,
    lines: [
      {
        from: 'advisor',
        body: 'Thank you for shortlisting me. Happy to share more about my audit work.',
        hoursAgo: 28,
      },
      { from: 'company', body: 'Great to hear! Could you join a call with our CEO next week?', hoursAgo: 6 },
      {
        from: 'company',
        body: 'Tuesday or Thursday afternoon works for us. Agenda: https://example.com/agenda',
        hoursAgo: 5.5,
      },
    ],
  });
  // An applicant ↔ demo company: one unread for the company.
  const shortlisted = parties.applicants.find(
    (entry) => entry.status === 'shortlisted' && entry.advisorId !== parties.advisorId,
  )!;
  await conversation({
    applicationId: shortlisted.id,
    companyUserId: parties.companyUserId,
    advisorUserId: shortlisted.advisorId,
    unreadFor: 'company',
    notifyTitle: `New message from ${await advisorNameOf(db, shortlisted.advisorId)}`,
    lines: [
      {
        from: 'company',
        body: 'Thanks for applying — what does your availability look like this quarter?',
        hoursAgo: 20,
      },
      { from: 'advisor', body: 'About ten hours a month, more around board meetings.', hoursAgo: 2 },
    ],
  });
  // The subscriber ↔ another employer: one unread for the subscriber.
  const [subscriberApplication] = await db
    .insert(applications)
    .values({
      jobId: parties.otherPosition.id,
      advisorUserId: parties.subscriberId,
      status: 'contacted',
      createdAt: ago(96),
      updatedAt: ago(48),
      viewedAt: ago(50),
      firstResponseAt: ago(48),
    })
    .returning();
  await db.insert(applicationStatusEvents).values([
    {
      applicationId: subscriberApplication!.id,
      status: 'applied',
      actorRole: 'advisor',
      changedBy: parties.subscriberId,
      createdAt: ago(96),
    },
    {
      applicationId: subscriberApplication!.id,
      status: 'contacted',
      changedBy: parties.otherPosition.companyUserId,
      createdAt: ago(48),
    },
  ]);
  await conversation({
    applicationId: subscriberApplication!.id,
    companyUserId: parties.otherPosition.companyUserId,
    advisorUserId: parties.subscriberId,
    unreadFor: 'advisor',
    notifyTitle: `New message from ${parties.otherPosition.companyName}`,
    lines: [{ from: 'company', body: 'We would love to introduce you to our board chair.', hoursAgo: 3 }],
  });
}
