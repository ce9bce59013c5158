// The advisor's own profile: read (created on first visit), save (sanitized, marks the profile completed),
// visibility and public slug, photo and resume files, the public view and the social badge.
import { advisorDisplayName } from '@shared/advisor-name';
import { and, eq, ne, not } from 'drizzle-orm';
import type {
  AdvisorProfileValues,
  Badge,
  MyProfile,
  PublicAdvisorProfile,
  VisibilityInput,
} from '@shared/schemas/advisor-profile';
import type { SessionUser } from '../../app-env';
import { findCompanyMembership, positionScope } from '../../lib/company-actor';
import type { Db } from '../../db/client';
import { applications, jobs, profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { safeHttpUrl, stripMarkup } from '../../lib/sanitize';
import type { Storage } from '../../lib/storage';
import type { JobQueue } from '../../lib/queue/job-queue';
import { checkUpload, PHOTO_RULE, reencodeImage, RESUME_RULE, storageKey } from '../../lib/uploads';
import { requireRole } from '../../middleware/session';
import { getAccess } from '../billing/access.service';
import { findPublicSeats } from '../board-seats/board-seats.service';
import { confidentialSql } from '../notifications/identity';
import { computeBadgeHash, renderBadge } from './badge-renderer';
import { computeEligibility } from './eligibility';

type ProfileRow = typeof profiles.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'auth',
  'settings',
  'me',
  'new',
  'edit',
  'null',
  'undefined',
]);
const slugTaken = () =>
  new AppError('CONFLICT', 'This profile URL is already taken', [
    { path: 'publicProfileSlug', message: 'This profile URL is already taken' },
  ]);

export function toMyProfile(row: ProfileRow): MyProfile {
  const [year, month, day] = row.dateOfBirth ? row.dateOfBirth.split('-').map(Number) : [];
  return {
    id: row.id,
    email: row.email ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    birthDay: day ?? null,
    birthMonth: month ?? null,
    birthYear: year ?? null,
    country: row.country,
    city: row.city,
    yearsExperience: row.yearsExperience,
    gender: row.gender,
    industries: row.industries,
    skills: row.skills,
    workPreference: row.workPreference,
    compensationPreference: row.compensationPreference,
    availableToWork: row.availableToWork,
    hoursAvailable: row.hoursAvailable,
    biography: row.biography,
    linkedinUrl: row.linkedinUrl,
    calendlyLink: row.calendlyLink,
    timeZone: row.timeZone,
    hasBeenAdvisorBefore: row.hasBeenAdvisorBefore,
    advisorExperience: row.advisorExperience.map((entry) => ({
      company: entry.company,
      ...(entry.website ? { website: entry.website } : {}),
      ...(entry.role ? { role: entry.role } : {}),
      ...(entry.description ? { description: entry.description } : {}),
    })),
    photoUrl: row.photoUrl,
    resumeUrl: row.resumeUrl,
    resumeFileName: row.resumeFileName,
    publicProfileSlug: row.publicProfileSlug,
    badgeUrl: row.badgeUrl,
    isPublic: row.isPublic,
    profileCompleted: row.profileCompleted,
    eligibility: computeEligibility(row),
  };
}

/** The advisor's row; created with role advisor on first access (spec part 2 §4). */
export async function getOrCreateMyProfile(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<ProfileRow> {
  const advisor = requireRole(actor, 'advisor');
  const existing = await db.query.profiles.findFirst({ where: eq(profiles.id, advisor.id) });
  if (existing) return existing;
  await db
    .insert(profiles)
    .values({ id: advisor.id, email: advisor.email, role: 'advisor' })
    .onConflictDoNothing();
  const created = await db.query.profiles.findFirst({ where: eq(profiles.id, advisor.id) });
  if (!created) throw notFound('Profile not found.');
  return created;
}

const cleanText = (value: string | undefined) => {
  const cleaned = value === undefined ? '' : stripMarkup(value);
  return cleaned.length > 0 ? cleaned : null;
};
const cleanList = (items: string[]) =>
  [...new Set(items.map(stripMarkup).filter((item) => item.length > 0))].slice(0, 50);

async function uniqueSlug(db: Db, base: string, ownerId: string): Promise<string> {
  const root =
    base
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'advisor';
  for (let n = 1; n < 200; n++) {
    const candidate = n === 1 ? (root.length >= 3 ? root : `${root}-advisor`) : `${root}-${n}`;
    if (RESERVED_SLUGS.has(candidate)) continue;
    const clash = await db.query.profiles.findFirst({
      where: and(eq(profiles.publicProfileSlug, candidate), ne(profiles.id, ownerId)),
      columns: { id: true },
    });
    if (!clash) return candidate;
  }
  return `${root}-${ownerId.slice(0, 8)}`;
}

export interface ProfileDeps {
  db: Db;
  /** The application-fits job is queued with a profile edit (decision 030). */
  queue: JobQueue;
  storage: Storage;
  siteName: string;
  appUrl: string;
  now: Date;
}

export async function updateMyProfile(
  deps: ProfileDeps,
  { actor, input }: { actor: SessionUser | null; input: AdvisorProfileValues },
): Promise<ProfileRow> {
  const current = await getOrCreateMyProfile(deps.db, { actor });
  const firstName = cleanText(input.firstName);
  const lastName = cleanText(input.lastName);
  const biography = cleanText(input.biography);
  const issues = [
    !firstName && { path: 'firstName', message: 'First name is required' },
    !lastName && { path: 'lastName', message: 'Last name is required' },
    !biography && { path: 'biography', message: 'Full biography is required' },
  ].filter((issue): issue is { path: string; message: string } => Boolean(issue));
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);

  const pad = (n: number) => String(n).padStart(2, '0');
  const values = {
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    phoneNumber: cleanText(input.phoneNumber),
    dateOfBirth: `${input.birthYear}-${pad(input.birthMonth)}-${pad(input.birthDay)}`,
    country: cleanText(input.country),
    city: cleanText(input.city),
    yearsExperience: input.yearsExperience,
    gender: input.gender ?? null,
    industries: cleanList(input.industries),
    skills: cleanList(input.skills),
    workPreference: input.workPreference,
    compensationPreference: input.compensationPreference,
    availableToWork: input.availableToWork,
    hoursAvailable: input.hoursAvailable,
    biography,
    linkedinUrl: safeHttpUrl(input.linkedinUrl),
    calendlyLink: safeHttpUrl(input.calendlyLink),
    // Kept when the form leaves it empty: booking an interview may have set it from the browser.
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    hasBeenAdvisorBefore: input.hasBeenAdvisorBefore,
    advisorExperience:
      input.hasBeenAdvisorBefore === 'yes'
        ? input.advisorExperience
            .map((entry) => ({
              company: stripMarkup(entry.company),
              ...(safeHttpUrl(entry.website) ? { website: safeHttpUrl(entry.website)! } : {}),
              ...(entry.role && stripMarkup(entry.role) ? { role: stripMarkup(entry.role) } : {}),
              ...(entry.description && stripMarkup(entry.description)
                ? { description: stripMarkup(entry.description) }
                : {}),
            }))
            .filter((entry) => entry.company.length > 0)
        : [],
    publicProfileSlug:
      current.publicProfileSlug ?? (await uniqueSlug(deps.db, `${firstName} ${lastName}`, current.id)),
    profileCompleted: true,
    updatedAt: deps.now,
  };
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(profiles).set(values).where(eq(profiles.id, current.id)).returning();
    // A change to what the engine reads made the stored fits of this advisor's applications stale in this
    // transaction (a trigger, decision 030); the job that scores them again exists exactly when the edit commits.
    if (row) await deps.queue.send('application-fits', {}, { tx });
    return row;
  });
  if (!saved) throw notFound('Profile not found.');
  deps.queue.wake('application-fits');
  return refreshBadgeIfChanged(deps, saved);
}

export async function updateVisibility(
  deps: ProfileDeps,
  { actor, input }: { actor: SessionUser | null; input: VisibilityInput },
): Promise<ProfileRow> {
  const current = await getOrCreateMyProfile(deps.db, { actor });
  let slug = current.publicProfileSlug;
  if (input.publicProfileSlug !== undefined && input.publicProfileSlug !== current.publicProfileSlug) {
    if (RESERVED_SLUGS.has(input.publicProfileSlug)) throw slugTaken();
    const clash = await deps.db.query.profiles.findFirst({
      where: and(eq(profiles.publicProfileSlug, input.publicProfileSlug), ne(profiles.id, current.id)),
      columns: { id: true },
    });
    if (clash) throw slugTaken();
    slug = input.publicProfileSlug;
  }
  slug ??= await uniqueSlug(deps.db, `${current.firstName ?? ''} ${current.lastName ?? ''}`, current.id);
  try {
    const [saved] = await deps.db
      .update(profiles)
      .set({ isPublic: input.isPublic, publicProfileSlug: slug, updatedAt: deps.now })
      .where(eq(profiles.id, current.id))
      .returning();
    return refreshBadgeIfChanged(deps, saved!);
  } catch (error) {
    // Two advisors claiming the same slug at once: the unique index decides.
    if (
      String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) ===
      '23505'
    ) {
      throw slugTaken();
    }
    throw error;
  }
}

export async function uploadPhoto(
  deps: ProfileDeps,
  { actor, file }: { actor: SessionUser | null; file: unknown },
) {
  const current = await getOrCreateMyProfile(deps.db, { actor });
  const checked = await checkUpload(file, PHOTO_RULE);
  const image = await reencodeImage(checked.data, { width: 512, height: 512, fit: 'cover' });
  const key = storageKey('photos', current.id, 'webp');
  await deps.storage.put(key, image, 'image/webp');
  const [saved] = await deps.db
    .update(profiles)
    .set({ photoKey: key, photoUrl: `/files/${key}`, updatedAt: deps.now })
    .where(eq(profiles.id, current.id))
    .returning();
  if (current.photoKey) await deps.storage.delete(current.photoKey).catch(() => undefined);
  return refreshBadgeIfChanged(deps, saved!);
}

export async function uploadResume(
  deps: ProfileDeps,
  { actor, file }: { actor: SessionUser | null; file: unknown },
) {
  const current = await getOrCreateMyProfile(deps.db, { actor });
  const checked = await checkUpload(file, RESUME_RULE);
  const key = storageKey('resumes', current.id, checked.extension);
  await deps.storage.put(key, checked.data, checked.mime);
  const [saved] = await deps.db
    .update(profiles)
    .set({
      resumeKey: key,
      resumeUrl: `/api/advisors/${current.id}/resume`,
      resumeFileName:
        stripMarkup(checked.originalName).replace(/[^\w .()-]/g, '_') || `resume.${checked.extension}`,
      updatedAt: deps.now,
    })
    .where(eq(profiles.id, current.id))
    .returning();
  if (current.resumeKey) await deps.storage.delete(current.resumeKey).catch(() => undefined);
  return saved!;
}

/** A resume is served to its owner and to companies the advisor applied to; to anyone else it does not exist. */
export async function getResumeFile(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  { actor, advisorId }: { actor: SessionUser | null; advisorId: string },
) {
  if (!actor || !isUuid(advisorId)) throw notFound('Resume not found.');
  if (actor.id !== advisorId) {
    if (actor.role !== 'company') throw notFound('Resume not found.');
    // Any colleague of the company who may see the position the advisor applied to (decision 048).
    const membership = await findCompanyMembership(deps.db, actor.id);
    if (!membership) throw notFound('Resume not found.');
    const scope = positionScope({
      role: membership.role,
      account: { id: membership.company.userId },
      user: actor,
    });
    const [relationship] = await deps.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.advisorUserId, advisorId), scope))
      .limit(1);
    if (!relationship) throw notFound('Resume not found.');
  }
  const row = await deps.db.query.profiles.findFirst({
    where: eq(profiles.id, advisorId),
    columns: { resumeKey: true, resumeFileName: true },
  });
  if (!row?.resumeKey) throw notFound('Resume not found.');
  const file = await deps.storage.get(row.resumeKey);
  if (!file) throw notFound('Resume not found.');
  return { ...file, fileName: row.resumeFileName ?? 'resume' };
}

export async function getPublicProfile(
  db: Db,
  { slugOrId, now }: { slugOrId: string; now: Date },
): Promise<PublicAdvisorProfile> {
  const key = slugOrId.trim().toLowerCase();
  // Slugs are lowercase letters, digits and hyphens: other text (a NUL byte in the URL) is a 404 without a query.
  if (!isUuid(key) && !/^[a-z0-9-]{1,200}$/.test(key)) {
    throw notFound("The advisor profile you're looking for doesn't exist or is not publicly available.");
  }
  const row = await db.query.profiles.findFirst({
    where: and(
      isUuid(key) ? eq(profiles.id, key) : eq(profiles.publicProfileSlug, key),
      eq(profiles.isPublic, true),
      eq(profiles.role, 'advisor'),
      // Confidential mode withdraws the public page (decision 044): it answers as a private profile does.
      not(confidentialSql(profiles.id)),
    ),
  });
  if (!row)
    throw notFound("The advisor profile you're looking for doesn't exist or is not publicly available.");
  const [access, boardSeats] = await Promise.all([
    getAccess(db, { userId: row.id, now }),
    findPublicSeats(db, row.id, now),
  ]);
  return { ...toPublicProfile(row, access.plan === 'lifetime'), boardSeats };
}

export function toPublicProfile(
  row: ProfileRow,
  earlySupporter: boolean,
): Omit<PublicAdvisorProfile, 'boardSeats'> {
  return {
    id: row.id,
    publicProfileSlug: row.publicProfileSlug,
    // First and last name only: the public page shows what the advisor typed on their profile.
    name: advisorDisplayName({ firstName: row.firstName, lastName: row.lastName }),
    firstName: row.firstName,
    lastName: row.lastName,
    city: row.city,
    country: row.country,
    yearsExperience: row.yearsExperience,
    linkedinUrl: row.linkedinUrl,
    calendlyLink: row.calendlyLink,
    biography: row.biography,
    industries: row.industries,
    skills: row.skills,
    hoursAvailable: row.hoursAvailable,
    workPreference: row.workPreference,
    availableToWork: row.availableToWork,
    compensationPreference: row.compensationPreference,
    photoUrl: row.photoUrl,
    badgeUrl: row.badgeUrl,
    earlySupporter,
  };
}

const badgeFields = (row: ProfileRow) => ({
  photoUrl: row.photoUrl,
  firstName: row.firstName,
  lastName: row.lastName,
  industries: row.industries,
  skills: row.skills,
  city: row.city,
  country: row.country,
  yearsExperience: row.yearsExperience,
  linkedinUrl: row.linkedinUrl,
  calendlyLink: row.calendlyLink,
  publicProfileSlug: row.publicProfileSlug,
});

export function publicProfileUrl(appUrl: string, row: Pick<ProfileRow, 'publicProfileSlug' | 'id'>) {
  const url = new URL(`/advisor/${encodeURIComponent(row.publicProfileSlug ?? row.id)}`, appUrl);
  url.searchParams.set('utm_source', 'badge');
  url.searchParams.set('utm_medium', 'social');
  url.searchParams.set('utm_campaign', 'profile_share');
  return url.toString();
}

async function writeBadge(deps: ProfileDeps, row: ProfileRow): Promise<ProfileRow> {
  const photo = row.photoKey ? ((await deps.storage.get(row.photoKey))?.data ?? null) : null;
  const access = await getAccess(deps.db, { userId: row.id, now: deps.now });
  const png = await renderBadge({
    name: advisorDisplayName({ firstName: row.firstName, lastName: row.lastName }),
    photo,
    location: [row.city, row.country].filter(Boolean).join(', '),
    yearsExperience: row.yearsExperience,
    industries: row.industries,
    skills: row.skills,
    siteName: deps.siteName,
    earlySupporter: access.plan === 'lifetime',
  });
  const key = storageKey('badges', row.id, 'png');
  await deps.storage.put(key, png, 'image/png');
  const [saved] = await deps.db
    .update(profiles)
    .set({ badgeKey: key, badgeUrl: `/files/${key}`, badgeHash: computeBadgeHash(badgeFields(row)) })
    .where(eq(profiles.id, row.id))
    .returning();
  if (row.badgeKey) await deps.storage.delete(row.badgeKey).catch(() => undefined);
  return saved!;
}

/** After a save: a badge that exists is redrawn only when what it shows has changed (the spec's hash). */
async function refreshBadgeIfChanged(deps: ProfileDeps, row: ProfileRow): Promise<ProfileRow> {
  if (!row.badgeKey || row.badgeHash === computeBadgeHash(badgeFields(row))) return row;
  try {
    return await writeBadge(deps, row);
  } catch {
    // A badge that fails to redraw must never lose the profile save; the old badge stays until the next try.
    return row;
  }
}

export async function generateBadge(
  deps: ProfileDeps,
  { actor }: { actor: SessionUser | null },
): Promise<Badge> {
  const current = await getOrCreateMyProfile(deps.db, { actor });
  if (!current.profileCompleted) {
    throw new AppError('PROFILE_INCOMPLETE', 'Complete your profile before generating a badge.');
  }
  let row = current;
  if (!row.publicProfileSlug) {
    const slug = await uniqueSlug(deps.db, `${row.firstName ?? ''} ${row.lastName ?? ''}`, row.id);
    [row] = (await deps.db
      .update(profiles)
      .set({ publicProfileSlug: slug })
      .where(eq(profiles.id, row.id))
      .returning()) as [ProfileRow];
  }
  if (!row.badgeKey || row.badgeHash !== computeBadgeHash(badgeFields(row)))
    row = await writeBadge(deps, row);
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  const profileUrl = publicProfileUrl(deps.appUrl, row);
  const topics = row.industries.slice(0, 3).join(', ');
  return {
    badgeUrl: row.badgeUrl!,
    profileUrl,
    shareText:
      `I'm open to board and advisory roles${topics ? ` in ${topics}` : ''}. ` +
      `${name ? `${name} · ` : ''}${row.yearsExperience ?? 0}+ years of experience. ` +
      `See my ${deps.siteName} profile: ${profileUrl}`,
  };
}
