// The P@5 ceiling beside P@5 (decision 056): what the grades allow, whatever the ranking.
import { describe, expect, it } from 'vitest';
import { p5Ceiling, precisionAt } from './metrics';

describe('the P@5 ceiling', () => {
  it('is the share of five places that roles graded 2 or 3 can fill', () => {
    expect(p5Ceiling({ a: 3, b: 2, c: 1, d: 0 })).toBe(0.4);
    expect(p5Ceiling({ a: 3, b: 3, c: 2, d: 2, e: 3, f: 2, g: 3 })).toBe(1);
    expect(p5Ceiling({})).toBe(0);
  });

  it('bounds P@5 for every ranking, and the best ranking reaches it', () => {
    const grades = { a: 3, b: 2, c: 1, d: 0, e: 0, f: 1 } as const;
    const best = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(precisionAt(5, best, grades)).toBe(p5Ceiling(grades));
    expect(precisionAt(5, ['c', 'd', 'a', 'e', 'f', 'b'], grades)).toBeLessThanOrEqual(p5Ceiling(grades));
  });
});
