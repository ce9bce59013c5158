import { describe, expect, it } from 'vitest';
import { CONFIDENCE_PENALTIES, SIGNALS, WEIGHTS, normalizedWeights } from './weights';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('weights', () => {
  it('has one weight per signal, summing to 100', () => {
    expect(Object.keys(WEIGHTS).sort()).toEqual([...SIGNALS].sort());
    expect(sum(Object.values(WEIGHTS))).toBe(100);
    for (const weight of Object.values(WEIGHTS)) expect(weight).toBeGreaterThan(0);
  });

  it('redistributes the semantic weight proportionally when there is no semantic signal', () => {
    const offline = normalizedWeights(false);
    const online = normalizedWeights(true);
    expect(sum(Object.values(offline))).toBeCloseTo(1, 10);
    expect(sum(Object.values(online))).toBeCloseTo(1, 10);
    expect(offline.semantic).toBe(0);
    expect(online.semantic).toBeCloseTo(WEIGHTS.semantic / 100, 10);
    // Proportional: the ratio between any two offline weights is the ratio of the table's weights.
    expect(offline.skills / offline.industry).toBeCloseTo(WEIGHTS.skills / WEIGHTS.industry, 10);
    expect(offline.skills).toBeCloseTo(WEIGHTS.skills / (100 - WEIGHTS.semantic), 10);
  });

  it('keeps a small confidence for an empty profile (penalties sum below 1)', () => {
    const total = sum(Object.values(CONFIDENCE_PENALTIES));
    expect(total).toBeLessThan(1);
    expect(total).toBeGreaterThan(0.9);
  });
});
