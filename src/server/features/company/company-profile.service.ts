// The company's own profile: read (null before the first save) and save (text sanitized; every save marks the
// profile completed, which the company guard relies on — spec part 2 §4).
import type { CompanyProfile, CompanyProfileValues, MyCompanyProfile } from '@shared/schemas/company';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { companyProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { safeHttpUrl } from '../../lib/sanitize';
import { eq } from 'drizzle-orm';
import {
  findCompanyMembership,
  findCompanyProfileRow,
  requireCompanyPermission,
  requireCompanyUser,
  type CompanyProfileRow,
} from '../../lib/company-actor';
import { requireOwnLogo } from './company-logo.service';
import { cleanOptional, requireCleanFields } from './clean-text';

export function toCompanyProfile(row: CompanyProfileRow): CompanyProfile {
  return {
    id: row.id,
    companyName: row.companyName,
    companyDescription: row.companyDescription,
    contactFullName: row.contactFullName,
    contactPosition: row.contactPosition,
    contactLinkedinUrl: row.contactLinkedinUrl,
    industries: row.industries,
    city: row.city,
    country: row.country,
    websiteUrl: row.websiteUrl,
    companySize: row.companySize,
    fundingStage: row.fundingStage,
    skillsNeeded: row.skillsNeeded,
    yearsExperienceRequired: row.yearsExperienceRequired,
    expectedMonthlyAvailability: row.expectedMonthlyAvailability,
    compensationType: row.compensationType,
    logoUrl: row.logoUrl,
    profileCompleted: row.profileCompleted,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getMyCompanyProfile(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<MyCompanyProfile> {
  const user = requireCompanyUser(actor);
  const row = await findCompanyProfileRow(db, user.id);
  return { profile: row ? toCompanyProfile(row) : null };
}

export async function saveMyCompanyProfile(
  deps: { db: Db; now: Date },
  { actor, input }: { actor: SessionUser | null; input: CompanyProfileValues },
): Promise<CompanyProfile> {
  const user = requireCompanyUser(actor);
  // A colleague edits the company they belong to, if their role allows it (decision 048); a new company user
  // creates their own (which makes them its owner).
  const membership = await findCompanyMembership(deps.db, user.id);
  if (membership) requireCompanyPermission(membership, 'profile');
  // Markup-only values ("<b></b>") are empty once cleaned: they fail the same required rule as a blank field.
  const required = requireCleanFields({
    companyName: { value: input.companyName, message: 'Company name is required' },
    companyDescription: { value: input.companyDescription, message: 'Company description is required' },
    contactFullName: { value: input.contactFullName, message: 'Contact full name is required' },
    contactPosition: { value: input.contactPosition, message: 'Contact position is required' },
  });
  const values = {
    ...required,
    contactLinkedinUrl: safeHttpUrl(input.contactLinkedinUrl),
    industries: input.industries,
    city: cleanOptional(input.city),
    country: cleanOptional(input.country),
    websiteUrl: safeHttpUrl(input.websiteUrl),
    companySize: input.companySize ?? null,
    fundingStage: input.fundingStage ?? null,
    skillsNeeded: input.skillsNeeded,
    yearsExperienceRequired: input.yearsExperienceRequired,
    expectedMonthlyAvailability: input.expectedMonthlyAvailability,
    compensationType: input.compensationType ?? null,
    logoUrl: safeLogo(
      input.logoUrl === membership?.company.logoUrl ? input.logoUrl : requireOwnLogo(input.logoUrl, user.id),
    ),
    profileCompleted: true,
    updatedAt: deps.now,
  };
  const [saved] = membership
    ? await deps.db
        .update(companyProfiles)
        .set(values)
        .where(eq(companyProfiles.id, membership.company.id))
        .returning()
    : await deps.db
        .insert(companyProfiles)
        .values({ ...values, userId: user.id })
        .onConflictDoUpdate({ target: companyProfiles.userId, set: values })
        .returning();
  if (!saved) throw new AppError('INTERNAL', 'Failed to save the company profile.');
  return toCompanyProfile(saved);
}

/** Our own upload paths are kept as they are; a pasted URL is normalised (and refused unless http/https). */
const safeLogo = (logoUrl: string | undefined) =>
  logoUrl === undefined ? null : logoUrl.startsWith('/files/') ? logoUrl : safeHttpUrl(logoUrl);
