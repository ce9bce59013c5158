// Advisor profiles: a complete, realistic one by default; override any field.
import type { Db } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { createUser, type CreateUserInput } from './users';

type ProfileInsert = typeof profiles.$inferInsert;

export function buildAdvisorProfile(overrides: Partial<ProfileInsert> = {}): Omit<ProfileInsert, 'id'> {
  const firstName = overrides.firstName ?? 'Eleanor';
  const lastName = overrides.lastName ?? 'Whitfield';
  return {
    role: 'advisor',
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    phoneNumber: '+44 20 7946 0958',
    dateOfBirth: '1968-04-12',
    country: 'United Kingdom',
    city: 'London',
    yearsExperience: 24,
    gender: 'female',
    industries: ['Finance', 'Technology', 'Healthcare'],
    skills: [
      'Strategy Development',
      'Fundraising',
      'Finance',
      'Risk Management',
      'Mergers & Acquisitions',
      'Leadership',
    ],
    workPreference: 'part-time',
    compensationPreference: ['paid', 'equity'],
    availableToWork: ['Remote', 'On-site'],
    hoursAvailable: 20,
    biography:
      'Former CFO of two venture-backed fintech companies, one taken through a Series C and one through a trade ' +
      'sale. I have chaired audit committees, built finance teams from five to sixty people and led fundraising ' +
      'rounds totalling more than $180m. I now advise founders on capital strategy, governance and preparing a ' +
      'board for scale.',
    linkedinUrl: 'https://www.linkedin.com/in/eleanor-whitfield',
    calendlyLink: 'https://calendly.com/eleanor-whitfield/30min',
    hasBeenAdvisorBefore: 'yes',
    advisorExperience: [
      {
        company: 'Ledgerline',
        website: 'https://ledgerline.example',
        role: 'Board Advisor',
        description: 'Series B fintech',
      },
      { company: 'Carewell Health', website: 'https://carewell.example', role: 'Audit Committee Chair' },
    ],
    isPublic: true,
    publicProfileSlug: `${firstName}-${lastName}`.toLowerCase(),
    profileCompleted: true,
    ...overrides,
  };
}

export async function createAdvisor(
  db: Db,
  input: { user?: CreateUserInput; profile?: Partial<ProfileInsert> } = {},
) {
  const account = await createUser(db, { ...input.user, role: 'advisor' });
  const [profile] = await db
    .insert(profiles)
    .values({ ...buildAdvisorProfile(input.profile), id: account.id, email: account.email })
    .returning();
  if (!profile) throw new Error('profile insert returned nothing');
  return { user: account, profile };
}
