// Company search of completed advisor profiles: the spec's filters and score (computed and paginated in SQL),
// and opening a profile, counted per company on the server — 2 free distinct profiles, unlimited with access.
import { and, count, eq, gte, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import {
  COMPANY_ERROR_MESSAGES,
  SEARCH_CARD_INDUSTRIES,
  SEARCH_CARD_SKILLS,
  type AdvisorProfileView,
  type AdvisorSearchCard,
  type AdvisorSearchFilters,
  type AdvisorSearchPage,
  type SearchedAdvisorProfile,
  type ViewAllowance,
} from '@shared/schemas/company';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { advisorProfileViews, advisorSearchKeys, companyProfiles, profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { VersionedMemo } from '../../lib/versioned-memo';
import { getAccess } from '../billing/access.service';
import { findBlockedCounterparts } from '../messaging/blocks.service';
import { mayReach } from '../notifications/reach';
import {
  advisorNameFor,
  advisorsAsSeenBy,
  companyIdentityKeys,
  hiddenFromCompanySql,
  requireAdvisorVisibleTo,
  type AdvisorAsSeen,
} from '../notifications/identity';
import { firstOf } from './applicants.service';
import {
  BOARD_GAP_RANK_POINTS,
  boardGapCardReason,
  gapsFilledBy,
  prepareGapRequirements,
  prepareRequirements,
} from './advisor-search-score';
import { findBoardGaps } from '../board-matrix/board-matrix.service';
import {
  advisorScoreSql,
  boardGapRankSql,
  loadSearchVocabulary,
  namesAnySql,
  premiumPlacementSql,
  textArray,
  type SearchVocabulary,
} from './advisor-search-sql';
import { requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';

/** The filter's labels and the values stored on advisor profiles. */
const COMPENSATION_VALUES = { Equity: 'equity', Paid: 'paid', 'Pro bono': 'pro-bono' } as const;

/** Text filters are case-insensitive "contains"; % and _ typed by the user are matched literally. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchConditions(vocabulary: SearchVocabulary, filters: AdvisorSearchFilters): SQL[] {
  const keys = advisorSearchKeys;
  const conditions: SQL[] = [];
  if (filters.industry) {
    conditions.push(namesAnySql(vocabulary, 'industry', [filters.industry, filters.industry.toLowerCase()]));
  }
  if (filters.minExperience !== undefined) conditions.push(gte(keys.yearsExperience, filters.minExperience));
  if (filters.minHours !== undefined) conditions.push(gte(keys.hoursAvailable, filters.minHours));
  if (filters.compensation) {
    conditions.push(
      sql`${keys.compensationPreference} @> ${textArray([COMPENSATION_VALUES[filters.compensation]])}`,
    );
  }
  if (filters.location) {
    const pattern = contains(filters.location);
    conditions.push(or(ilike(keys.city, pattern), ilike(keys.country, pattern))!);
  }
  return conditions;
}

async function getViewAllowance(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<ViewAllowance> {
  const [[{ viewed } = { viewed: 0 }], access] = await Promise.all([
    db
      .select({ viewed: count() })
      .from(advisorProfileViews)
      .where(eq(advisorProfileViews.companyUserId, userId)),
    getAccess(db, { userId, now }),
  ]);
  return {
    freeViewsRemaining: Math.max(0, LIMITS.freeAdvisorProfileViews - viewed),
    unlimitedViews: access.hasActiveSubscription,
  };
}

/**
 * The ranking of one search — total, page and the scored ids on it — depends only on the company's requirements,
 * the filters, the advisors' profiles and subscriptions, and the time (a cancelled premium plan's period ends):
 * remembered per 'advisors' content version and minute when `ranking` is given (company.routes.ts), so companies
 * paging or coming back do not score every profile again until a profile or a subscription changes.
 */
export interface SearchRankingCache {
  version: number;
  memo: VersionedMemo<unknown>;
}

interface Ranking {
  total: number;
  page: number;
  pageCount: number;
  ranked: { id: string; score: number }[];
}

export async function searchAdvisors(
  deps: { db: Db; now: Date; ranking?: SearchRankingCache },
  { actor, filters }: { actor: SessionUser | null; filters: AdvisorSearchFilters },
): Promise<AdvisorSearchPage> {
  const { db } = deps;
  // The company's account: views and the allowance are the company's, whoever searches (decision 048).
  const { account: user, company } = await requireCompletedCompany(db, actor, 'search');
  const requirements = prepareRequirements(company);
  // Independent reads, at once (decision 057: they ran one after another):
  const [gapsOf, blocked, companyKeys] = await Promise.all([
    // the board's gaps (decision 051): a ranking term and a reason on the card; none without a matrix;
    findBoardGaps(db, [company.id]),
    // advisors this company blocked, or who blocked it, are not found (features/messaging);
    findBlockedCounterparts(db, user.id),
    // advisors who named this company in confidential mode are not found either (decision 044).
    companyIdentityKeys(db, user.id),
  ]);
  const gaps = gapsOf.get(company.id) ?? [];
  const gapRequirements = prepareGapRequirements(gaps);

  const rank = async (): Promise<Ranking> => {
    // Only completed advisor profiles have search keys (the trigger of migration 0005 keeps them).
    const vocabulary = await loadSearchVocabulary(db);
    const where = and(
      ...searchConditions(vocabulary, filters),
      ...(blocked.length > 0 ? [notInArray(advisorSearchKeys.profileId, blocked)] : []),
      ...(companyKeys.length > 0
        ? [sql`not ${hiddenFromCompanySql(advisorSearchKeys.profileId, user.id, companyKeys)}`]
        : []),
    );
    const score = advisorScoreSql(vocabulary, requirements);
    const gapRank = boardGapRankSql(vocabulary, gapRequirements, BOARD_GAP_RANK_POINTS);
    // Ranking carries only narrow rows through the sort; the cards of the one page are read afterwards.
    const rankPage = (page: number) =>
      db
        .select({
          id: advisorSearchKeys.profileId,
          score: score.as('score'),
          premium: premiumPlacementSql(db, deps.now).as('premium'),
        })
        .from(advisorSearchKeys)
        .where(where)
        // Score first; among equal scores premium directory placement, then experience; the id keeps pages stable.
        .orderBy(
          // The spec's score plus the board gap fill (no term without a matrix: the order is then unchanged).
          // (An output name cannot appear inside an expression in ORDER BY: the gap term is written out.)
          gapRequirements.length ? sql`(${score}) + ${gapRank} desc` : sql`"score" desc`,
          sql`"premium" desc`,
          sql`coalesce(${advisorSearchKeys.yearsExperience}, 0) desc`,
          sql`${advisorSearchKeys.profileId} asc`,
        )
        .limit(LIMITS.pageSize)
        .offset((page - 1) * LIMITS.pageSize);
    // The count and the requested page are independent: on PostgreSQL they run at once.
    const [[{ total } = { total: 0 }], requested] = await Promise.all([
      db.select({ total: count() }).from(advisorSearchKeys).where(where),
      rankPage(filters.page),
    ]);
    const pageCount = Math.max(1, Math.ceil(total / LIMITS.pageSize));
    const page = Math.min(filters.page, pageCount);
    const rows = page === filters.page ? requested : await rankPage(page);
    return { total, page, pageCount, ranked: rows.map((row) => ({ id: row.id, score: Number(row.score) })) };
  };
  const rankingKey = () =>
    JSON.stringify([
      requirements,
      gaps,
      filters,
      blocked,
      companyKeys.length > 0 ? user.id : null,
      Math.floor(deps.now.getTime() / 60_000),
    ]);

  const [{ total, page, pageCount, ranked }, allowance] = await Promise.all([
    deps.ranking ? (deps.ranking.memo(rankingKey(), deps.ranking.version, rank) as Promise<Ranking>) : rank(),
    getViewAllowance(db, { userId: user.id, now: deps.now }),
  ]);
  const cards = await findSearchCards(db, {
    companyUserId: user.id,
    companyKeys,
    ids: ranked.map((row) => row.id),
  });
  return {
    items: ranked.flatMap((row) => {
      const card = cards.get(row.id);
      if (!card) return [];
      const filled = gaps.length ? gapsFilledBy(gaps, gapRequirements, card.allSkills) : [];
      const { allSkills: _skills, ...shown } = card;
      return [{ ...shown, score: row.score, boardGapReason: boardGapCardReason(filled, gaps.length) }];
    }),
    page,
    pageCount,
    total,
    ...allowance,
  };
}

async function findSearchCards(
  db: Db,
  { companyUserId, companyKeys, ids }: { companyUserId: string; companyKeys: string[]; ids: string[] },
) {
  if (ids.length === 0)
    return new Map<string, Omit<AdvisorSearchCard, 'score' | 'boardGapReason'> & { allSkills: string[] }>();
  // How the company sees each advisor and the cards' columns: independent, at once.
  const [seen, rows] = await Promise.all([
    advisorsAsSeenBy(db, { companyUserId, advisorIds: ids, companyKeys }),
    db
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        fullName: profiles.fullName,
        photoUrl: profiles.photoUrl,
        city: profiles.city,
        country: profiles.country,
        yearsExperience: profiles.yearsExperience,
        hoursAvailable: profiles.hoursAvailable,
        industries: profiles.industries,
        skills: profiles.skills,
        viewedAt: advisorProfileViews.viewedAt,
      })
      .from(profiles)
      .leftJoin(
        advisorProfileViews,
        and(
          eq(advisorProfileViews.advisorId, profiles.id),
          eq(advisorProfileViews.companyUserId, companyUserId),
        ),
      )
      .where(inArray(profiles.id, ids)),
  ]);
  return new Map(
    rows.flatMap((row) => {
      const as = seen.get(row.id)!;
      if (as.hidden) return [];
      const industries = firstOf(row.industries, SEARCH_CARD_INDUSTRIES);
      const skills = firstOf(row.skills, SEARCH_CARD_SKILLS);
      return [
        [
          row.id,
          {
            id: row.id,
            name: advisorNameFor(as, row),
            confidential: !as.revealed,
            photoUrl: as.revealed ? row.photoUrl : null,
            city: row.city,
            country: row.country,
            yearsExperience: row.yearsExperience,
            hoursAvailable: row.hoursAvailable,
            industries: industries.shown,
            moreIndustries: industries.more,
            skills: skills.shown,
            moreSkills: skills.more,
            viewed: row.viewedAt !== null,
            allSkills: row.skills ?? [],
          },
        ] as const,
      ];
    }),
  );
}

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The public field set; links only when the advisor chose to be public (they are on the public page then). A
 * confidential advisor not yet revealed to this company (decision 044) shows their anonymous title and nothing that
 * names them or their companies: no photo, biography or links.
 */
function toSearchedProfile(row: ProfileRow, as: AdvisorAsSeen): SearchedAdvisorProfile {
  const { revealed } = as;
  // The links and public page only of a revealed advisor who shows them on their public profile.
  const shown = revealed && row.isPublic;
  return {
    id: row.id,
    name: advisorNameFor(as, row),
    confidential: !revealed,
    photoUrl: revealed ? row.photoUrl : null,
    city: row.city,
    country: row.country,
    yearsExperience: row.yearsExperience,
    hoursAvailable: row.hoursAvailable,
    workPreference: row.workPreference,
    availableToWork: row.availableToWork,
    compensationPreference: row.compensationPreference,
    industries: row.industries,
    skills: row.skills,
    biography: revealed ? row.biography : null,
    linkedinUrl: shown ? row.linkedinUrl : null,
    calendlyLink: shown ? row.calendlyLink : null,
    publicProfileSlug: shown ? row.publicProfileSlug : null,
  };
}

export async function openAdvisorProfile(
  deps: { db: Db; now: Date },
  { actor, advisorId }: { actor: SessionUser | null; advisorId: string },
): Promise<AdvisorProfileView> {
  const { db, now } = deps;
  const { account: user } = await requireCompletedCompany(db, actor, 'search');
  if (!isUuid(advisorId)) throw notFound(COMPANY_ERROR_MESSAGES.searchedAdvisorNotFound);
  const advisor = await db.query.profiles.findFirst({
    where: and(
      eq(profiles.id, advisorId.toLowerCase()),
      eq(profiles.role, 'advisor'),
      eq(profiles.profileCompleted, true),
    ),
  });
  // A block either way hides the advisor from this company (features/messaging), as in the search results.
  if (!advisor || !(await mayReach(db, user.id, advisor.id)))
    throw notFound(COMPANY_ERROR_MESSAGES.searchedAdvisorNotFound);
  // An advisor who named this company is missing to it, before any view is counted (decision 044).
  const as = await requireAdvisorVisibleTo(db, {
    companyUserId: user.id,
    advisorId: advisor.id,
    message: COMPANY_ERROR_MESSAGES.searchedAdvisorNotFound,
  });
  const access = await getAccess(db, { userId: user.id, now });

  await db.transaction(async (tx) => {
    // One company's openings are serialized on its profile row, so two tabs cannot both take the last free view.
    await tx
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(eq(companyProfiles.userId, user.id))
      .for('update');
    const [seen] = await tx
      .select({ advisorId: advisorProfileViews.advisorId })
      .from(advisorProfileViews)
      .where(
        and(eq(advisorProfileViews.companyUserId, user.id), eq(advisorProfileViews.advisorId, advisor.id)),
      );
    if (seen) return; // Re-opening a profile already seen is free.
    if (!access.hasActiveSubscription) {
      const [{ viewed } = { viewed: 0 }] = await tx
        .select({ viewed: count() })
        .from(advisorProfileViews)
        .where(eq(advisorProfileViews.companyUserId, user.id));
      if (viewed >= LIMITS.freeAdvisorProfileViews) {
        throw new AppError('SUBSCRIPTION_REQUIRED', COMPANY_ERROR_MESSAGES.profileLimitReached);
      }
    }
    await tx
      .insert(advisorProfileViews)
      .values({ companyUserId: user.id, advisorId: advisor.id, viewedAt: now })
      .onConflictDoNothing();
  });

  return {
    advisor: toSearchedProfile(advisor, as),
    ...(await getViewAllowance(db, { userId: user.id, now })),
  };
}
