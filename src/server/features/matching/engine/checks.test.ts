// The explicit checks on hand-made profiles: each lowers the score and names itself as a tension.
import { describe, expect, it } from 'vitest';
import { scoreJob } from './score';
import { fintechCfo, role } from './test-fixtures';
import type { AdvisorForMatching, JobForMatching } from './types';

const hospitalCoo = (overrides: Partial<AdvisorForMatching> = {}): AdvisorForMatching =>
  fintechCfo({
    industries: ['Healthcare'],
    skills: ['Operations', 'Leadership', 'Patient flow', 'Project Management', 'Quality Assurance'],
    biography:
      'Chief operating officer of a hospital group: I cut waiting lists, reorganised bed management and opened ' +
      'two outpatient sites. I prepare hospitals for inspections and run complex operations.',
    advisorExperience: [],
    ...overrides,
  });

const clinicalRole = (description: string, overrides: Partial<JobForMatching> = {}) =>
  role({
    title: 'Clinical Advisor',
    industry: 'Healthcare',
    companySummary: 'A hospital group.',
    jobDescription: `<p>Advise on clinical safety and patient outcomes in our hospitals.</p><p>${description}</p>`,
    ...overrides,
  });

/** Score and tensions of a role, beside the same role without the clause under test. */
function compare(advisor: AdvisorForMatching, withClause: JobForMatching, without: JobForMatching) {
  return { tested: scoreJob(advisor, withClause), plain: scoreJob(advisor, without) };
}

describe('stated requirements', () => {
  it('an unmet licence puts an otherwise related role in the poor band and says why', () => {
    const physician = hospitalCoo({
      biography: `${hospitalCoo().biography} Board-certified internist and licensed physician.`,
    });
    const job = clinicalRole('Candidates must be a licensed physician, ideally board-certified.');
    const coo = scoreJob(hospitalCoo(), job);
    expect(coo.score).toBeLessThan(40);
    expect(coo.tensions[0]).toBe(
      'The role requires a licensed physician; your profile does not say you are (“Candidates must be a licensed physician, ideally board-certified.”)',
    );
    expect(scoreJob(physician, job).tensions.some((t) => t.startsWith('The role requires'))).toBe(false);
  });

  it('reads "X experience essential" and checks it against the whole profile', () => {
    const { tested, plain } = compare(
      fintechCfo(),
      role({
        jobDescription: '<p>Raise our next round.</p><p>Experience in property development is essential.</p>',
      }),
      role({ jobDescription: '<p>Raise our next round.</p>' }),
    );
    // An unmet stated requirement keeps a role out of the strong band, at most a stretch (decision 037).
    expect(plain.score).toBeGreaterThanOrEqual(80);
    expect(tested.score).toBeLessThan(60);
    expect(tested.tensions[0]).toMatch(
      /^The role requires experience in property development; your profile does not show it/,
    );
    expect(tested.improvements[0]).toBe(
      'If you have experience in property development, say so in your biography',
    );
    const met = scoreJob(
      fintechCfo(),
      role({
        jobDescription: '<p>Raise our next round.</p><p>You must have worked in fintech or payments.</p>',
      }),
    );
    expect(met.tensions).toEqual([]);
  });
});

describe('seniority', () => {
  it('lowers a junior role for an executive, naming the years', () => {
    const { tested, plain } = compare(
      fintechCfo(),
      role({
        title: 'Fundraising Assistant',
        jobDescription: '<p>Support donor events; 2+ years of experience is enough.</p>',
      }),
      role({ title: 'Fundraising Advisor', jobDescription: '<p>Support donor events.</p>' }),
    );
    expect(tested.score).toBeLessThan(60);
    expect(tested.score).toBeLessThan(plain.score);
    expect(tested.tensions).toContain(
      'A junior or hands-on role asking about 2 years — far below your 24 years',
    );
  });

  it('lowers a role asking far more years than the advisor has', () => {
    const job = role({ jobDescription: '<p>Raise our next round. We expect 20+ years of experience.</p>' });
    const junior = scoreJob(fintechCfo({ yearsExperience: 8 }), job);
    expect(junior.tensions).toContain('Asks for 20+ years; your profile lists 8');
    expect(scoreJob(fintechCfo(), job).tensions).toEqual([]);
  });
});

describe('geography and presence', () => {
  const remoteOnly = fintechCfo({ availableToWork: ['Remote'] });
  const monthly = (city: string, country: string) =>
    role({
      city,
      country,
      jobDescription: `<p>Raise our round. You will be on site in ${city} at least monthly.</p>`,
    });

  it('does not count presence in the advisor’s own country against a remote-only advisor', () => {
    expect(scoreJob(remoteOnly, role({ type: 'on-site', city: 'Leeds' })).tensions).toEqual([]);
  });

  it('treats a neighbouring country as a stretch and another continent as impossible for monthly visits', () => {
    const paris = scoreJob(remoteOnly, monthly('Paris', 'France'));
    const boston = scoreJob(remoteOnly, monthly('Boston', 'United States'));
    expect(paris.hardMismatch).toBe(false);
    expect(paris.tensions[0]).toMatch(/^Needs regular presence in Paris, France/);
    expect(boston.hardMismatch).toBe(true);
    expect(boston.score).toBeLessThan(paris.score);
  });

  it('reads occasional travel, and lowers it less than regular presence', () => {
    const onSiteAdvisor = fintechCfo();
    const trips = scoreJob(
      onSiteAdvisor,
      role({
        city: 'Sydney',
        country: 'Australia',
        jobDescription: '<p>Raise our round. Remote, with five trips a year to Sydney.</p>',
      }),
    );
    const weekly = scoreJob(
      onSiteAdvisor,
      role({
        type: 'hybrid',
        city: 'Sydney',
        country: 'Australia',
        jobDescription: '<p>Raise our round. Hybrid, with two days a week in our Sydney office.</p>',
      }),
    );
    expect(trips.tensions[0]).toMatch(
      /^Asks for occasional trips to Sydney, Australia .*your location is London, United Kingdom$/,
    );
    expect(weekly.tensions[0]).toMatch(/on another continent from your location \(London, United Kingdom\)$/);
    expect(trips.score).toBeGreaterThan(weekly.score);
  });
});

describe('terms', () => {
  it('lowers an equity-only role for an advisor who takes no equity, from the field or the text', () => {
    const paidOnly = fintechCfo({ compensationPreference: ['paid'] });
    const byField = scoreJob(paidOnly, role({ compensationType: 'equity' }));
    const byText = scoreJob(
      paidOnly,
      role({
        compensationType: null,
        jobDescription: '<p>Raise our round. This is an equity-only position.</p>',
      }),
    );
    const paid = scoreJob(paidOnly, role());
    expect(paid.score).toBeGreaterThanOrEqual(80);
    for (const result of [byField, byText]) {
      expect(result.score).toBeLessThan(60);
      expect(result.tensions).toContain('Pays in equity only; you have not said you accept equity');
    }
  });

  it('lowers a full-time role beyond the advisor’s hours, and rules it out under 40 hours', () => {
    const twenty = scoreJob(fintechCfo({ hoursAvailable: 20 }), role({ engagementType: 'full-time' }));
    const sixty = scoreJob(fintechCfo({ hoursAvailable: 60 }), role({ engagementType: 'full-time' }));
    expect(twenty.hardMismatch).toBe(true);
    expect(sixty.hardMismatch).toBe(false);
    expect(sixty.tensions).toContain('A full-time role; you offer 60 hours a month');
  });
});

describe('confidence', () => {
  it('is low, and the score stays low, for a profile that says almost nothing', () => {
    const thin = scoreJob({ skills: ['Fundraising'], country: 'United Kingdom' }, role());
    expect(thin.confidence).toBeLessThan(0.3);
    expect(thin.score).toBeLessThanOrEqual(50);
  });
});
