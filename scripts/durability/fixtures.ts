// What the write load needs before the first start: a company with open roles that take applications, and
// verified advisors to sign in as. Made with the shared factories, straight into the database.
import type { Database } from '@server/db/client';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';

export interface PoolAdvisor {
  id: string;
  email: string;
  password: string;
  /** The biography the factory gave it: what the database holds until a profile save is acknowledged. */
  initialBiography: string;
}

export interface Pool {
  advisors: PoolAdvisor[];
  jobIds: string[];
}

export async function seedPool(database: Database, sizes: { advisors: number; jobs: number }): Promise<Pool> {
  const { user: company } = await createCompany(database.db, {
    user: { email: 'durability-company@example.com' },
  });
  const jobs = await createJobs(database.db, sizes.jobs, () => ({ postedBy: company.id, jobUrl: null }));
  const advisors: PoolAdvisor[] = [];
  for (let i = 0; i < sizes.advisors; i++) {
    const { user, profile } = await createAdvisor(database.db, {
      user: { email: `durability-advisor-${i}@example.com` },
      profile: { publicProfileSlug: `durability-advisor-${i}` },
    });
    advisors.push({
      id: user.id,
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
      initialBiography: profile.biography ?? '',
    });
  }
  return { advisors, jobIds: jobs.map((job) => job.id) };
}
