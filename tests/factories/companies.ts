// Company users with a completed company profile.
import type { Db } from '@server/db/client';
import { companyMembers, companyProfiles } from '@server/db/schema';
import { createUser, type CreateUserInput } from './users';

type CompanyInsert = typeof companyProfiles.$inferInsert;

export function buildCompanyProfile(overrides: Partial<CompanyInsert> = {}): Omit<CompanyInsert, 'userId'> {
  return {
    companyName: 'Northwind Robotics',
    contactFullName: 'Daniel Okafor',
    contactPosition: 'Chief Executive Officer',
    contactLinkedinUrl: 'https://www.linkedin.com/in/daniel-okafor',
    companyDescription:
      'Northwind Robotics builds autonomous inventory robots for mid-sized warehouses. We are 40 people, ' +
      'Series A funded, and preparing to expand into Europe.',
    industries: ['Technology', 'Manufacturing'],
    city: 'Austin',
    country: 'United States',
    websiteUrl: 'https://northwind-robotics.example',
    companySize: '11-50',
    fundingStage: 'Series A',
    skillsNeeded: ['Fundraising', 'International Expansion', 'Operations', 'Strategic Planning'],
    yearsExperienceRequired: 15,
    expectedMonthlyAvailability: 10,
    compensationType: 'Combination',
    profileCompleted: true,
    ...overrides,
  };
}

export async function createCompany(
  db: Db,
  input: { user?: CreateUserInput; profile?: Partial<CompanyInsert> } = {},
) {
  const account = await createUser(db, { ...input.user, role: 'company' });
  const [company] = await db
    .insert(companyProfiles)
    .values({ ...buildCompanyProfile(input.profile), userId: account.id })
    .returning();
  if (!company) throw new Error('company insert returned nothing');
  return { user: account, company };
}

/**
 * A colleague on a company's team (decision 048), as accepting an invitation makes one: a company account of their
 * own and a membership with the role.
 */
export async function createColleague(
  db: Db,
  input: { companyId: string; role: 'admin' | 'hiring' | 'interviewer'; user?: CreateUserInput },
) {
  const account = await createUser(db, { ...input.user, role: 'company' });
  await db
    .insert(companyMembers)
    .values({ companyId: input.companyId, userId: account.id, role: input.role });
  return account;
}
