import { describe, expect, it } from 'vitest';
import { rankJobsOffline } from './rank';
import { scoreJob } from './score';
import { REASON_FAMILIES, background, fintechCfo, gamingRole, role } from './test-fixtures';

describe('reasons', () => {
  it('explains a strong fit with at most 3 specific reasons', () => {
    const { reasons } = scoreJob(fintechCfo(), role());
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.length).toBeLessThanOrEqual(3);
    for (const reason of reasons) expect(reason).toMatch(REASON_FAMILIES);
  });

  it('cites the words the fit rests on, from the role’s title and text and from the advisor’s own profile', () => {
    const { reasons } = scoreJob(fintechCfo(), role());
    // The words the text relevance rests on come first, quoted from the role's title and the advisor's skills.
    expect(reasons[0]).toMatch(
      /^The role's title and text name “(fundraising|finance|strategy)”.*, words from .*your skills “.*Fundraising/,
    );
    // Common words carry no evidence and are never quoted.
    for (const reason of reasons) expect(reason).not.toMatch(/“(companies|company|role|team|work)”/);
  });

  it('names the sector with the advisor’s own industry, and whose place a location is', () => {
    const onSite = scoreJob(
      fintechCfo({ skills: ['Leadership'], biography: null }),
      role({ type: 'on-site' }),
    );
    expect(onSite.reasons).toContain('Sector: Finance — you list Finance');
    expect(onSite.reasons).toContain('On-site in London, United Kingdom — your city');
    const remote = scoreJob(fintechCfo({ skills: ['Leadership'], biography: null }), role({ city: 'Leeds' }));
    expect(remote.reasons).toContain('Remote role, and you work remotely');
  });

  it('calls a neighbouring industry related, not a match', () => {
    const { reasons } = scoreJob(
      fintechCfo({ industries: ['Biotech'], skills: ['Leadership'] }),
      role({ industry: 'Healthcare' }),
    );
    expect(reasons).toContain('Related sector: Healthcare — you list Biotech');
  });

  it('does not repeat advisory experience on every card: only for a board seat', () => {
    const advisorRole = scoreJob(fintechCfo(), role());
    expect(advisorRole.reasons.some((r) => r.startsWith('A board seat'))).toBe(false);
    const board = scoreJob(
      fintechCfo({ skills: ['Leadership'], industries: ['Retail'] }),
      role({
        title: 'Board Director',
        industry: 'Retail',
        type: 'unspecified',
        engagementType: null,
        jobDescription: '<p>Join the board of our retail group.</p>',
      }),
    );
    expect(board.reasons).toContain('A board seat — you have held advisory or board roles before');
  });

  it('keeps every reason of a whole ranking within the families, without repeats', () => {
    for (const result of rankJobsOffline(fintechCfo(), [role(), gamingRole(), ...background(18)])) {
      expect(result.reasons.length).toBeLessThanOrEqual(3);
      for (const reason of result.reasons) expect(reason).toMatch(REASON_FAMILIES);
      expect(new Set(result.reasons).size).toBe(result.reasons.length);
    }
  });
});

describe('tensions', () => {
  it('lists none for a role that fits in every respect', () => {
    expect(scoreJob(fintechCfo(), role()).tensions).toEqual([]);
  });

  it('states each check that lowered the score, the most costly first', () => {
    const remoteOnlyPaid = fintechCfo({ availableToWork: ['Remote'], compensationPreference: ['paid'] });
    const { tensions } = scoreJob(
      remoteOnlyPaid,
      role({
        compensationType: 'equity',
        city: 'Paris',
        country: 'France',
        jobDescription: '<p>Help us raise our Series A. You will be on site in Paris at least monthly.</p>',
      }),
    );
    expect(tensions).toEqual([
      'Needs regular presence in Paris, France (“You will be on site in Paris at least monthly.”); you work remotely only',
      'Pays in equity only; you have not said you accept equity',
    ]);
  });

  it('keeps a role for another line of work low, whatever its practical fit', () => {
    const marketing = scoreJob(
      fintechCfo(),
      role({
        title: 'Growth Marketing Advisor',
        companySummary: 'A consumer app.',
        industry: 'Consumer',
        jobDescription: '<p>Build our demand generation and brand.</p>',
      }),
    );
    expect(marketing.score).toBeLessThan(40);
  });
});

describe('improvements', () => {
  it('suggests a skill only when the profile already describes it', () => {
    const withoutFundraising = fintechCfo({
      skills: ['Strategy Development', 'Finance', 'Risk Management', 'Mergers & Acquisitions', 'Leadership'],
    });
    // The biography says "led fundraising rounds": adding the skill is honest.
    expect(scoreJob(withoutFundraising, role()).improvements[0]).toBe(
      'Add Fundraising to your skills — your profile already describes it',
    );
    const neverSaid = fintechCfo({
      skills: ['Strategy Development', 'Finance', 'Risk Management', 'Mergers & Acquisitions', 'Leadership'],
      biography:
        'Former CFO of two venture-backed companies. I built finance teams from five to sixty people.',
      advisorExperience: [],
    });
    expect(scoreJob(neverSaid, role()).improvements.join(' ')).not.toContain('Fundraising');
  });

  it('suggests the role’s industry only when the profile’s own words name it', () => {
    const saysHealthcare = fintechCfo({
      industries: ['Finance', 'Technology'],
      biography: `${fintechCfo().biography} I also chaired the audit committee of a healthcare group.`,
    });
    expect(scoreJob(saysHealthcare, role({ industry: 'Healthcare' })).improvements).toContain(
      'Add Healthcare to your industries — your profile already mentions it',
    );
    const silent = fintechCfo({ industries: ['Finance', 'Technology'] });
    expect(scoreJob(silent, role({ industry: 'Healthcare' })).improvements.join(' ')).not.toContain(
      'Healthcare',
    );
  });

  it('asks for a longer biography when it is under 200 characters', () => {
    const { improvements } = scoreJob(fintechCfo({ biography: 'CFO.' }), role());
    expect(improvements).toContain('Write a biography of 200+ characters');
  });

  it('lists the most valuable missing profile fields for an empty profile, at most 3', () => {
    const { improvements } = scoreJob({}, role());
    expect(improvements).toEqual([
      'Write a biography of 200+ characters',
      'Add at least 2 industries',
      'Add at least 5 skills',
    ]);
  });

  it('has nothing to suggest for a complete profile on a perfect role', () => {
    expect(scoreJob(fintechCfo(), role()).improvements).toEqual([]);
  });
});
