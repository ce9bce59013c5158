import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('shows the single page when there is one page', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('shows every page up to seven pages', () => {
    expect(paginationRange(1, 2)).toEqual([1, 2]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('fills the start window while the current page is near the start', () => {
    for (const page of [1, 2, 3, 4]) {
      expect(paginationRange(page, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    }
  });

  it('centres the current page with a neighbour on each side in the middle', () => {
    expect(paginationRange(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationRange(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
  });

  it('fills the end window while the current page is near the end', () => {
    for (const page of [17, 18, 19, 20]) {
      expect(paginationRange(page, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    }
  });

  it('handles the smallest count that needs ellipses', () => {
    expect(paginationRange(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationRange(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(paginationRange(8, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  it('always returns seven items once there are more than seven pages', () => {
    for (const pageCount of [8, 9, 12, 50]) {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = paginationRange(page, pageCount);
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(pageCount);
      }
    }
  });

  it('never shows an ellipsis that hides a single page', () => {
    for (let page = 1; page <= 12; page += 1) {
      const items = paginationRange(page, 12);
      items.forEach((item, index) => {
        if (item !== 'ellipsis') return;
        const before = items[index - 1];
        const after = items[index + 1];
        expect(typeof before === 'number' && typeof after === 'number' && after - before > 2).toBe(true);
      });
    }
  });

  it('clamps an out-of-range or fractional page', () => {
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
    expect(paginationRange(10.7, 20)).toEqual(paginationRange(10, 20));
  });
});
