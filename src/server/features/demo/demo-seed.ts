// Demo data for a fresh embedded database (and `npm run db:seed`): ~60 open roles, the demo advisor (with a finished
// match run and an invitation), 40 more advisors of varied completeness, the demo company with three positions and
// applicants in every status, and a conversation with unread messages on each demo login. Built from the same
// factories the tests use.
import { count } from 'drizzle-orm';
import {
  buildJob,
  companyForJob,
  createAdvisor,
  createCompany,
  createJobs,
  JOB_COMPANY_COUNT,
  slugify,
} from '@tests/factories';
import type { Db } from '@server/db/client';
import { jobs, subscriptions, user } from '@server/db/schema';
import { createApplicants, createFinishedMatchRun, createRoster } from './demo-activity';
import { seedDemoConversations } from './demo-conversations';
import { seedDemoSavedSearches } from './demo-saved-searches';
import { DEMO_REFERENCES, seedDemoReferences } from './demo-references';
import { seedConfidentialAdvisor } from './demo-confidential';
import { seedDemoBoardMatrix } from './demo-board-matrix';
import { seedDemoBoardSeats } from './demo-board-seats';
import { seedDemoTeam } from './demo-team';
import { seedDemoColleagueScorecards, seedDemoScreening } from './demo-screening';

export const DEMO_PASSWORD = 'Boardly-demo-2026';
export const DEMO_LOGINS = [
  { role: 'advisor', email: 'advisor@boardly.example', password: DEMO_PASSWORD },
  { role: 'company', email: 'company@boardly.example', password: DEMO_PASSWORD },
  { role: 'advisor (annual plan)', email: 'subscriber@boardly.example', password: DEMO_PASSWORD },
] as const;
/**
 * The confidential advisor (decision 044): a login of its own, outside DEMO_LOGINS, whose every entry has a
 * conversation under way (this one has none: she has not applied anywhere, which is the point).
 */
export const CONFIDENTIAL_DEMO_LOGIN = {
  role: 'advisor in confidential mode',
  email: 'confidential@boardly.example',
  password: DEMO_PASSWORD,
} as const;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  return (row?.n ?? 0) === 0;
}

/** One company account per demo employer, so their roles take applications that someone can review. */
async function createDemoEmployers(db: Db) {
  const employers = [];
  for (let n = 0; n < JOB_COMPANY_COUNT; n++) {
    const { name, industry, city, country } = companyForJob(n);
    employers.push(
      await createCompany(db, {
        user: { email: `talent@${slugify(name)}.example`, password: DEMO_PASSWORD },
        profile: {
          companyName: name,
          industries: [industry],
          city,
          country,
          websiteUrl: `https://${slugify(name)}.example`,
          companyDescription: `${name} is a growing ${industry.toLowerCase()} company based in ${city}, ${country}.`,
        },
      }),
    );
  }
  return employers;
}

export async function seedDemoData(db: Db) {
  const employers = await createDemoEmployers(db);
  const roles = await createJobs(db, 60, (n) => {
    const employer = employers[n % employers.length]!;
    // Newest first, relative to the day of seeding (the factory's fixed dates keep the tests deterministic).
    return {
      postedBy: employer.user.id,
      companyId: employer.company.id,
      postedDate: hoursAgo(n * 9),
      createdAt: hoursAgo(n * 9),
    };
  });
  const { user: demoAdvisor } = await createAdvisor(db, {
    user: { email: DEMO_LOGINS[0].email, password: DEMO_PASSWORD, name: 'Eleanor Whitfield' },
  });
  const { user: companyUser, company } = await createCompany(db, {
    user: { email: DEMO_LOGINS[1].email, password: DEMO_PASSWORD, name: 'Daniel Okafor' },
  });
  const positions = [0, 1, 2].map((n) =>
    buildJob(1000 + n, {
      companyName: company.companyName,
      companyId: company.id,
      postedBy: companyUser.id,
      industry: 'Technology',
      city: company.city,
      country: company.country,
      companyUrl: company.websiteUrl,
      companySummary: company.companyDescription,
      source: 'Boardly',
      // Posted before anyone applied (the oldest demo application is 24 days old), the first position newest: it is
      // the one the applicants page opens on, and the last, which a hire filled, the oldest.
      postedDate: hoursAgo((26 + n * 2) * 24),
      createdAt: hoursAgo((26 + n * 2) * 24),
    }),
  );
  const postedPositions = await db
    .insert(jobs)
    .values(positions)
    .returning({ id: jobs.id, title: jobs.title, responseDays: jobs.responseDays });
  const roster = await createRoster(db, DEMO_PASSWORD);
  const applicants = await createApplicants(db, {
    companyUserId: companyUser.id,
    positions: postedPositions,
    advisors: roster
      .filter(({ profile }) => profile.profileCompleted)
      .map(({ user, theme }) => ({ id: user.id, theme })),
    first: demoAdvisor.id,
  });
  await createFinishedMatchRun(db, demoAdvisor.id);
  // Screening questions, answers, motivation notes and scorecards (decision 049).
  const screening = await seedDemoScreening(db, {
    company: companyUser,
    positionIds: postedPositions.map((p) => p.id),
    firstAdvisorId: demoAdvisor.id,
  });
  const { user: subscriber } = await createAdvisor(db, {
    user: { email: DEMO_LOGINS[2].email, password: DEMO_PASSWORD, name: 'Marcus Lindqvist' },
    profile: {
      firstName: 'Marcus',
      lastName: 'Lindqvist',
      publicProfileSlug: 'marcus-lindqvist',
      city: 'Stockholm',
      country: 'Sweden',
      industries: ['Technology', 'Telecommunications', 'Manufacturing'],
      skills: [
        'Operations',
        'Supply Chain',
        'International Expansion',
        'Leadership',
        'Digital Transformation',
      ],
      // His own story, not the factory's default (a fintech CFO's): the demo's subscriber is an operations leader.
      yearsExperience: 22,
      biography:
        'Operations executive who ran manufacturing and supply chain for a Nordic telecom-equipment maker across ' +
        'fourteen plants, then led its expansion into Southeast Asia and the digital transformation of its ' +
        'logistics. I now advise scale-ups on operations, supply chain resilience and entering new markets.',
      advisorExperience: [
        {
          company: 'Fjordline Robotics',
          website: 'https://fjordline.example',
          role: 'Operations Advisor',
          description: 'Industrial automation scale-up',
        },
      ],
      hoursAvailable: 15,
    },
  });
  const periodEnd = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  await db.insert(subscriptions).values({
    userId: subscriber.id,
    status: 'active',
    planType: 'annual',
    stripeSubscriptionId: 'sub_demo_annual',
    currentPeriodEnd: periodEnd,
  });
  // A role posted before the subscriber applied to it (four days ago, demo-conversations.ts).
  const other = roles.find(
    (role) => !role.jobUrl && role.postedBy && role.postedDate.getTime() < Date.now() - 5 * 24 * 3600 * 1000,
  )!;
  const otherEmployer = employers.find((employer) => employer.user.id === other.postedBy)!;
  await seedDemoConversations(db, {
    advisorId: demoAdvisor.id,
    subscriberId: subscriber.id,
    companyUserId: companyUser.id,
    companyName: company.companyName,
    positions: postedPositions,
    ownApplicationId: applicants.find((entry) => entry.advisorId === demoAdvisor.id)!.id,
    applicants,
    otherPosition: {
      id: other.id,
      title: other.title,
      companyUserId: otherEmployer.user.id,
      companyName: otherEmployer.company.companyName,
    },
  });
  await seedDemoSavedSearches(db, { advisor: demoAdvisor, subscriber });
  // Approved references (decision 046): the demo advisor's show on the demo company's applicant view.
  await seedDemoReferences(db, demoAdvisor, DEMO_REFERENCES.slice(0, 2));
  await seedDemoReferences(db, subscriber, DEMO_REFERENCES.slice(2));
  const colleagues = await seedDemoTeam(db, {
    password: DEMO_PASSWORD,
    owner: companyUser,
    companyId: company.id,
    position: postedPositions[0]!,
  });
  await seedDemoColleagueScorecards(db, { ...screening, colleagues });
  await seedConfidentialAdvisor(db, {
    email: CONFIDENTIAL_DEMO_LOGIN.email,
    password: DEMO_PASSWORD,
    hiddenFrom: employers[0]!.company.companyName,
  });
  await seedDemoBoardMatrix(db, { companyUser, positionIds: postedPositions.map((p) => p.id) });
  await seedDemoBoardSeats(db, {
    advisorId: demoAdvisor.id,
    subscriberId: subscriber.id,
    companyUserId: companyUser.id,
    listedPositionId: postedPositions[0]!.id,
  });
  return DEMO_LOGINS;
}
