import { describe, expect, it } from 'vitest';
import { buildJobIndex } from './job-index';
import { bitsOf, skillConcept } from './lexicon';
import { scoreJob } from './score';
import { fintechCfo, role } from './test-fixtures';

const skillsOf = (mask: number) => bitsOf(mask).map((bit) => skillConcept(bit).label);

describe('buildJobIndex', () => {
  it('normalizes the spellings of type, engagement, compensation and places', () => {
    const index = buildJobIndex([
      role({
        id: 'a',
        type: 'Onsite',
        engagementType: 'Advisory Board',
        compensationType: 'Pro bono',
        country: 'UK',
      }),
      role({
        id: 'b',
        type: 'board',
        engagementType: 'Part Time',
        compensationType: 'Combination',
        city: 'NYC',
      }),
      role({ id: 'c', type: 'Remote', engagementType: 'whatever', compensationType: null, city: 'München' }),
    ]);
    const [a, b, c] = index.jobs;
    expect([a!.type, a!.engagement, a!.compensation, a!.country]).toEqual([
      'on-site',
      'part-time',
      'pro-bono',
      'united kingdom',
    ]);
    expect([b!.type, b!.engagement, b!.compensation, b!.city]).toEqual([
      'unspecified',
      'part-time',
      'combination',
      'new york',
    ]);
    expect([c!.type, c!.engagement, c!.compensation, c!.city]).toEqual(['remote', null, null, 'munich']);
  });

  it('finds skill concepts in the title and text, through HTML and synonyms', () => {
    const [job] = buildJobIndex([
      role({
        title: 'M&amp;A Advisor',
        jobDescription:
          '<ul><li>Due diligence</li><li>Strategic <b>planning</b></li><li>Investor relations</li></ul>',
      }),
    ]).jobs;
    expect(skillsOf(job!.text.titleSkillMask)).toEqual(['Mergers & Acquisitions']);
    expect(skillsOf(job!.text.skillMask)).toEqual(
      expect.arrayContaining(['Mergers & Acquisitions', 'Strategy Development', 'Fundraising']),
    );
  });

  it('reads the years a role asks for, board seats, the sector named in the summary, and thin roles', () => {
    const index = buildJobIndex([
      role({
        title: 'Non-Executive Director',
        jobDescription: '<p>You have 15+ years of experience (ideally 20 years).</p>',
      }),
      { id: 'bare', title: 'Advisor', companySummary: 'A fintech startup.' },
    ]);
    const [board, bare] = index.jobs;
    expect(board!.text.requiredYears).toBe(20);
    expect(board!.text.boardLevel).toBe(true);
    expect(bare!.text.requiredYears).toBeNull();
    expect(bare!.text.boardLevel).toBe(false);
    expect(bare!.text.textIndustries).toEqual(['fintech']);
    expect(bare!.text.thin).toBe(true);
  });

  it('tokenizes identical roles once and counts every copy', () => {
    const index = buildJobIndex([
      role({ id: 'a' }),
      role({ id: 'b' }),
      role({ id: 'c', title: 'Other title' }),
    ]);
    expect(index.bm25.documentCount).toBe(2);
    expect(index.bm25.corpusSize).toBe(3);
    expect(index.jobs[0]!.text).toBe(index.jobs[1]!.text);
  });
});

describe('custom skills and required years', () => {
  it('matches a custom skill when all its words occur in the role', () => {
    const job = role({ jobDescription: '<p>Experience with private equity backed companies.</p>' });
    const result = scoreJob(fintechCfo({ skills: ['Private Equity', 'Fundraising'] }), job);
    const without = scoreJob(fintechCfo({ skills: ['Fundraising'] }), job);
    expect(result.score).toBeGreaterThan(without.score);
  });

  it('scores an advisor with fewer years than the role asks for lower', () => {
    const job = role({ jobDescription: '<p>Fundraising advisor with 20+ years of experience.</p>' });
    expect(scoreJob(fintechCfo({ yearsExperience: 5 }), job).score).toBeLessThan(
      scoreJob(fintechCfo(), job).score,
    );
  });
});
