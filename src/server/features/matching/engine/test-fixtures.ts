// Hand-made advisors and roles for the engine's unit tests (not imported by the engine itself). The client's
// test-job-cards.ts describes the same sample role in the card's wire shape, deliberately.
import type { AdvisorForMatching, JobForMatching } from './types';

/** A complete profile: a former fintech CFO in London, part-time, paid or equity, remote or on-site. */
export function fintechCfo(overrides: Partial<AdvisorForMatching> = {}): AdvisorForMatching {
  return {
    firstName: 'Eleanor',
    industries: ['Finance', 'Technology', 'Healthcare'],
    skills: [
      'Strategy Development',
      'Fundraising',
      'Finance',
      'Risk Management',
      'Mergers & Acquisitions',
      'Leadership',
    ],
    biography:
      'Former CFO of two venture-backed fintech companies, one taken through a Series C and one through a trade ' +
      'sale. I have chaired audit committees, built finance teams from five to sixty people and led fundraising ' +
      'rounds totalling more than $180m. I now advise founders on capital strategy, governance and preparing a ' +
      'board for scale.',
    yearsExperience: 24,
    hoursAvailable: 20,
    workPreference: 'part-time',
    availableToWork: ['Remote', 'On-site'],
    compensationPreference: ['paid', 'equity'],
    city: 'London',
    country: 'United Kingdom',
    hasBeenAdvisorBefore: 'yes',
    advisorExperience: [
      {
        company: 'Ledgerline',
        website: 'https://ledgerline.example',
        role: 'Board Advisor',
        description: 'Series B fintech',
      },
      { company: 'Carewell Health', role: 'Audit Committee Chair' },
    ],
    ...overrides,
  };
}

let counter = 0;

/** A role with sensible defaults: a remote, part-time, paid fundraising advisor for a London fintech. */
export function role(overrides: Partial<JobForMatching> = {}): JobForMatching {
  counter++;
  return {
    id: `job-${String(counter).padStart(3, '0')}`,
    title: 'Fundraising Advisor',
    companyName: 'Ledgerline',
    companySummary: 'Ledgerline is a growing finance company based in London, United Kingdom.',
    jobDescription:
      '<p>Ledgerline is looking for an experienced fundraising advisor to help with preparing the next funding ' +
      'round, investor relations and capital strategy.</p><h3>What you will do</h3><ul><li>Meet with the ' +
      'founders monthly and join quarterly board meetings</li><li>Bring hands-on experience in fundraising, ' +
      'finance, strategy development</li></ul><h3>Who you are</h3><p>You have 15+ years of experience, ideally ' +
      'including a prior board or advisory seat.</p>',
    industry: 'Finance',
    type: 'remote',
    engagementType: 'part-time',
    compensationType: 'paid',
    city: 'London',
    country: 'United Kingdom',
    ...overrides,
  };
}

/** A gaming studio's live-ops role: nothing in common with a fintech CFO but the format. */
export function gamingRole(overrides: Partial<JobForMatching> = {}): JobForMatching {
  return role({
    title: 'Game Design Advisor',
    companyName: 'Pixel Forge Games',
    companySummary: 'Pixel Forge Games is an independent video game studio based in Montreal, Canada.',
    jobDescription:
      '<p>We are looking for an advisor on game design, live operations and player community for our ' +
      'multiplayer titles.</p><ul><li>Review level design and monetisation loops</li><li>Mentor our creative ' +
      'director on esports partnerships</li></ul>',
    industry: 'Gaming',
    ...overrides,
  });
}

/** Filler roles on other subjects, so IDF has a realistic background. */
export function background(count = 12): JobForMatching[] {
  const subjects = [
    ['Supply Chain Advisor', 'Manufacturing', 'supply chain resilience, procurement and quality systems'],
    ['Retail Operations Advisor', 'Retail', 'store operations, merchandising and customer experience'],
    ['Education Advisor', 'Education', 'curriculum partnerships with schools and learning outcomes'],
    ['Energy Transition Advisor', 'Energy', 'grid storage projects and renewable energy permits'],
    ['Agritech Advisor', 'Agriculture', 'precision farming, soil sensors and cooperatives'],
    ['Fashion Brand Advisor', 'Fashion', 'luxury apparel collections and wholesale accounts'],
  ] as const;
  return Array.from({ length: count }, (_, i) => {
    const [title, industry, focus] = subjects[i % subjects.length]!;
    return role({
      id: `bg-${String(i).padStart(3, '0')}`,
      title,
      companyName: `${industry} Co ${i}`,
      companySummary: `A ${industry.toLowerCase()} company.`,
      jobDescription: `<p>Help us with ${focus}.</p>`,
      industry,
      type: 'hybrid',
      city: 'Berlin',
      country: 'Germany',
    });
  });
}

/** Every reason must come from one of the spec's families. */
export const REASON_FAMILIES =
  /^(The role's (title and text name|text names) “.+”, words from your .+|The role asks for .+; your (skill|past role|biography).+|Sector: .+|Related sector: .+|Skills: .+|Remote role, .+|(On-site|Hybrid) in .+ — your (city|country)|(Part-time|Full-time|Ad-hoc), as you prefer|A board seat — you have held advisory or board roles before)$/;
