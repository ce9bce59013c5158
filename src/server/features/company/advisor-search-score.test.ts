import { describe, expect, it } from 'vitest';
import {
  meetsPoints,
  overlapPoints,
  prepareRequirements,
  requirementsMet,
  scoreAdvisor,
  type AdvisorForScoring,
  type CompanyRequirements,
} from './advisor-search-score';

const company: CompanyRequirements = {
  industries: ['Technology', 'Manufacturing'],
  skillsNeeded: ['Fundraising', 'International Expansion', 'Operations', 'Strategic Planning'],
  yearsExperienceRequired: 15,
  expectedMonthlyAvailability: 10,
};

const advisor = (overrides: Partial<AdvisorForScoring> = {}): AdvisorForScoring => ({
  industries: ['Technology', 'Manufacturing'],
  skills: ['Fundraising', 'International Expansion', 'Operations', 'Strategy Development'],
  yearsExperience: 20,
  hoursAvailable: 12,
  ...overrides,
});

describe('company-to-advisor score (industries 30, skills 40, years 20, availability 10)', () => {
  const requirements = prepareRequirements(company);

  it('gives 100 to an advisor who meets every requirement', () => {
    expect(scoreAdvisor(requirements, advisor())).toBe(100);
  });

  it('weighs each part as the spec says', () => {
    // No industry, no skill, everything else met: 20 + 10.
    expect(scoreAdvisor(requirements, advisor({ industries: ['Retail'], skills: ['Sales'] }))).toBe(30);
    // Half the industries: 15 of 30.
    expect(scoreAdvisor(requirements, advisor({ industries: ['Technology'] }))).toBe(85);
    // One skill of four: 10 of 40.
    expect(scoreAdvisor(requirements, advisor({ skills: ['Operations'] }))).toBe(70);
  });

  it('gives years and availability in proportion when the advisor falls short', () => {
    // 6 of 15 years → 8 of 20; 5 of 10 hours → 5 of 10.
    expect(scoreAdvisor(requirements, advisor({ yearsExperience: 6, hoursAvailable: 5 }))).toBe(
      30 + 40 + 8 + 5,
    );
    expect(scoreAdvisor(requirements, advisor({ yearsExperience: null, hoursAvailable: null }))).toBe(70);
  });

  it('rounds to a whole percentage, half up', () => {
    // 1 of 3 industries = 10, 1 of 4 skills = 10, 7 of 16 years = 8.75, 10/10 hours = 10 → 38.75 → 39.
    const r = prepareRequirements({
      industries: ['Technology', 'Retail', 'Finance'],
      skillsNeeded: ['Sales', 'Marketing', 'Legal', 'Compliance'],
      yearsExperienceRequired: 16,
      expectedMonthlyAvailability: 10,
    });
    expect(scoreAdvisor(r, advisor({ industries: ['Retail'], skills: ['Legal'], yearsExperience: 7 }))).toBe(
      39,
    );
    // 20 × 5/8 = 12.5 (+ 70 + 10 = 92.5) → 93.
    const half = prepareRequirements({ ...company, yearsExperienceRequired: 8 });
    expect(scoreAdvisor(half, advisor({ yearsExperience: 5 }))).toBe(93);
  });

  it('treats a requirement the company left empty as met by everyone', () => {
    const none = prepareRequirements({
      industries: [],
      skillsNeeded: [],
      yearsExperienceRequired: 0,
      expectedMonthlyAvailability: 0,
    });
    expect(
      scoreAdvisor(none, advisor({ industries: [], skills: [], yearsExperience: 0, hoursAvailable: 0 })),
    ).toBe(100);
  });

  it("counts an advisor skill named differently in the advisors' list (Strategy Development for Strategic Planning)", () => {
    expect(requirementsMet(requirements.skills, ['Strategy Development'])).toBe(1);
    expect(requirementsMet(requirements.skills, ['Strategic Planning', 'Strategy Development'])).toBe(1);
    expect(overlapPoints(40, requirements.skills, ['Strategy Development'])).toBe(10);
    const hr = prepareRequirements({ ...company, skillsNeeded: ['Human Resources'] });
    expect(overlapPoints(40, hr.skills, ['HR'])).toBe(40);
  });

  it('matches custom entries typed in lower case, ignores duplicates in the requirements', () => {
    const r = prepareRequirements({ ...company, industries: ['Technology', 'Technology ', 'Retail'] });
    expect(r.industries).toHaveLength(2);
    expect(overlapPoints(30, r.industries, ['technology'])).toBe(15);
  });

  it('caps years and hours at the requirement and never goes below zero', () => {
    expect(meetsPoints(20, 10, 40)).toBe(20);
    expect(meetsPoints(20, 10, -3)).toBe(0);
    expect(meetsPoints(10, 0, null)).toBe(10);
    expect(meetsPoints(20, 15, 6)).toBe(8);
  });
});
