import { LIMITS } from '@shared/constants';

export type PaginationItem = number | 'ellipsis';

/** Up to this many pages every number is shown; beyond it the list is always exactly this long. */
const SLOTS = LIMITS.paginationFullUpTo;

/**
 * The page numbers to show for `page` of `pageCount` (both 1-based).
 *
 * - `pageCount <= 7`: every page.
 * - Otherwise always 7 items, so the control never changes width while paging: the first and last page, the
 *   current page with one neighbour on each side, and `'ellipsis'` for each gap. Near either end the window
 *   stretches to fill the slots instead of showing a one-page gap.
 *
 *   page 1–4 of 20:  1 2 3 4 5 … 20
 *   page 10 of 20:   1 … 9 10 11 … 20
 *   page 17–20 of 20: 1 … 16 17 18 19 20
 *
 * Out-of-range or fractional input is normalised (page clamped into 1..pageCount); `pageCount < 1` yields `[]`.
 */
export function paginationRange(page: number, pageCount: number): PaginationItem[] {
  const total = Number.isFinite(pageCount) ? Math.floor(pageCount) : 0;
  if (total < 1) return [];
  if (total <= SLOTS) return range(1, total);

  const current = Math.min(total, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  // first, ellipsis, window…, ellipsis, last: the edge window holds SLOTS - 2 pages.
  const edgeWindow = SLOTS - 2;

  if (current <= edgeWindow - 1) return [...range(1, edgeWindow), 'ellipsis', total];
  if (current >= total - edgeWindow + 2) return [1, 'ellipsis', ...range(total - edgeWindow + 1, total)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
