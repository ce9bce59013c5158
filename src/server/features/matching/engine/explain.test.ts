import { describe, expect, it } from 'vitest';
import { rankJobsOffline } from './rank';
import { scoreJob } from './score';
import { REASON_FAMILIES, background, fintechCfo, gamingRole, role } from './test-fixtures';

describe('reasons', () => {
  it('explains a strong fit with at most 4 reasons, all from the spec families', () => {
    const { reasons } = scoreJob(fintechCfo(), role());
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.length).toBeLessThanOrEqual(4);
    for (const reason of reasons) expect(reason).toMatch(REASON_FAMILIES);
  });

  it('names the industry, the matched skills, the work mode and the engagement', () => {
    const { reasons } = scoreJob(fintechCfo(), role());
    expect(reasons).toContain('Industry match: Finance');
    expect(reasons).toContain('Remote-friendly role');
    expect(reasons).toContain('Part-time engagement fits your preference');
    const skills = reasons.find((r) => r.startsWith('Skills: '))!;
    expect(skills.split(': ')[1]!.split(', ')[0]).toBe('Fundraising'); // the skill in the title comes first
    expect(skills).toContain('Finance');
    expect(skills.split(', ').length).toBeLessThanOrEqual(3);
  });

  it('uses the advisor’s own label for a skill the role names by a synonym', () => {
    const job = role({ title: 'Advisor', jobDescription: '<p>Help the board with strategic planning.</p>' });
    const { reasons } = scoreJob(fintechCfo({ skills: ['Strategy Development'] }), job);
    expect(reasons).toContain('Skills: Strategy Development');
  });

  it('says "On-site in your city" for an on-site role where the advisor lives, else "Based in …"', () => {
    const onSite = scoreJob(fintechCfo(), role({ type: 'on-site' }));
    expect(onSite.reasons).toContain('On-site in your city');
    expect(onSite.reasons.some((r) => r.startsWith('Based in'))).toBe(false);
    const local = scoreJob(
      fintechCfo({ industries: ['Gaming'], skills: ['Sales'] }),
      role({ type: 'remote' }),
    );
    expect(local.reasons).toContain('Based in London');
  });

  it('mentions prior advisory experience when the other families leave room', () => {
    const job = role({
      industry: 'Retail',
      type: 'unspecified',
      engagementType: null,
      city: null,
      country: null,
    });
    const { reasons } = scoreJob(fintechCfo(), job);
    expect(reasons).toContain('Prior advisory experience');
  });

  it('calls a neighbouring industry related, not a match', () => {
    const { reasons } = scoreJob(fintechCfo({ industries: ['Biotech'] }), role({ industry: 'Healthcare' }));
    expect(reasons).toContain('Related industry: Healthcare');
  });

  it('gives no industry reason for an unrelated role, and a related one for a neighbouring industry', () => {
    const financeOnly = fintechCfo({ industries: ['Finance', 'Healthcare'] });
    const { reasons } = scoreJob(financeOnly, gamingRole());
    expect(reasons.some((r) => r.startsWith('Industry') || r.startsWith('Related'))).toBe(false);
    // Gaming is a neighbour of Technology.
    expect(scoreJob(fintechCfo(), gamingRole()).reasons).toContain('Related industry: Gaming');
  });

  it('keeps every reason of a whole ranking within the families', () => {
    for (const result of rankJobsOffline(fintechCfo(), [role(), gamingRole(), ...background(18)])) {
      expect(result.reasons.length).toBeLessThanOrEqual(4);
      for (const reason of result.reasons) expect(reason).toMatch(REASON_FAMILIES);
      expect(new Set(result.reasons).size).toBe(result.reasons.length);
    }
  });
});

describe('improvements', () => {
  it('suggests a skill the role asks for that the profile lacks', () => {
    const withoutFundraising = fintechCfo({
      skills: ['Strategy Development', 'Finance', 'Risk Management', 'Mergers & Acquisitions', 'Leadership'],
    });
    const { improvements } = scoreJob(withoutFundraising, role());
    expect(improvements[0]).toBe('Add Fundraising to your skills');
  });

  it('suggests the role’s industry when the rest of the role fits', () => {
    const { improvements } = scoreJob(
      fintechCfo({ industries: ['Finance', 'Technology'] }),
      role({ industry: 'Healthcare' }),
    );
    expect(improvements).toContain('Add Healthcare to your industries');
  });

  it('does not suggest an industry the advisor shows nothing for', () => {
    const { improvements } = scoreJob(fintechCfo({ industries: ['Finance', 'Healthcare'] }), gamingRole());
    expect(improvements).not.toContain('Add Gaming to your industries');
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
