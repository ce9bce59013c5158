// Board seats (issue #35 part 1, decision 050): the advisor adds, edits, hides, ends and deletes seats; the public
// page and the data export read them. A hidden seat is read only by `findMySeats` and the export (the advisor's own);
// every other reader asks `findVisibleSeats`.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  BOARD_SEAT_LIMITS,
  BOARD_SEAT_MESSAGES,
  type BoardSeat,
  type BoardSeatValues,
  type MyBoardSeats,
  type PublicBoardSeat,
} from '@shared/schemas/board-seats';
import { seatKeys } from '@shared/board-conflicts';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { boardSeats, profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { requireRole } from '../../middleware/session';
import { overboardingSummary } from './board-checks';

export type SeatRow = typeof boardSeats.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The calendar day of `now` (UTC), as the seat dates are stored. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Begun and not ended: an end date of today or earlier has ended the seat. */
export const isCurrentSeat = (seat: Pick<SeatRow, 'startDate' | 'endDate'>, today: string) =>
  seat.startDate <= today && (seat.endDate === null || seat.endDate > today);

export function toBoardSeat(row: SeatRow, today: string): BoardSeat {
  return {
    id: row.id,
    companyName: row.companyName,
    companyWebsite: row.companyWebsite,
    role: row.role as BoardSeat['role'],
    listed: row.listed,
    exchange: row.exchange,
    country: row.country,
    industry: row.industry,
    committees: row.committees,
    startDate: row.startDate,
    endDate: row.endDate,
    hidden: row.hidden,
    current: isCurrentSeat(row, today),
  };
}

const toPublicSeat = (row: SeatRow, today: string): PublicBoardSeat => {
  const { hidden: _hidden, ...seat } = toBoardSeat(row, today);
  return seat;
};

/** Current seats first, then the latest begun first. */
const bySeatOrder = (today: string) => (a: SeatRow, b: SeatRow) =>
  Number(isCurrentSeat(b, today)) - Number(isCurrentSeat(a, today)) || b.startDate.localeCompare(a.startDate);

/** Every seat of the advisor, hidden ones included: only for the advisor themself. */
export async function findAllSeatRows(db: Reader, advisorId: string): Promise<SeatRow[]> {
  return db
    .select()
    .from(boardSeats)
    .where(eq(boardSeats.advisorId, advisorId))
    .orderBy(desc(boardSeats.startDate), asc(boardSeats.createdAt));
}

/** The seats anyone else may see (public page, companies): never a hidden one. */
export async function findVisibleSeatRows(db: Reader, advisorIds: readonly string[]): Promise<SeatRow[]> {
  if (advisorIds.length === 0) return [];
  return db
    .select()
    .from(boardSeats)
    .where(and(inArray(boardSeats.advisorId, [...new Set(advisorIds)]), eq(boardSeats.hidden, false)))
    .orderBy(desc(boardSeats.startDate), asc(boardSeats.createdAt));
}

/** The public page's seats: not hidden, current first. */
export async function findPublicSeats(db: Reader, advisorId: string, now: Date): Promise<PublicBoardSeat[]> {
  const today = dayOf(now);
  const rows = await findVisibleSeatRows(db, [advisorId]);
  return rows.sort(bySeatOrder(today)).map((row) => toPublicSeat(row, today));
}

/** For "Export my data": every seat, hidden ones included (they are the advisor's own). */
export async function exportMySeats(db: Reader, userId: string, now: Date): Promise<BoardSeat[]> {
  const today = dayOf(now);
  return (await findAllSeatRows(db, userId)).map((row) => toBoardSeat(row, today));
}

export async function findMySeats(
  deps: { db: Db; now: Date },
  { actor }: { actor: SessionUser | null },
): Promise<MyBoardSeats> {
  const advisor = requireRole(actor, 'advisor');
  const today = dayOf(deps.now);
  const rows = (await findAllSeatRows(deps.db, advisor.id)).sort(bySeatOrder(today));
  return {
    items: rows.map((row) => toBoardSeat(row, today)),
    overboarding: overboardingSummary(rows, today, { reader: 'advisor' }),
    maxSeats: BOARD_SEAT_LIMITS.seats,
  };
}

/** The checks zod cannot make: a seat starts today or earlier (the form checks the same with the browser's day). */
function requireSeatDates(input: BoardSeatValues, today: string) {
  if (input.startDate > today) {
    throw new AppError('VALIDATION_FAILED', BOARD_SEAT_MESSAGES.startInFuture, [
      { path: 'startDate', message: BOARD_SEAT_MESSAGES.startInFuture },
    ]);
  }
}

const seatValues = (input: BoardSeatValues) => ({
  companyName: input.companyName,
  companyWebsite: input.companyWebsite,
  companyKeys: seatKeys(input),
  role: input.role,
  listed: input.listed,
  exchange: input.listed ? input.exchange : null,
  country: input.country,
  industry: input.industry,
  committees: input.committees,
  startDate: input.startDate,
  endDate: input.endDate,
  hidden: input.hidden,
});

export async function createSeat(
  deps: { db: Db; now: Date },
  { actor, input }: { actor: SessionUser | null; input: BoardSeatValues },
): Promise<BoardSeat> {
  const advisor = requireRole(actor, 'advisor');
  const today = dayOf(deps.now);
  requireSeatDates(input, today);
  return deps.db.transaction(async (tx) => {
    const profile = await tx.query.profiles.findFirst({
      where: eq(profiles.id, advisor.id),
      columns: { id: true },
    });
    // The profile row is made on the first visit to /my-profile, where the seats are added.
    if (!profile) throw new AppError('NOT_FOUND', 'Open My Profile once before adding a seat.');
    // Serialises two adds of the same advisor, so the limit holds under a double click.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, advisor.id)).for('update');
    const [held] = await tx
      .select({ total: count() })
      .from(boardSeats)
      .where(eq(boardSeats.advisorId, advisor.id));
    if ((held?.total ?? 0) >= BOARD_SEAT_LIMITS.seats) {
      throw new AppError('BOARD_SEAT_LIMIT', BOARD_SEAT_MESSAGES.seatLimit);
    }
    const [row] = await tx
      .insert(boardSeats)
      .values({ advisorId: advisor.id, ...seatValues(input), createdAt: deps.now, updatedAt: deps.now })
      .returning();
    return toBoardSeat(row!, today);
  });
}

export async function updateSeat(
  deps: { db: Db; now: Date },
  { actor, seatId, input }: { actor: SessionUser | null; seatId: string; input: BoardSeatValues },
): Promise<BoardSeat> {
  const advisor = requireRole(actor, 'advisor');
  const today = dayOf(deps.now);
  requireSeatDates(input, today);
  const [row] = await deps.db
    .update(boardSeats)
    .set({ ...seatValues(input), updatedAt: deps.now })
    .where(and(eq(boardSeats.id, seatId), eq(boardSeats.advisorId, advisor.id)))
    .returning();
  if (!row) throw notFound(BOARD_SEAT_MESSAGES.notFound);
  return toBoardSeat(row, today);
}

export async function deleteSeat(
  deps: { db: Db },
  { actor, seatId }: { actor: SessionUser | null; seatId: string },
): Promise<void> {
  const advisor = requireRole(actor, 'advisor');
  const [row] = await deps.db
    .delete(boardSeats)
    .where(and(eq(boardSeats.id, seatId), eq(boardSeats.advisorId, advisor.id)))
    .returning({ id: boardSeats.id });
  if (!row) throw notFound(BOARD_SEAT_MESSAGES.notFound);
}
