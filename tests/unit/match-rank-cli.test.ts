// The offline ranking command's contract: JSON in on stdin, { matches: [{ jobId, score, reasons }] } out,
// sorted by score descending; bad input is reported on stderr with exit code 2.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(input: string, args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/match-rank.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const advisor = {
  first_name: 'Eleanor',
  industries: ['Finance', 'Technology'],
  skills: ['Fundraising', 'Strategy Development', 'Finance', 'Risk Management', 'Leadership'],
  biography:
    'Former CFO of two venture-backed fintech companies. I have chaired audit committees, built finance teams ' +
    'and led fundraising rounds totalling more than $180m. I now advise founders on capital strategy.',
  years_experience: 24,
  hours_available: 20,
  work_preference: 'part-time',
  available_to_work: ['Remote'],
  compensation_preference: ['paid', 'equity'],
  city: 'London',
  country: 'United Kingdom',
  has_been_advisor_before: 'yes',
  advisor_experience: [{ company: 'Ledgerline', website: 'https://ledgerline.example' }],
};

const jobs = [
  {
    id: 'gaming',
    title: 'Game Design Advisor',
    company_name: 'Pixel Forge Games',
    company_summary: 'An independent video game studio.',
    job_description: '<p>Game design, live operations and esports partnerships.</p>',
    industry: 'Gaming',
    type: 'Remote',
    engagement_type: 'part-time',
    compensation_type: 'paid',
    city: 'Montreal',
    country: 'Canada',
  },
  {
    id: 'fundraising',
    title: 'Fundraising Advisor',
    company_name: 'Ledgerline',
    company_summary: 'Ledgerline is a growing fintech company based in London.',
    job_description:
      '<p>Prepare our Series B: investor relations, capital strategy and financial reporting.</p>',
    industry: 'Finance',
    type: 'remote',
    engagement_type: 'part-time',
    compensation_type: 'paid',
    city: 'London',
    country: 'United Kingdom',
  },
  // camelCase field names and a numeric id are accepted too.
  {
    id: 3,
    title: 'Board Member',
    industry: 'Finance',
    type: 'Onsite',
    city: 'Boston',
    country: 'USA',
    jobDescription: '<p>Audit.</p>',
  },
];

describe('match:rank', () => {
  it('prints the matches sorted by score descending, with integer scores 0-100 and at most 4 reasons', () => {
    const { status, stdout, stderr } = run(JSON.stringify({ advisor, jobs }));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const output = JSON.parse(stdout) as { matches: { jobId: string; score: number; reasons: string[] }[] };
    expect(Object.keys(output)).toEqual(['matches']);
    expect(output.matches.map((m) => m.jobId).sort()).toEqual(['3', 'fundraising', 'gaming']);
    expect(output.matches[0]!.jobId).toBe('fundraising');
    const scores = output.matches.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const match of output.matches) {
      expect(Object.keys(match)).toEqual(['jobId', 'score', 'reasons']);
      expect(Number.isInteger(match.score)).toBe(true);
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(100);
      expect(match.reasons.length).toBeLessThanOrEqual(4);
    }
    expect(output.matches[0]!.reasons).toContain('Sector: Finance — you list Finance');
  });

  it('accepts camelCase profile fields and adds confidence and improvements with --details', () => {
    const camel = {
      industries: ['Finance'],
      skills: ['Fundraising'],
      availableToWork: ['Remote'],
      yearsExperience: 10,
    };
    const { status, stdout } = run(JSON.stringify({ advisor: camel, jobs }), ['--details']);
    expect(status).toBe(0);
    const { matches } = JSON.parse(stdout) as { matches: { confidence: number; improvements: string[] }[] };
    expect(matches).toHaveLength(3);
    for (const match of matches) {
      expect(match.confidence).toBeLessThan(1);
      expect(match.improvements.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['invalid JSON', '{"advisor": '],
    ['an empty input', ''],
    ['no jobs list', JSON.stringify({ advisor })],
    ['a job without an id', JSON.stringify({ advisor, jobs: [{ title: 'Advisor' }] })],
    ['a wrongly typed field', JSON.stringify({ advisor: { ...advisor, industries: 5 }, jobs })],
  ])('rejects %s with exit code 2 and a message on stderr', (_, input) => {
    const { status, stdout, stderr } = run(input);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^match:rank: /);
  });

  it('names the offending field', () => {
    const { stderr } = run(JSON.stringify({ advisor: { ...advisor, industries: 5 }, jobs }));
    expect(stderr).toContain('advisor.industries');
  });
});
