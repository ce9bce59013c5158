import { describe, expect, it } from 'vitest';
import { prepareAdvisor } from './advisor';
import { buildJobIndex } from './job-index';
import { rankJobsOffline } from './rank';
import { scoreJob } from './score';
import { background, fintechCfo, gamingRole, role } from './test-fixtures';
import type { AdvisorForMatching } from './types';

describe('confidence', () => {
  const missing: [string, Partial<AdvisorForMatching>][] = [
    ['a short biography', { biography: 'Former CFO.' }],
    ['one industry', { industries: ['Finance'] }],
    ['fewer than 5 skills', { skills: ['Finance', 'Fundraising'] }],
    ['no work preference', { workPreference: null }],
    ['no availability', { availableToWork: [] }],
    ['no compensation preference', { compensationPreference: [] }],
    ['no location', { city: null, country: null }],
    ['no years of experience', { yearsExperience: null }],
  ];

  it('is 1 for a complete profile', () => {
    expect(prepareAdvisor(fintechCfo()).confidence).toBe(1);
    expect(scoreJob(fintechCfo(), role()).confidence).toBe(1);
  });

  it.each(missing)('drops with %s', (_, gap) => {
    expect(prepareAdvisor(fintechCfo(gap)).confidence).toBeLessThan(1);
    expect(scoreJob(fintechCfo(gap), role()).confidence).toBeLessThan(1);
  });

  it('drops further with each missing field', () => {
    let profile = fintechCfo();
    let previous = prepareAdvisor(profile).confidence;
    for (const [, gap] of missing) {
      profile = { ...profile, ...gap };
      const next = prepareAdvisor(profile).confidence;
      expect(next).toBeLessThan(previous);
      previous = next;
    }
    expect(previous).toBeLessThan(0.3);
  });

  it('pulls the score of a good role down for a thin profile', () => {
    const full = scoreJob(fintechCfo(), role());
    const thin = scoreJob(fintechCfo({ biography: '', yearsExperience: null, availableToWork: [] }), role());
    expect(thin.score).toBeLessThan(full.score - 15);
  });
});

describe('empty-profile honesty', () => {
  const jobs = [role(), gamingRole(), ...background(20)];

  it.each([
    ['an empty object', {}],
    [
      'nulls everywhere',
      { industries: null, skills: null, biography: null, yearsExperience: null, availableToWork: null },
    ],
    ['empty lists and strings', { industries: [], skills: [], biography: '  ', city: '', country: '' }],
  ])('scores at most 20 on every role for %s', (_, advisor) => {
    const results = rankJobsOffline(advisor as AdvisorForMatching, jobs);
    expect(results).toHaveLength(jobs.length);
    for (const r of results) {
      expect(r.score).toBeLessThanOrEqual(20);
      expect(r.confidence).toBeLessThan(0.1);
    }
  });

  it('keeps a barely started profile low too', () => {
    const started = { industries: ['Finance'], skills: ['Fundraising'] };
    for (const r of rankJobsOffline(started, jobs)) expect(r.score).toBeLessThanOrEqual(40);
  });
});

describe('hard mismatches', () => {
  it('caps an on-site role abroad for a remote-only advisor', () => {
    const result = scoreJob(
      fintechCfo({ availableToWork: ['Remote'] }),
      role({ type: 'on-site', city: 'Boston', country: 'United States' }),
    );
    expect(result.hardMismatch).toBe(true);
    expect(result.score).toBeLessThanOrEqual(5);
  });

  it('lowers (without capping) a pro-bono role for an advisor who accepts only paid work', () => {
    const paidOnly = fintechCfo({ compensationPreference: ['paid'] });
    const paid = scoreJob(paidOnly, role({ compensationType: 'paid' }));
    const unpaid = scoreJob(paidOnly, role({ compensationType: 'pro-bono' }));
    const volunteer = scoreJob(paidOnly, role({ compensationType: null, engagementType: 'volunteer' }));
    for (const result of [unpaid, volunteer]) {
      expect(result.hardMismatch).toBe(false);
      expect(paid.score).toBeGreaterThanOrEqual(80);
      expect(result.score).toBeLessThan(60);
      expect(result.tensions).toContain('An unpaid role; you have not said you work pro bono');
    }
    const willing = scoreJob(
      fintechCfo({ compensationPreference: ['paid', 'pro-bono'] }),
      role({ compensationType: 'pro-bono' }),
    );
    expect(willing.tensions).toEqual([]);
  });

  it('caps a full-time role for an advisor offering under 40 hours a month', () => {
    expect(
      scoreJob(fintechCfo({ hoursAvailable: 20 }), role({ engagementType: 'full-time' })).hardMismatch,
    ).toBe(true);
    expect(
      scoreJob(fintechCfo({ hoursAvailable: 120 }), role({ engagementType: 'full-time' })).hardMismatch,
    ).toBe(false);
  });

  it('is not a hard mismatch when a preference is unknown', () => {
    const unknown = fintechCfo({ availableToWork: [], compensationPreference: [], hoursAvailable: null });
    const result = scoreJob(
      unknown,
      role({ type: 'on-site', country: 'Canada', compensationType: 'pro-bono', engagementType: 'full-time' }),
    );
    expect(result.hardMismatch).toBe(false);
  });
});

describe('score bands', () => {
  it('keeps every hard mismatch below every feasible role, however good or bad', () => {
    const advisor = fintechCfo({
      availableToWork: ['Remote'],
      compensationPreference: ['paid'],
      hoursAvailable: 10,
    });
    const jobs = [
      role({ id: 'perfect-but-abroad', type: 'on-site', city: 'Boston', country: 'United States' }),
      role({ id: 'perfect-but-full-time', engagementType: 'full-time' }),
      gamingRole({
        id: 'unrelated-and-awkward',
        type: 'hybrid',
        city: 'Montreal',
        country: 'Canada',
        compensationType: 'equity',
      }),
      ...background(12),
    ];
    const results = rankJobsOffline(advisor, jobs);
    const hard = results.filter((r) => r.hardMismatch);
    const soft = results.filter((r) => !r.hardMismatch);
    // Hybrid on another continent needs weekly presence: impossible for a remote-only advisor, however related.
    expect(hard.map((r) => r.jobId).sort()).toEqual([
      'perfect-but-abroad',
      'perfect-but-full-time',
      'unrelated-and-awkward',
    ]);
    expect(Math.max(...hard.map((r) => r.score))).toBeLessThanOrEqual(5);
    expect(Math.min(...soft.map((r) => r.score))).toBeGreaterThanOrEqual(6);
    expect(results.slice(-hard.length).every((r) => r.hardMismatch)).toBe(true);
  });
});

describe('substance before convenience', () => {
  it('keeps an unrelated role low even when every practical preference fits', () => {
    const financeOnly = fintechCfo({ industries: ['Finance', 'Healthcare'] });
    const unrelated = scoreJob(financeOnly, gamingRole());
    const fit = scoreJob(financeOnly, role());
    expect(unrelated.score).toBeLessThan(40);
    expect(fit.score - unrelated.score).toBeGreaterThan(50);
  });
});

describe('scoreJob', () => {
  it('scores a strong fit high, with reasons and no improvements needed', () => {
    const result = scoreJob(fintechCfo(), role({ id: 'one' }));
    expect(result.jobId).toBe('one');
    expect(result.score).toBeGreaterThanOrEqual(80);
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(result.hardMismatch).toBe(false);
  });

  it('agrees with rankJobs when given the same index context', () => {
    const jobs = [role({ id: 'target' }), ...background()];
    const ranked = rankJobsOffline(fintechCfo(), jobs).find((r) => r.jobId === 'target');
    expect(scoreJob(fintechCfo(), jobs[0]!, { index: buildJobIndex(jobs) })).toEqual(ranked);
  });

  it('lowers confidence for a role with little to judge it by', () => {
    const bare = scoreJob(fintechCfo(), { id: 'bare', title: 'Advisor', industry: 'Other' });
    expect(bare.confidence).toBeLessThan(1);
  });
});
