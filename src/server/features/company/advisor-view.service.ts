// The company's view of an advisor, with contact details. Returned ONLY when the advisor applied to one of this
// company's positions (the spec's 'legitimate business relationship'); to anyone else the advisor does not exist.
import { and, desc, eq } from 'drizzle-orm';
import { COMPANY_ERROR_MESSAGES, type AdvisorForCompany } from '@shared/schemas/company';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applications, jobs, profiles, user as users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { advisorDisplayName } from '@shared/advisor-name';
import { asApplicationStatus } from './applicants.service';
import { positionScope, requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';

/** WhatsApp's click-to-chat link takes the number as digits only (country code included, no '+'). */
export function whatsappUrl(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}

export async function getAdvisorForCompany(
  db: Db,
  { actor, advisorId }: { actor: SessionUser | null; advisorId: string },
): Promise<AdvisorForCompany> {
  const member = await requireCompletedCompany(db, actor);
  if (!isUuid(advisorId)) throw notFound(COMPANY_ERROR_MESSAGES.advisorNotFound);
  const id = advisorId.toLowerCase();
  // The relationship IS the query: applications of this advisor to positions posted by this company user.
  const relationship = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.advisorUserId, id), positionScope(member)))
    .orderBy(desc(applications.createdAt))
    .limit(100);
  if (relationship.length === 0) throw notFound(COMPANY_ERROR_MESSAGES.advisorNotFound);

  const [row] = await db
    .select({ profile: profiles, accountEmail: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, id));
  if (!row) throw notFound(COMPANY_ERROR_MESSAGES.advisorNotFound);
  const { profile } = row;
  return {
    id: profile.id,
    name: advisorDisplayName(profile),
    photoUrl: profile.photoUrl,
    city: profile.city,
    country: profile.country,
    yearsExperience: profile.yearsExperience,
    hoursAvailable: profile.hoursAvailable,
    workPreference: profile.workPreference,
    compensationPreference: profile.compensationPreference,
    availableToWork: profile.availableToWork,
    industries: profile.industries,
    skills: profile.skills,
    biography: profile.biography,
    // Older rows may hold something other than a list (spec §3); only well-formed entries are shown.
    advisorExperience: (Array.isArray(profile.advisorExperience) ? profile.advisorExperience : [])
      .filter((entry) => typeof entry?.company === 'string' && entry.company.length > 0)
      .map((entry) => ({
        company: entry.company,
        website: entry.website ?? null,
        role: entry.role ?? null,
        description: entry.description ?? null,
      })),
    contact: {
      email: profile.email ?? row.accountEmail,
      phoneNumber: profile.phoneNumber,
      linkedinUrl: profile.linkedinUrl,
      calendlyLink: profile.calendlyLink,
      whatsappUrl: whatsappUrl(profile.phoneNumber),
      // Served by /api/advisors/:id/resume, which checks the same relationship before sending the file.
      resumeUrl: profile.resumeKey ? profile.resumeUrl : null,
    },
    applications: relationship.map((application) => ({
      ...application,
      status: asApplicationStatus(application.status),
      createdAt: application.createdAt.toISOString(),
    })),
  };
}
