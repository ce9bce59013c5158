// The advisor's confidential-mode setting (issue #34, decision 044): read and save. What it does to every
// company-facing answer is the identity rule in features/notifications/identity.ts.
import { eq } from 'drizzle-orm';
import {
  anonymousCardLine,
  anonymousTitle,
  companyMatchKeys,
  CONFIDENTIALITY_MESSAGES,
  normaliseCompanyName,
  type Confidentiality,
} from '@shared/schemas/confidentiality';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { advisorConfidentiality, profiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireRole } from '../../middleware/session';

type ProfileRow = typeof profiles.$inferSelect;
type SettingRow = typeof advisorConfidentiality.$inferSelect;

function toConfidentiality(
  profile: ProfileRow | undefined,
  setting: SettingRow | undefined,
): Confidentiality {
  const industries = profile?.industries ?? [];
  const card = {
    city: profile?.city ?? null,
    country: profile?.country ?? null,
    yearsExperience: profile?.yearsExperience ?? null,
    industries,
  };
  return {
    enabled: setting?.enabled ?? false,
    headline: setting?.headline ?? null,
    hiddenFrom: setting?.hiddenFrom ?? [],
    preview: anonymousCardLine({ title: anonymousTitle(setting?.headline, industries), ...card }),
    card,
  };
}

async function load(db: Db, advisorId: string) {
  const [profile, setting] = await Promise.all([
    db.query.profiles.findFirst({ where: eq(profiles.id, advisorId) }),
    db.query.advisorConfidentiality.findFirst({ where: eq(advisorConfidentiality.advisorId, advisorId) }),
  ]);
  return { profile, setting };
}

export async function getMyConfidentiality(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<Confidentiality> {
  const advisor = requireRole(actor, 'advisor');
  const { profile, setting } = await load(db, advisor.id);
  return toConfidentiality(profile, setting);
}

/** Words of the name and of the hidden and past companies that a headline must not contain. */
function identifyingWords(profile: ProfileRow | undefined, hiddenFrom: string[]): string[] {
  const words = new Set<string>();
  const addWords = (text: string | null | undefined) => {
    for (const word of (text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
      if (word.length >= 3) words.add(word);
  };
  addWords(profile?.firstName);
  addWords(profile?.lastName);
  addWords(profile?.fullName);
  const experience = Array.isArray(profile?.advisorExperience) ? profile.advisorExperience : [];
  for (const entry of experience)
    if (typeof entry?.company === 'string') words.add(normaliseCompanyName(entry.company));
  for (const entry of hiddenFrom) {
    for (const key of companyMatchKeys(entry)) if (key.startsWith('n:')) words.add(key.slice(2));
  }
  words.delete('');
  return [...words].filter((word) => word.length >= 3);
}

function headlineNamesYou(headline: string, words: string[]): boolean {
  const tokens = headline.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const squashed = headline.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return words.some((word) => tokens.includes(word) || (word.length >= 4 && squashed.includes(word)));
}

export async function updateMyConfidentiality(
  deps: { db: Db; now: Date },
  {
    actor,
    input,
  }: {
    actor: SessionUser | null;
    input: { enabled: boolean; headline: string | null; hiddenFrom: string[] };
  },
): Promise<Confidentiality> {
  const { db, now } = deps;
  const advisor = requireRole(actor, 'advisor');
  const { profile } = await load(db, advisor.id);
  if (!profile) {
    // The profile row is made on first visit to /my-profile; without it there is nothing to hide yet.
    throw new AppError('NOT_FOUND', 'Open My Profile once before choosing confidential mode.');
  }
  if (input.headline && headlineNamesYou(input.headline, identifyingWords(profile, input.hiddenFrom))) {
    throw new AppError('VALIDATION_FAILED', CONFIDENTIALITY_MESSAGES.headlineNamesYou, [
      { path: 'headline', message: CONFIDENTIALITY_MESSAGES.headlineNamesYou },
    ]);
  }
  const values = {
    enabled: input.enabled,
    headline: input.headline,
    hiddenFrom: input.hiddenFrom,
    hiddenKeys: [...new Set(input.hiddenFrom.flatMap(companyMatchKeys))],
    updatedAt: now,
  };
  const [saved] = await db
    .insert(advisorConfidentiality)
    .values({ advisorId: advisor.id, ...values })
    .onConflictDoUpdate({ target: advisorConfidentiality.advisorId, set: values })
    .returning();
  return toConfidentiality(profile, saved);
}
