import { describe, expect, it } from 'vitest';
import {
  FAST_GRID,
  addMonths,
  boardCoverage,
  fastPlacement,
  fastRowFor,
  fastStageOf,
  formatPercent,
  termsEndingSoon,
} from '@shared/board-matrix';
import { BoardMatrixInputSchema, BOARD_MATRIX_MESSAGES } from '@shared/schemas/board-matrix';

const member = (name: string, skills: string[], termEndsOn: string | null = null) => ({
  name,
  skills,
  termEndsOn,
});

describe('board coverage and gaps', () => {
  it('a gap is a needed skill (chips or targets) no member covers', () => {
    const result = boardCoverage(
      ['Financial Management', 'Legal', 'Technology'],
      ['Mergers & Acquisitions', 'Legal'],
      [member('AB', ['Technology', 'Marketing']), member('CD', ['Legal'])],
    );
    expect(result.covered).toEqual(['Legal', 'Technology']);
    expect(result.gaps).toEqual(['Financial Management', 'Mergers & Acquisitions']);
    // Rows: the needed skills first, then what members hold beyond them.
    expect(result.rows).toEqual([
      'Financial Management',
      'Legal',
      'Technology',
      'Mergers & Acquisitions',
      'Marketing',
    ]);
  });

  it('compares labels case-insensitively and ignores blanks and repeats', () => {
    const result = boardCoverage(['legal ', 'Legal', ''], [], [member('X', ['LEGAL'])]);
    expect(result.gaps).toEqual([]);
    expect(result.covered).toEqual(['legal']);
  });

  it('has no gaps without members (no matrix: matching ignores the board)', () => {
    expect(boardCoverage(['Legal'], ['Compliance'], []).gaps).toEqual([]);
  });
});

describe('terms ending within 12 months', () => {
  const today = '2026-11-28';
  const members = [
    member('ends today', [], '2026-11-28'),
    member('ended', [], '2026-11-27'),
    member('last day of window', [], '2027-11-28'),
    member('just outside', [], '2027-11-29'),
    member('soon', [], '2027-01-15'),
    member('no date', [], null),
  ];

  it('lists terms from today to today + 12 months inclusive, soonest first', () => {
    expect(termsEndingSoon(members, today).map((m) => m.name)).toEqual([
      'ends today',
      'soon',
      'last day of window',
    ]);
  });

  it('adds months clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-11-28', 12)).toBe('2027-11-28');
  });
});

describe('the FAST grid lookup', () => {
  it('maps funding stages to FAST stages, and none for a public company or no stage', () => {
    expect(fastStageOf('Pre-seed')).toBe('Idea');
    expect(fastStageOf('Seed')).toBe('Startup');
    expect(fastStageOf('Series A')).toBe('Growth');
    expect(fastStageOf('Series C')).toBe('Growth');
    expect(fastStageOf('Public')).toBeNull();
    expect(fastStageOf(null)).toBeNull();
  });

  it('returns the published row (percent, by engagement level)', () => {
    expect(fastRowFor('Pre-seed')?.percents).toEqual({ Standard: 0.25, Strategic: 0.5, Expert: 1 });
    expect(fastRowFor('Seed')?.percents).toEqual({ Standard: 0.2, Strategic: 0.4, Expert: 0.8 });
    expect(FAST_GRID.Growth).toEqual({ Standard: 0.15, Strategic: 0.3, Expert: 0.6 });
  });

  it('places a role’s equity on its row', () => {
    const row = FAST_GRID.Startup;
    expect(fastPlacement(0.2, row)).toBe('at the Standard level');
    expect(fastPlacement(0.1, row)).toBe('below the Standard level');
    expect(fastPlacement(0.3, row)).toBe('between Standard and Strategic');
    expect(fastPlacement(0.5, row)).toBe('between Strategic and Expert');
    expect(fastPlacement(1.5, row)).toBe('above the Expert level');
  });

  it('formats percents without trailing zeros', () => {
    expect(formatPercent(0.25)).toBe('0.25 %');
    expect(formatPercent(0.5)).toBe('0.5 %');
    expect(formatPercent(1)).toBe('1 %');
  });
});

describe('the matrix input', () => {
  it('refuses a matrix with no members, by field', () => {
    const result = BoardMatrixInputSchema.safeParse({ members: [], targetSkills: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['members'],
      message: BOARD_MATRIX_MESSAGES.noMembers,
    });
  });

  it('refuses an impossible term date and accepts a blank one', () => {
    const bad = BoardMatrixInputSchema.safeParse({ members: [{ name: 'AB', termEndsOn: '2027-02-30' }] });
    expect(bad.error?.issues[0]?.path).toEqual(['members', 0, 'termEndsOn']);
    const blank = BoardMatrixInputSchema.parse({ members: [{ name: ' AB ', termEndsOn: '' }] });
    expect(blank.members[0]).toEqual({ name: 'AB', skills: [], termEndsOn: null });
  });
});
