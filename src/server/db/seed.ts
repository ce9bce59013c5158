// Demo data for a fresh embedded database (and `npm run db:seed`): ~60 open roles, one complete advisor and one
// company with a few positions, and (seed-demo-conversations.ts) ~40 advisors, applicants in every status, an
// invitation and unread conversations. Built from the same factories the tests use.
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
import type { Db } from './client';
import { seedDemoConversations } from './seed-demo-conversations';
import { jobs, subscriptions, user } from './schema';

export const DEMO_PASSWORD = 'Boardly-demo-2026';
export const DEMO_LOGINS = [
  { role: 'advisor', email: 'advisor@boardly.example', password: DEMO_PASSWORD },
  { role: 'company', email: 'company@boardly.example', password: DEMO_PASSWORD },
  { role: 'advisor (annual plan)', email: 'subscriber@boardly.example', password: DEMO_PASSWORD },
] as const;

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
    return { postedBy: employer.user.id, companyId: employer.company.id };
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
    }),
  );
  const postedPositions = await db
    .insert(jobs)
    .values(positions)
    .returning({ id: jobs.id, title: jobs.title });
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
  const other = roles.find((role) => !role.jobUrl && role.postedBy)!;
  const otherEmployer = employers.find((employer) => employer.user.id === other.postedBy)!;
  await seedDemoConversations(db, {
    advisorId: demoAdvisor.id,
    subscriberId: subscriber.id,
    companyUserId: companyUser.id,
    companyName: company.companyName,
    positions: postedPositions,
    otherPosition: {
      id: other.id,
      title: other.title,
      companyUserId: otherEmployer.user.id,
      companyName: otherEmployer.company.companyName,
    },
  });
  return DEMO_LOGINS;
}
