import { describe, expect, it } from 'vitest';
import { ADVISOR_INDUSTRIES, ADVISOR_SKILLS, COMPANY_INDUSTRIES, COMPANY_SKILLS } from '@shared/constants';
import { bitsOf, industryOfLabel, industryRelation, skillConcept, skillMaskOfLabel } from './lexicon';
import { tokenize } from './normalize';
import { INDUSTRY_CONCEPTS, SKILL_CONCEPTS } from './synonyms';

const skillLabels = (label: string) => bitsOf(skillMaskOfLabel(label)).map((bit) => skillConcept(bit).label);

describe('skill synonyms', () => {
  it('maps every preset skill, advisor and company list alike, to a concept', () => {
    for (const skill of [...ADVISOR_SKILLS, ...COMPANY_SKILLS])
      expect(skillLabels(skill), skill).not.toEqual([]);
  });

  it('names every concept by an advisor preset, except the extra ones marked so', () => {
    for (const concept of SKILL_CONCEPTS) {
      expect((ADVISOR_SKILLS as readonly string[]).includes(concept.label)).toBe(concept.preset);
    }
  });

  it.each([
    ['Strategic Planning', 'Strategy Development'],
    ['Financial Management', 'Finance'],
    ['CFO', 'Finance'],
    ['Product Development', 'Product Management'],
    ['Roadmap', 'Product Management'],
    ['Human Resources', 'HR'],
    ['Talent', 'HR'],
    ['Leadership Development', 'Leadership'],
    ['M&A', 'Mergers & Acquisitions'],
    ['Mergers and Acquisitions', 'Mergers & Acquisitions'],
    ['Capital Raising', 'Fundraising'],
    ['Investor Relations', 'Fundraising'],
    ['Research and Development', 'R&D'],
    ['Analytics', 'Data Analysis'],
    ['AI', 'Data Analysis'],
    ['Audit', 'Risk Management'],
  ])('%s is %s', (label, concept) => {
    expect(skillLabels(label)).toContain(concept);
  });

  it('leaves unknown custom skills to the text matcher', () => {
    expect(skillMaskOfLabel('Private Equity')).toBe(0);
  });

  it('has no phrase that normalizes to nothing', () => {
    for (const concept of [...SKILL_CONCEPTS, ...INDUSTRY_CONCEPTS]) {
      for (const phrase of concept.phrases)
        expect(tokenize(phrase), `${concept.key}: ${phrase}`).not.toEqual([]);
    }
  });
});

describe('industry synonyms', () => {
  it('maps every preset industry to a canonical key, except the catch-all Other', () => {
    for (const industry of [...ADVISOR_INDUSTRIES, ...COMPANY_INDUSTRIES]) {
      const label = industryOfLabel(industry);
      if (industry === 'Other') expect(label.unknown).toBe(true);
      else expect(label.keys.length, industry).toBeGreaterThan(0);
    }
  });

  it('treats the advisor and company spellings as the same industry', () => {
    expect(industryOfLabel('Legal Services').keys).toEqual(industryOfLabel('Legal').keys);
    expect(industryOfLabel('Biotech').keys).toEqual(industryOfLabel('Biotechnology').keys);
    expect(industryOfLabel('SaaS').keys).toEqual(industryOfLabel('Technology').keys);
    expect(industryOfLabel('Software').keys).toEqual(industryOfLabel('Technology').keys);
  });

  it('relates neighbouring industries partly and symmetrically', () => {
    const key = (label: string) => industryOfLabel(label).keys[0]!;
    expect(industryRelation(key('Fintech'), key('Finance'))).toBeGreaterThanOrEqual(0.85);
    expect(industryRelation(key('Fintech'), key('Technology'))).toBeGreaterThan(0.5);
    expect(industryRelation(key('Biotech'), key('Healthcare'))).toBeGreaterThan(0.5);
    expect(industryRelation(key('Food & Beverage'), key('Hospitality'))).toBeGreaterThan(0);
    expect(industryRelation(key('Food & Beverage'), key('Hospitality'))).toBeLessThan(1);
    expect(industryRelation(key('Hospitality'), key('Food & Beverage'))).toBe(
      industryRelation(key('Food & Beverage'), key('Hospitality')),
    );
    expect(industryRelation(key('Finance'), key('Gaming'))).toBe(0);
  });

  it('finds the industry inside a longer custom label, else keeps the label as its own industry', () => {
    expect(industryOfLabel('Financial Services & Insurance').keys).toEqual(['finance']);
    expect(industryOfLabel('Pet care').keys).toEqual(['custom:pet car']);
  });
});
