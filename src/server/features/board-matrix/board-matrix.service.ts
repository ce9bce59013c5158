// The company's board skills matrix (issue #35 part 4, decision 051): read, replace, remove; and the gaps of many
// companies at once for matching and advisor search. Members are the company's own description of its board (no
// accounts). Authorization: the matrix is the signed-in company's own, found by its company id only.
import { asc, eq, inArray } from 'drizzle-orm';
import { addMonths, boardCoverage, dayOf, termsEndingSoon } from '@shared/board-matrix';
import {
  BOARD_MATRIX_MESSAGES,
  type BoardMatrix,
  type BoardMatrixValues,
} from '@shared/schemas/board-matrix';
import type { FieldIssue } from '@shared/errors';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { boardMatrices, boardMembers, companyProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireCompletedCompany } from '../../lib/company-actor';
import type { JobQueue } from '../../lib/queue/job-queue';

interface Deps {
  db: Db;
  now: Date;
}

/** Writes that change the gaps also queue the rescoring of the company's stored applicant fits (a trigger made them stale). */
interface WriteDeps extends Deps {
  queue: JobQueue;
}

const TERM_MAX_YEARS = 10;

async function readMatrix(db: Db, companyId: string, skillsNeeded: readonly string[], now: Date) {
  const [matrix] = await db.select().from(boardMatrices).where(eq(boardMatrices.companyId, companyId));
  const members = matrix
    ? await db
        .select({
          id: boardMembers.id,
          name: boardMembers.name,
          skills: boardMembers.skills,
          termEndsOn: boardMembers.termEndsOn,
        })
        .from(boardMembers)
        .where(eq(boardMembers.companyId, companyId))
        .orderBy(asc(boardMembers.position))
    : [];
  const targetSkills = matrix?.targetSkills ?? [];
  const coverage = boardCoverage(skillsNeeded, targetSkills, members);
  return {
    exists: Boolean(matrix),
    members,
    targetSkills,
    skillsNeeded: [...skillsNeeded],
    ...coverage,
    termsEnding: termsEndingSoon(members, dayOf(now)),
    updatedAt: matrix ? matrix.updatedAt.toISOString() : null,
  } satisfies BoardMatrix;
}

export async function getBoardMatrix(
  { db, now }: Deps,
  { actor }: { actor: SessionUser | null },
): Promise<BoardMatrix> {
  // Colleagues who hire read it (the search ranks by its gaps); the profile's editors change it (decision 048).
  const { company } = await requireCompletedCompany(db, actor, 'positions');
  return readMatrix(db, company.id, company.skillsNeeded, now);
}

/** Term dates must lie ahead (a past term is not a current seat) and within ten years; issues by field. */
function checkTerms(input: BoardMatrixValues, now: Date): void {
  const today = dayOf(now);
  const latest = addMonths(today, TERM_MAX_YEARS * 12);
  const issues = input.members.flatMap((m, i): FieldIssue[] => {
    if (!m.termEndsOn) return [];
    if (m.termEndsOn < today)
      return [{ path: `members.${i}.termEndsOn`, message: BOARD_MATRIX_MESSAGES.termEnded }];
    if (m.termEndsOn > latest)
      return [{ path: `members.${i}.termEndsOn`, message: BOARD_MATRIX_MESSAGES.termTooFar }];
    return [];
  });
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
}

/** Replaces the whole matrix (members in the order given) in one transaction; bad input changes nothing. */
export async function saveBoardMatrix(
  { db, now, queue }: WriteDeps,
  { actor, input }: { actor: SessionUser | null; input: BoardMatrixValues },
): Promise<BoardMatrix> {
  const { company } = await requireCompletedCompany(db, actor, 'profile');
  checkTerms(input, now);
  await db.transaction(async (tx) => {
    await tx
      .insert(boardMatrices)
      .values({ companyId: company.id, targetSkills: input.targetSkills, updatedAt: now })
      .onConflictDoUpdate({
        target: boardMatrices.companyId,
        set: { targetSkills: input.targetSkills, updatedAt: now },
      });
    await tx.delete(boardMembers).where(eq(boardMembers.companyId, company.id));
    await tx.insert(boardMembers).values(
      input.members.map((m, position) => ({
        companyId: company.id,
        position,
        name: m.name,
        skills: m.skills,
        termEndsOn: m.termEndsOn ?? null,
      })),
    );
    await queue.send('application-fits', {}, { tx });
  });
  queue.wake('application-fits');
  return readMatrix(db, company.id, company.skillsNeeded, now);
}

/** Removes the matrix and its members (matching then ignores the board again). */
export async function deleteBoardMatrix(
  { db, queue }: Omit<WriteDeps, 'now'>,
  { actor }: { actor: SessionUser | null },
): Promise<void> {
  const { company } = await requireCompletedCompany(db, actor, 'profile');
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(boardMatrices)
      .where(eq(boardMatrices.companyId, company.id))
      .returning({ id: boardMatrices.companyId });
    if (rows.length > 0) await queue.send('application-fits', {}, { tx });
    return rows;
  });
  if (removed.length === 0) throw new AppError('NOT_FOUND', BOARD_MATRIX_MESSAGES.notFound);
  queue.wake('application-fits');
}

/**
 * The board gaps of each listed company that has a matrix with members (two queries whatever the count). A
 * company without a matrix is absent from the map: matching and search then score exactly as before.
 */
export async function findBoardGaps(db: Db, companyIds: readonly string[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(companyIds)];
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const matrices = await db
    .select({
      companyId: boardMatrices.companyId,
      targetSkills: boardMatrices.targetSkills,
      skillsNeeded: companyProfiles.skillsNeeded,
    })
    .from(boardMatrices)
    .innerJoin(companyProfiles, eq(companyProfiles.id, boardMatrices.companyId))
    .where(inArray(boardMatrices.companyId, ids));
  if (matrices.length === 0) return out;
  const members = await db
    .select({ companyId: boardMembers.companyId, skills: boardMembers.skills })
    .from(boardMembers)
    .where(
      inArray(
        boardMembers.companyId,
        matrices.map((m) => m.companyId),
      ),
    );
  for (const m of matrices) {
    const own = members.filter((row) => row.companyId === m.companyId);
    const { gaps } = boardCoverage(m.skillsNeeded, m.targetSkills, own);
    if (gaps.length) out.set(m.companyId, gaps);
  }
  return out;
}

/**
 * Roles read for matching, each with its company's board gaps (`boardGaps`) where it has some, and without the
 * `companyId` column read for it: what a match run and an applicant's fit both score.
 */
export async function withBoardGaps<Row extends { companyId: string | null }>(
  db: Db,
  rows: readonly Row[],
): Promise<(Omit<Row, 'companyId'> & { boardGaps?: string[] })[]> {
  const gaps = await findBoardGaps(
    db,
    rows.flatMap((row) => (row.companyId ? [row.companyId] : [])),
  );
  return rows.map(({ companyId, ...role }) => {
    const boardGaps = companyId ? gaps.get(companyId) : undefined;
    return boardGaps ? { ...role, boardGaps } : role;
  });
}
