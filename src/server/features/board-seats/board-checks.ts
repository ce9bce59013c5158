// The checks before an application or an invitation (issue #35 parts 2–3, decision 050): what one more listed board
// would mean by each proxy adviser's limit, and the conflict flags. Both inform; nothing here ever refuses an
// application or an invitation. What a company is shown is built from the seats the advisor did not hide, and from
// nothing that names them while confidential mode keeps them anonymous to it (decision 044).
import { and, eq, inArray } from 'drizzle-orm';
import {
  findConflicts,
  type CompanyFacts,
  type ConflictMatch,
  type SeatFacts,
} from '@shared/board-conflicts';
import { checkOverboarding, overboardingSentence } from '@shared/overboarding';
import {
  BOARD_SEAT_LIMITS,
  BOARD_SEAT_MESSAGES,
  type BoardCheck,
  type ConflictFlag,
  type Competitors,
} from '@shared/schemas/board-seats';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import { companyMatchKeys } from '@shared/schemas/confidentiality';
import { advisorDisplayName } from '@shared/advisor-name';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { boardSeats, companyCompetitors, companyProfiles, jobs, profiles } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { positionScope, requireCompletedCompany } from '../../lib/company-actor';
import { requireRole } from '../../middleware/session';
import { requireAdvisorVisibleTo } from '../notifications/identity';
// A type-only import: the seats service imports this file's functions, so the values stay one-way.
import type { SeatRow } from './board-seats.service';

type Reader = Pick<Db, 'select' | 'selectDistinct' | 'query'>;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const isCurrent = (seat: Pick<SeatRow, 'startDate' | 'endDate'>, today: string) =>
  seat.startDate <= today && (seat.endDate === null || seat.endDate > today);

/** The key two roles on one board share: the company's name as confidential mode normalises it. */
const companyKey = (name: string) => companyMatchKeys(name)[0] ?? name.trim().toLowerCase();

/** The overboarding figures for `rows` (the reader's own view of them): current seats only. */
export function overboardingSummary(
  rows: readonly SeatRow[],
  today: string,
  { reader, newCompanyName }: { reader: 'advisor' | 'company'; newCompanyName?: string | null },
): NonNullable<BoardCheck['overboarding']> {
  const result = checkOverboarding(
    rows
      .filter((row) => isCurrent(row, today))
      .map((row) => ({ companyKey: companyKey(row.companyName), role: row.role, listed: row.listed })),
    { newCompanyKey: newCompanyName ? companyKey(newCompanyName) : null },
  );
  return {
    listedBoards: result.listedBoards,
    listedExecutive: result.listedExecutive,
    notices: result.notices.map((notice) => ({
      policy: notice.policy,
      name: notice.name,
      year: notice.year,
      sourceUrl: notice.sourceUrl,
      maxBoards: notice.maxBoards,
      boardsAfter: notice.boardsAfter,
      level: notice.level,
      sentence: overboardingSentence(notice, reader),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The company's competitors

export async function findCompetitorEntries(db: Reader, companyUserId: string): Promise<string[]> {
  const [row] = await db
    .select({ entries: companyCompetitors.entries })
    .from(companyCompetitors)
    .where(eq(companyCompetitors.companyUserId, companyUserId));
  return row?.entries ?? [];
}

export async function getMyCompetitors(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<Competitors> {
  // The company's list, kept under its account; the profile's editors change it (decision 048).
  const { account } = await requireCompletedCompany(db, actor, 'positions');
  return {
    competitors: await findCompetitorEntries(db, account.id),
    maxCompetitors: BOARD_SEAT_LIMITS.competitors,
  };
}

export async function updateMyCompetitors(
  deps: { db: Db; now: Date },
  { actor, competitors }: { actor: SessionUser | null; competitors: string[] },
): Promise<Competitors> {
  const { account } = await requireCompletedCompany(deps.db, actor, 'profile');
  const values = { entries: competitors, updatedAt: deps.now };
  await deps.db
    .insert(companyCompetitors)
    .values({ companyUserId: account.id, ...values })
    .onConflictDoUpdate({ target: companyCompetitors.companyUserId, set: values });
  return { competitors, maxCompetitors: BOARD_SEAT_LIMITS.competitors };
}

// ---------------------------------------------------------------------------------------------------------------
// Facts about the position's company

interface PositionFacts {
  jobId: string;
  companyName: string;
  boardListed: boolean;
  company: CompanyFacts;
}

/**
 * The facts of the position with its company's profile and competitors, in one statement (decision 057: three
 * reads one after another before); null when the position does not exist.
 */
async function positionFacts(db: Reader, jobId: string): Promise<PositionFacts | null> {
  const [row] = await db
    .select({
      jobId: jobs.id,
      jobCompanyName: jobs.companyName,
      jobCompanyUrl: jobs.companyUrl,
      industry: jobs.industry,
      jobCountry: jobs.country,
      boardListed: jobs.boardListed,
      profileCompanyName: companyProfiles.companyName,
      websiteUrl: companyProfiles.websiteUrl,
      industries: companyProfiles.industries,
      profileCountry: companyProfiles.country,
      competitors: companyCompetitors.entries,
    })
    .from(jobs)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.postedBy))
    .leftJoin(companyCompetitors, eq(companyCompetitors.companyUserId, jobs.postedBy))
    .where(eq(jobs.id, jobId));
  if (!row) return null;
  const companyName = row.jobCompanyName || row.profileCompanyName || 'This company';
  return {
    jobId: row.jobId,
    companyName,
    boardListed: row.boardListed,
    company: {
      identity: [row.profileCompanyName, row.websiteUrl, row.jobCompanyName, row.jobCompanyUrl].filter(
        (value): value is string => Boolean(value),
      ),
      competitors: row.competitors ?? [],
      industries: [...(row.industries ?? []), ...(row.industry ? [row.industry] : [])],
      country: row.profileCountry ?? row.jobCountry,
    },
  };
}

const toFacts = (row: SeatRow): SeatFacts => ({
  id: row.id,
  companyName: row.companyName,
  companyWebsite: row.companyWebsite,
  role: row.role,
  listed: row.listed,
  industry: row.industry,
  country: row.country,
});

const ROLE_PHRASES: Record<string, string> = {
  chair: 'the chair',
  non_executive_director: 'a non-executive director',
  committee_chair: 'a committee chair',
  advisor: 'an advisor',
  observer: 'a board observer',
  ceo: 'the chief executive',
  executive: 'an executive officer',
};
const rolePhrase = (role: string) => ROLE_PHRASES[role] ?? 'a member';

/** The fact a flag rests on, for the advisor (every seat of theirs, hidden ones said to be unseen by the company). */
function advisorFact(match: ConflictMatch, companyName: string, hidden: boolean): string {
  const seat = match.seat;
  const unseen = hidden ? ' This seat is hidden on your profile, so the company is not shown this flag.' : '';
  if (match.kind === 'competitor') {
    return (
      `${companyName} lists “${match.competitor}” as a competitor, and you are ${rolePhrase(seat.role)} at ` +
      `${seat.companyName}.${unseen}`
    );
  }
  return (
    `You are ${rolePhrase(seat.role)} at ${seat.companyName}, a listed ${match.industry} company in ` +
    `${match.country}: the same industry and market as ${companyName}.${unseen}`
  );
}

/** The fact for a company: named when the advisor's identity is revealed to it, else without the seat's company. */
function companyFact(match: ConflictMatch, advisorName: string | null): string {
  const seat = match.seat;
  if (advisorName === null) {
    return match.kind === 'competitor'
      ? 'This advisor holds a current role at a company on your competitor list. They are in confidential mode: ' +
          'the company is named once they apply or accept your invitation.'
      : `This advisor holds a current seat at a listed ${match.industry} company in ${match.country}, your ` +
          'industry and market. They are in confidential mode: the company is named once they apply or accept.';
  }
  if (match.kind === 'competitor') {
    return (
      `${advisorName} is ${rolePhrase(seat.role)} at ${seat.companyName}, which you list as a competitor ` +
      `(“${match.competitor}”).`
    );
  }
  return (
    `${advisorName} is ${rolePhrase(seat.role)} at ${seat.companyName}, a listed ${match.industry} company in ` +
    `${match.country}: your industry and market.`
  );
}

function checkFor(
  rows: readonly SeatRow[],
  facts: PositionFacts,
  today: string,
  reader: { kind: 'advisor' } | { kind: 'company'; advisorName: string | null },
): BoardCheck {
  const current = rows.filter((row) => isCurrent(row, today));
  const hiddenIds = new Set(rows.filter((row) => row.hidden).map((row) => row.id));
  const conflicts: ConflictFlag[] = findConflicts(current.map(toFacts), facts.company).map((match) => ({
    kind: match.kind,
    fact:
      reader.kind === 'advisor'
        ? advisorFact(match, facts.companyName, hiddenIds.has(match.seat.id))
        : companyFact(match, reader.advisorName),
  }));
  return {
    listedBoard: facts.boardListed,
    overboarding: facts.boardListed
      ? overboardingSummary(rows, today, { reader: reader.kind, newCompanyName: facts.companyName })
      : null,
    conflicts,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The three places the checks show

/** The advisor, before applying to a role: their own view (hidden seats included; they are theirs). */
export async function checkBeforeApplying(
  deps: { db: Db; now: Date },
  { actor, jobId }: { actor: SessionUser | null; jobId: string },
): Promise<BoardCheck> {
  const advisor = requireRole(actor, 'advisor');
  const job = await deps.db.query.jobs.findFirst({ where: and(eq(jobs.id, jobId), eq(jobs.isActive, true)) });
  if (!job) throw notFound(BOARD_SEAT_MESSAGES.jobNotFound);
  const [facts, rows] = await Promise.all([
    positionFacts(deps.db, job.id),
    deps.db.select().from(boardSeats).where(eq(boardSeats.advisorId, advisor.id)),
  ]);
  if (!facts) throw notFound(BOARD_SEAT_MESSAGES.jobNotFound);
  return checkFor(rows, facts, dayOf(deps.now), { kind: 'advisor' });
}

/** The company, before inviting an advisor to one of its positions: visible seats only, named only once revealed. */
export async function checkBeforeInviting(
  deps: { db: Db; now: Date },
  { actor, advisorId, jobId }: { actor: SessionUser | null; advisorId: string; jobId: string },
): Promise<BoardCheck> {
  const member = await requireCompletedCompany(deps.db, actor, 'positions');
  const job = await deps.db.query.jobs.findFirst({
    where: and(eq(jobs.id, jobId), positionScope(member)),
  });
  if (!job) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  const profile = await deps.db.query.profiles.findFirst({
    where: and(eq(profiles.id, advisorId), eq(profiles.role, 'advisor')),
  });
  if (!profile) throw notFound(COMPANY_ERROR_MESSAGES.advisorNotFound);
  // A company the advisor named never meets them: the same 404 as an advisor who does not exist (decision 044).
  const seen = await requireAdvisorVisibleTo(deps.db, {
    companyUserId: member.account.id,
    advisorId,
    message: COMPANY_ERROR_MESSAGES.advisorNotFound,
  });
  const [facts, rows] = await Promise.all([
    positionFacts(deps.db, job.id),
    deps.db
      .select()
      .from(boardSeats)
      .where(and(eq(boardSeats.advisorId, advisorId), eq(boardSeats.hidden, false))),
  ]);
  if (!facts) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  const advisorName = seen.revealed ? advisorDisplayName(profile, 'This advisor') : null;
  return checkFor(rows, facts, dayOf(deps.now), { kind: 'company', advisorName });
}

/**
 * The company's applicants page: the checks of every card shown, read with the page (decision 050, 2026-11-28) —
 * the position's facts once, the shown advisors' visible seats in one statement. The caller has already chosen the
 * applications with the page's own scope (the member's positions; an interviewer's assigned ones), so nothing here
 * widens what the company reads. An application reveals the advisor to the company, so the flags name them.
 */
export async function findApplicantChecks(
  db: Reader,
  {
    jobId,
    now,
    applicants,
  }: {
    jobId: string;
    now: Date;
    applicants: readonly { applicationId: string; advisorId: string; advisorName: string }[];
  },
): Promise<Map<string, BoardCheck>> {
  const checks = new Map<string, BoardCheck>();
  if (applicants.length === 0) return checks;
  const advisorIds = [...new Set(applicants.map((applicant) => applicant.advisorId))];
  // The position's facts and the advisors' seats at once: two statements, whatever the number of applicants.
  const [facts, rows] = await Promise.all([
    positionFacts(db, jobId),
    db
      .select()
      .from(boardSeats)
      .where(and(inArray(boardSeats.advisorId, advisorIds), eq(boardSeats.hidden, false))),
  ]);
  if (!facts) return checks;
  const seatsOf = new Map<string, SeatRow[]>();
  for (const row of rows) {
    const list = seatsOf.get(row.advisorId);
    if (list) list.push(row);
    else seatsOf.set(row.advisorId, [row]);
  }
  const today = dayOf(now);
  for (const applicant of applicants) {
    checks.set(
      applicant.applicationId,
      checkFor(seatsOf.get(applicant.advisorId) ?? [], facts, today, {
        kind: 'company',
        advisorName: applicant.advisorName,
      }),
    );
  }
  return checks;
}
