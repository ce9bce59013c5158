import { describe, expect, it } from 'vitest';
import { buildJobIndex } from './job-index';
import { rankJobs, rankJobsOffline } from './rank';
import { background, fintechCfo, gamingRole, role } from './test-fixtures';
import type { JobForMatching } from './types';

const scoreOf = (results: { jobId: string; score: number }[], id: string) =>
  results.find((r) => r.jobId === id)!.score;

describe('rankJobs ordering', () => {
  it('ranks a Finance fundraising role above a Gaming role for a fintech CFO', async () => {
    const finance = role({ id: 'finance' });
    const gaming = gamingRole({ id: 'gaming' });
    const results = await rankJobs(fintechCfo(), [gaming, ...background(), finance]);
    expect(results[0]!.jobId).toBe('finance');
    expect(scoreOf(results, 'finance')).toBeGreaterThanOrEqual(80);
    expect(scoreOf(results, 'finance') - scoreOf(results, 'gaming')).toBeGreaterThanOrEqual(25);
  });

  it('matches skills through synonyms: a "Strategic Planning" role fits "Strategy Development"', () => {
    const planning = role({
      id: 'planning',
      title: 'Advisor',
      companySummary: 'A logistics company.',
      jobDescription: '<p>Support the founders with strategic planning for the next three years.</p>',
      industry: 'Transportation',
    });
    const strategist = fintechCfo({
      skills: ['Strategy Development', 'Marketing', 'Sales', 'Operations', 'HR'],
    });
    const withoutStrategy = fintechCfo({ skills: ['Marketing', 'Sales', 'Operations', 'HR', 'Legal'] });
    const jobs = [planning, ...background()];
    const fit = rankJobsOffline(strategist, jobs).find((r) => r.jobId === 'planning')!;
    const unfit = rankJobsOffline(withoutStrategy, jobs).find((r) => r.jobId === 'planning')!;
    expect(fit.reasons.join(' ')).toContain('Strategy Development');
    expect(fit.score).toBeGreaterThan(unfit.score);
  });

  it('relates industries through synonyms in the reasons: a Fintech advisor, a Finance role', () => {
    const advisor = fintechCfo({ industries: ['Fintech', 'Biotech'] });
    const jobs = [
      role({ id: 'fin', industry: 'Finance' }),
      role({ id: 'tech', industry: 'SaaS' }),
      role({ id: 'retail', industry: 'Retail' }),
    ];
    // Labels only explain (decision 037): the same text ranks alike, and the sector reason names the relation.
    const results = rankJobsOffline(advisor, jobs);
    expect(results.find((r) => r.jobId === 'fin')!.reasons).toContain('Sector: Finance — you list Fintech');
  });

  it('ranks a hard mismatch below the same role with only a soft mismatch', () => {
    const remoteOnly = fintechCfo({ availableToWork: ['Remote'] });
    const onSiteAbroad = role({ id: 'hard', type: 'on-site', city: 'Toronto', country: 'Canada' });
    // Remote with quarterly trips to another continent is a stretch (a tension), not impossible.
    const hybridAbroad = role({
      id: 'soft',
      type: 'remote',
      city: 'Toronto',
      country: 'Canada',
      jobDescription: '<p>Remote, plus quarterly board meetings in Toronto.</p>',
    });
    const results = rankJobsOffline(remoteOnly, [onSiteAbroad, hybridAbroad, ...background()]);
    const hard = results.find((r) => r.jobId === 'hard')!;
    const soft = results.find((r) => r.jobId === 'soft')!;
    expect(hard.hardMismatch).toBe(true);
    expect(soft.hardMismatch).toBe(false);
    expect(results.indexOf(hard)).toBeGreaterThan(results.indexOf(soft));
    // Every hard mismatch ranks below every soft role that fits at all.
    const lowestSoft = Math.min(...results.filter((r) => !r.hardMismatch).map((r) => r.score));
    expect(hard.score).toBeLessThanOrEqual(5);
    expect(hard.score).toBeLessThan(lowestSoft);
  });

  it('prefers on-site roles in the advisor city, then country, then abroad', () => {
    const jobs = [
      role({ id: 'abroad', type: 'on-site', city: 'Berlin', country: 'Germany' }),
      role({ id: 'country', type: 'on-site', city: 'Manchester', country: 'UK' }),
      role({ id: 'city', type: 'on-site', city: 'london', country: 'England' }),
    ];
    expect(rankJobsOffline(fintechCfo(), jobs).map((r) => r.jobId)).toEqual(['city', 'country', 'abroad']);
  });
});

describe('rankJobs contract', () => {
  it('returns every role once, sorted by score descending, with integer scores 0-100', async () => {
    const jobs = [role(), gamingRole(), ...background(20)];
    const results = await rankJobs(fintechCfo(), jobs);
    expect(results).toHaveLength(jobs.length);
    expect(new Set(results.map((r) => r.jobId))).toEqual(new Set(jobs.map((j) => j.id)));
    for (let i = 1; i < results.length; i++)
      expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
    for (const r of results) {
      expect(Number.isInteger(r.score)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(r.reasons.length).toBeLessThanOrEqual(4);
      expect(r.improvements.length).toBeLessThanOrEqual(3);
    }
  });

  it('is deterministic: same input, same output, whatever the input order', () => {
    const jobs = [role(), gamingRole(), ...background(30)];
    const first = rankJobsOffline(fintechCfo(), jobs);
    expect(rankJobsOffline(fintechCfo(), jobs)).toEqual(first);
    expect(rankJobsOffline(fintechCfo(), [...jobs].reverse())).toEqual(first);
  });

  it('breaks ties by job id', () => {
    const twins = ['c', 'a', 'b'].map((id) => role({ id }));
    expect(rankJobsOffline(fintechCfo(), twins).map((r) => r.jobId)).toEqual(['a', 'b', 'c']);
  });

  it('gives the same result from a prebuilt index, which can serve many advisors', () => {
    const jobs = [role(), gamingRole(), ...background()];
    const index = buildJobIndex(jobs);
    expect(rankJobsOffline(fintechCfo(), index)).toEqual(rankJobsOffline(fintechCfo(), jobs));
    expect(rankJobsOffline({}, index)).toEqual(rankJobsOffline({}, jobs));
  });

  it('returns only the best results with `limit`', () => {
    const jobs = [role({ id: 'best' }), ...background(20)];
    const all = rankJobsOffline(fintechCfo(), jobs);
    expect(rankJobsOffline(fintechCfo(), jobs, { limit: 3 })).toEqual(all.slice(0, 3));
  });

  it('handles no roles, and roles and profiles full of nulls and odd spellings', () => {
    expect(rankJobsOffline(fintechCfo(), [])).toEqual([]);
    const odd: JobForMatching[] = [
      { id: 'bare' },
      {
        id: 'nulls',
        title: null,
        companyName: null,
        companySummary: null,
        jobDescription: null,
        industry: null,
        type: null,
        engagementType: null,
        compensationType: null,
        city: null,
        country: null,
      },
      role({ id: 'legacy', type: 'board', engagementType: 'Advisory Board', compensationType: 'Pro bono' }),
      role({ id: 'labels', type: 'Onsite', engagementType: 'Part-Time', compensationType: 'Combination' }),
    ];
    const results = rankJobsOffline(
      {
        industries: null,
        skills: undefined,
        availableToWork: ['remote', 'ON-SITE'],
        workPreference: 'Part Time',
      },
      odd,
    );
    expect(results).toHaveLength(4);
    for (const r of results) expect(Number.isInteger(r.score)).toBe(true);
  });
});
