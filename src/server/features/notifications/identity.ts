// May company C see advisor A's identity? The one rule every projection of an advisor for a company asks (issue #34,
// decision 044), beside the reach rule (reach.ts) because it is the same kind of question about a pair of users.
//
// - An advisor in confidential mode is shown to a company anonymised — their headline instead of their name, no
//   photo, no past-role companies, no biography, no links — until they apply to one of its positions or accept its
//   invitation (either makes an application, so "revealed" is "has an application to this company"). The advisor is
//   told before either happens (the apply and accept-invitation flows).
// - Companies the advisor names (their employer, by name or website) never meet them at all: absent from search,
//   404 on their page and on inviting, exactly as an advisor who does not exist. Applying to such a company is the
//   advisor's own choice and reveals them to it like any other.
// - A confidential advisor's public page, badge and photo are withdrawn from everyone but themself and the
//   companies they are revealed to (sitemap, public page, files).
import { and, Column, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { advisorDisplayName, type AdvisorNameParts } from '@shared/advisor-name';
import { anonymousTitle, companyMatchKeys, normaliseWebsite } from '@shared/schemas/confidentiality';
import type { Db } from '../../db/client';
import { advisorConfidentiality, applications, companyProfiles, jobs } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;
type Party = string | SQL | AnyPgColumn;

/**
 * A party as SQL. A column is written with its table's name: Drizzle leaves columns of a one-table select
 * unqualified, and inside these subqueries an unqualified name could resolve to the subquery's own table.
 */
const party = (value: Party): SQL | string =>
  value instanceof Column
    ? sql`${sql.identifier(getTableName(value.table))}.${sql.identifier(value.name)}`
    : (value as SQL | string);

const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** SQL: the advisor has an application to a position this company user posted (applied, or accepted an invitation). */
export const appliedToCompanySql = (advisor: Party, company: Party) =>
  sql<boolean>`exists (select 1 from ${applications} as identity_a inner join ${jobs} as identity_j
    on identity_j.id = identity_a.job_id
    where identity_a.advisor_user_id = ${party(advisor)} and identity_j.posted_by = ${party(company)})`;

/** SQL: the advisor is in confidential mode. */
export const confidentialSql = (advisor: Party) =>
  sql<boolean>`exists (select 1 from ${advisorConfidentiality} as identity_c
    where identity_c.advisor_id = ${party(advisor)} and identity_c.enabled)`;

/** SQL: the company may see the advisor's identity: not confidential, or the advisor applied to it. */
export const identityVisibleSql = (advisor: Party, company: Party) =>
  sql<boolean>`(not ${confidentialSql(advisor)} or ${appliedToCompanySql(advisor, company)})`;

/**
 * What identifies a company for the advisor's "never show me to" list: its profile's name and website and the
 * company names on its positions, each normalised as the advisor's entries are (shared/schemas/confidentiality.ts).
 */
export async function companyIdentityKeys(db: Reader, companyUserId: string): Promise<string[]> {
  const [profile] = await db
    .select({ name: companyProfiles.companyName, website: companyProfiles.websiteUrl })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, companyUserId));
  const names = await db
    .selectDistinct({ name: jobs.companyName })
    .from(jobs)
    .where(eq(jobs.postedBy, companyUserId))
    .limit(50);
  const keys = new Set<string>();
  for (const name of [profile?.name, ...names.map((row) => row.name)]) {
    if (name) for (const key of companyMatchKeys(name)) if (key.startsWith('n:')) keys.add(key);
  }
  const host = profile?.website ? normaliseWebsite(profile.website) : null;
  if (host) keys.add(`d:${host}`);
  return [...keys];
}

/** SQL: the advisor named this company (one of `companyKeys`) and has not applied to it: it never meets them. */
export const hiddenFromCompanySql = (advisor: Party, company: Party, companyKeys: readonly string[]) =>
  companyKeys.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`(exists (select 1 from ${advisorConfidentiality} as identity_h
        where identity_h.advisor_id = ${party(advisor)} and identity_h.hidden_keys && ${textArray(companyKeys)})
        and not ${appliedToCompanySql(advisor, company)})`;

/** How one advisor appears to one company. */
export interface AdvisorAsSeen {
  /** The advisor named this company: it must behave as if the advisor did not exist. */
  hidden: boolean;
  /** The company may see the name, photo, employer and past companies. */
  revealed: boolean;
  /** The advisor's chosen headline (only meaningful when not revealed). */
  headline: string | null;
}

const OPEN: AdvisorAsSeen = { hidden: false, revealed: true, headline: null };

/** The rule for many advisors and one company, in one query. Advisors without a setting are simply visible. */
export async function advisorsAsSeenBy(
  db: Reader,
  {
    companyUserId,
    advisorIds,
    companyKeys,
  }: { companyUserId: string; advisorIds: string[]; companyKeys?: string[] },
): Promise<Map<string, AdvisorAsSeen>> {
  const ids = [...new Set(advisorIds)];
  const seen = new Map<string, AdvisorAsSeen>(ids.map((id) => [id, OPEN]));
  if (ids.length === 0) return seen;
  const keys = companyKeys ?? (await companyIdentityKeys(db, companyUserId));
  const rows = await db
    .select({
      advisorId: advisorConfidentiality.advisorId,
      enabled: advisorConfidentiality.enabled,
      headline: advisorConfidentiality.headline,
      named:
        keys.length === 0
          ? sql<boolean>`false`
          : sql<boolean>`${advisorConfidentiality.hiddenKeys} && ${textArray(keys)}`,
      applied: appliedToCompanySql(advisorConfidentiality.advisorId, companyUserId),
    })
    .from(advisorConfidentiality)
    .where(inArray(advisorConfidentiality.advisorId, ids));
  for (const row of rows) {
    seen.set(row.advisorId, {
      hidden: Boolean(row.named) && !row.applied,
      revealed: !row.enabled || Boolean(row.applied),
      headline: row.headline,
    });
  }
  return seen;
}

export async function advisorAsSeenBy(db: Reader, companyUserId: string, advisorId: string) {
  return (await advisorsAsSeenBy(db, { companyUserId, advisorIds: [advisorId] })).get(advisorId) ?? OPEN;
}

/** The advisor as this company may meet them; a company the advisor named gets `message` as a 404. */
export async function requireAdvisorVisibleTo(
  db: Reader,
  { companyUserId, advisorId, message }: { companyUserId: string; advisorId: string; message: string },
): Promise<AdvisorAsSeen> {
  const seen = await advisorAsSeenBy(db, companyUserId, advisorId);
  if (seen.hidden) throw notFound(message);
  return seen;
}

/**
 * Applying and accepting an invitation reveal a confidential advisor to the company (decision 044): the advisor
 * must have agreed (`confirmed`: the screen showed them the notice, or an API client said so). Nothing to confirm
 * when they are revealed to this company already, or not in confidential mode.
 */
export async function requireRevealConfirmed(
  db: Reader,
  {
    advisorId,
    companyUserId,
    companyName,
    confirmed,
  }: { advisorId: string; companyUserId: string; companyName: string | null; confirmed: boolean },
): Promise<void> {
  if (confirmed) return;
  if ((await advisorAsSeenBy(db, companyUserId, advisorId)).revealed) return;
  throw new AppError(
    'CONFIRM_REVEAL',
    `Confidential mode is on: applying reveals your name, photo and experience to ${companyName || 'this company'}. Confirm to apply.`,
  );
}

/** The name a company sees: the advisor's name once revealed, else their anonymous title. */
export function advisorNameFor(
  seen: AdvisorAsSeen,
  profile: (AdvisorNameParts & { industries?: readonly string[] | null }) | null | undefined,
  fallback?: string,
): string {
  return seen.revealed
    ? advisorDisplayName(profile, fallback)
    : anonymousTitle(seen.headline, profile?.industries ?? []);
}

/** Whether anyone but the advisor (and the companies they are revealed to) may see their public page and images. */
export async function isConfidential(db: Reader, advisorId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: advisorConfidentiality.enabled })
    .from(advisorConfidentiality)
    .where(and(eq(advisorConfidentiality.advisorId, advisorId), eq(advisorConfidentiality.enabled, true)));
  return Boolean(row);
}
