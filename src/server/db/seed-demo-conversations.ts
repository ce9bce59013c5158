// The after-the-match part of the demo (issue #19): about 40 advisor profiles of varied completeness, the demo
// company's positions with applicants in every status, an invitation for the demo advisor, and on each demo login a
// conversation with unread messages (and the notifications that go with them). Dates are relative to `now`.
import { createAdvisor } from '@tests/factories';
import type { Db } from './client';
import {
  applications,
  applicationStatusEvents,
  invitations,
  messages,
  notifications,
  threads,
} from './schema';

const FIRST = ['Amara', 'Bjorn', 'Chloe', 'Diego', 'Elif', 'Farah', 'Gustav', 'Hana', 'Ivan', 'Jonas'];
const LAST = ['Okoye', 'Lindgren', 'Moreau', 'Santos', 'Yilmaz', 'Haddad', 'Berg', 'Sato', 'Petrov', 'Weber'];
const PLACES = [
  ['London', 'United Kingdom'],
  ['Berlin', 'Germany'],
  ['Lisbon', 'Portugal'],
  ['Toronto', 'Canada'],
  ['Singapore', 'Singapore'],
  ['Austin', 'United States'],
] as const;
const INDUSTRIES = ['Technology', 'Finance', 'Healthcare', 'Energy', 'Retail', 'Manufacturing', 'Education'];
const SKILLS = [
  'Fundraising',
  'Strategy Development',
  'Risk Management',
  'International Expansion',
  'Leadership',
  'Marketing',
  'Operations',
  'Compliance',
  'Sales',
  'Digital Transformation',
];
const STATUSES = ['applied', 'shortlisted', 'contacted', 'rejected', 'hired'] as const;

const pickSome = <T>(items: readonly T[], start: number, length: number) =>
  Array.from({ length }, (_, i) => items[(start + i * 3) % items.length]!);

export interface DemoParties {
  advisorId: string;
  subscriberId: string;
  companyUserId: string;
  companyName: string;
  positions: { id: string; title: string }[];
  /** A role of another employer, for the subscriber's conversation. */
  otherPosition: { id: string; title: string; companyUserId: string; companyName: string };
}

export async function seedDemoConversations(db: Db, parties: DemoParties, now = new Date()) {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  // ~40 advisors: most complete (searchable), some half-way through their profile.
  const advisors = [];
  for (let n = 0; n < 40; n++) {
    const firstName = FIRST[n % FIRST.length]!;
    const lastName = LAST[(n * 7 + 3) % LAST.length]!;
    const [city, country] = PLACES[n % PLACES.length]!;
    const complete = n % 5 !== 4;
    advisors.push(
      await createAdvisor(db, {
        user: { email: `advisor-${n + 1}@demo.boardly.example`, name: `${firstName} ${lastName}` },
        profile: {
          firstName,
          lastName,
          city,
          country,
          yearsExperience: 6 + ((n * 5) % 28),
          hoursAvailable: 4 + ((n * 3) % 20),
          industries: pickSome(INDUSTRIES, n, 1 + (n % 3)),
          skills: pickSome(SKILLS, n, complete ? 5 + (n % 4) : 2),
          biography:
            complete && n % 3 !== 2
              ? `Board advisor with ${6 + ((n * 5) % 28)} years in operating roles.`
              : null,
          compensationPreference: n % 2 ? ['equity'] : ['paid', 'equity'],
          isPublic: n % 4 === 0,
          publicProfileSlug: n % 4 === 0 ? `${firstName}-${lastName}-${n + 1}`.toLowerCase() : null,
          profileCompleted: complete,
          createdAt: ago(24 * (60 - n)),
        },
      }),
    );
  }

  // Applicants to the demo company's positions, in every status (the first position has one of each).
  const complete = advisors.filter((entry) => entry.profile.profileCompleted);
  const applied: { id: string; advisorId: string; jobId: string; status: string }[] = [];
  for (let n = 0; n < 12; n++) {
    const advisor = complete[n]!;
    const position = parties.positions[n < 5 ? 0 : n % parties.positions.length]!;
    const status = STATUSES[n % STATUSES.length]!;
    const at = ago(24 * (14 - n));
    const [row] = await db
      .insert(applications)
      .values({ jobId: position.id, advisorUserId: advisor.user.id, status, createdAt: at, updatedAt: at })
      .returning();
    await db.insert(applicationStatusEvents).values([
      { applicationId: row!.id, status: 'applied', changedBy: advisor.user.id, createdAt: at },
      ...(status === 'applied'
        ? []
        : [
            {
              applicationId: row!.id,
              status,
              changedBy: parties.companyUserId,
              createdAt: ago(24 * (10 - n / 2)),
            },
          ]),
    ]);
    applied.push({ id: row!.id, advisorId: advisor.user.id, jobId: position.id, status });
  }

  // The demo advisor: a pending invitation, and a shortlisted application whose thread has unread company messages.
  await db.insert(invitations).values({
    jobId: parties.positions[1]!.id,
    companyUserId: parties.companyUserId,
    advisorUserId: parties.advisorId,
    note: 'We loved your audit committee experience — would you consider this seat?',
    createdAt: ago(5),
  });
  await db.insert(notifications).values({
    userId: parties.advisorId,
    kind: 'invitation',
    title: `${parties.companyName} invited you to apply: ${parties.positions[1]!.title}`,
    body: 'We loved your audit committee experience — would you consider this seat?',
    link: '/my-applications#invitations',
    createdAt: ago(5),
  });
  const [own] = await db
    .insert(applications)
    .values({
      jobId: parties.positions[0]!.id,
      advisorUserId: parties.advisorId,
      status: 'shortlisted',
      createdAt: ago(72),
      updatedAt: ago(30),
    })
    .returning();
  await db.insert(applicationStatusEvents).values([
    { applicationId: own!.id, status: 'applied', changedBy: parties.advisorId, createdAt: ago(72) },
    { applicationId: own!.id, status: 'shortlisted', changedBy: parties.companyUserId, createdAt: ago(30) },
  ]);

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
    applicationId: own!.id,
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
  const shortlisted = applied.find((entry) => entry.status === 'shortlisted')!;
  await conversation({
    applicationId: shortlisted.id,
    companyUserId: parties.companyUserId,
    advisorUserId: shortlisted.advisorId,
    unreadFor: 'company',
    notifyTitle: 'New message from an applicant',
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
    })
    .returning();
  await conversation({
    applicationId: subscriberApplication!.id,
    companyUserId: parties.otherPosition.companyUserId,
    advisorUserId: parties.subscriberId,
    unreadFor: 'advisor',
    notifyTitle: `New message from ${parties.otherPosition.companyName}`,
    lines: [{ from: 'company', body: 'We would love to introduce you to our board chair.', hoursAgo: 3 }],
  });
}
