// The evaluation's advisors, hand-written. `profile` is what the engine sees (the advisor's own words);
// `truth` is what a recruiter reading the profile would note, and is used only by the grading rules
// (GRADING.md): the advisor's function, the sectors they know, the credentials they hold.
import type { AdvisorForMatching } from '@server/features/matching/engine';
import type { FunctionKey } from './functions';
import type { SectorKey } from './world';

export interface Truth {
  function: FunctionKey;
  /** Functions close enough that a role in them is a partial fit. */
  adjacent: readonly FunctionKey[];
  sectors: readonly SectorKey[];
  credentials: readonly string[];
  /** Thin profiles: too little said for a recruiter to put them forward strongly. */
  thin?: boolean;
}

export interface EvalProfile {
  id: string;
  profile: AdvisorForMatching;
  truth: Truth;
}

const exp = (role: string, company: string, description: string) => ({ role, company, description });

export const PROFILES: readonly EvalProfile[] = [
  {
    id: 'p01-cfo-fintech',
    truth: {
      function: 'finance',
      adjacent: ['investment'],
      sectors: ['fintech', 'banking'],
      credentials: ['accountant'],
    },
    profile: {
      firstName: 'Eleanor',
      industries: ['Finance', 'Technology'],
      skills: ['Finance', 'Fundraising', 'Mergers & Acquisitions', 'Risk Management', 'Strategy Development'],
      biography:
        'Chartered accountant (ACA) and former CFO of two venture-backed payments companies. I built finance teams ' +
        'from scratch, ran FP&A and treasury, chaired an audit committee and led fundraising rounds of more than ' +
        '$180m, including a Series C. Before that I spent eight years in audit and corporate finance at a Big Four firm.',
      yearsExperience: 22,
      hoursAvailable: 24,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'equity'],
      city: 'London',
      country: 'United Kingdom',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [exp('Audit Committee Chair', 'Ledgerline', 'Chaired audit for a lending platform')],
    },
  },
  {
    id: 'p02-cto-saas',
    truth: {
      function: 'technology',
      adjacent: ['data', 'product', 'security'],
      sectors: ['saas'],
      credentials: [],
    },
    profile: {
      firstName: 'Jonas',
      industries: ['Technology'],
      skills: [
        'Technology',
        'Digital Transformation',
        'Leadership',
        'Product Management',
        'Cloud architecture',
      ],
      biography:
        'Engineering leader and twice CTO of B2B software companies. I scaled an engineering organisation from 12 ' +
        'to 180 people, led a migration of our platform to the cloud, and introduced code review, incident ' +
        'management and architecture practices that survived hypergrowth. I enjoy coaching new engineering managers.',
      yearsExperience: 18,
      hoursAvailable: 16,
      workPreference: 'part-time',
      availableToWork: ['Remote'],
      compensationPreference: ['paid', 'equity'],
      city: 'Berlin',
      country: 'Germany',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [exp('Technical Advisor', 'Stackmint', 'Advised on platform architecture')],
    },
  },
  {
    id: 'p03-cmo-consumer',
    truth: { function: 'marketing', adjacent: ['creative'], sectors: ['retail'], credentials: [] },
    profile: {
      firstName: 'Maya',
      industries: ['Retail', 'Fashion', 'Food & Beverage'],
      skills: ['Marketing', 'Customer Experience', 'Strategy Development', 'Brand positioning', 'Leadership'],
      biography:
        'Chief marketing officer for consumer brands for sixteen years: repositioned a heritage fashion label, ' +
        'launched a direct-to-consumer snack brand and ran acquisition and retention programmes with budgets of ' +
        '$40m. I care about brand, customer research and campaigns that measurably pay back.',
      yearsExperience: 16,
      hoursAvailable: 20,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid'],
      city: 'New York',
      country: 'United States',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p04-physician',
    truth: {
      function: 'clinical',
      adjacent: ['healthops'],
      sectors: ['healthcare', 'biotech'],
      credentials: ['physician'],
    },
    profile: {
      firstName: 'Samuel',
      industries: ['Healthcare', 'Biotechnology'],
      skills: ['R&D', 'Quality Assurance', 'Clinical trials', 'Patient safety', 'Leadership'],
      biography:
        'Board-certified internist and licensed physician with twenty years of practice at an academic medical ' +
        'centre. I served as associate medical director, chaired the clinical governance committee and was ' +
        'principal investigator on phase II trials. I advise digital health companies on clinical safety.',
      yearsExperience: 20,
      hoursAvailable: 12,
      workPreference: 'ad-hoc',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'pro-bono'],
      city: 'Boston',
      country: 'United States',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [
        exp('Clinical Advisor', 'Pulsewise', 'Clinical safety for a remote monitoring app'),
      ],
    },
  },
  {
    id: 'p05-hospital-ops',
    truth: { function: 'healthops', adjacent: ['supplychain'], sectors: ['healthcare'], credentials: [] },
    profile: {
      firstName: 'Grace',
      industries: ['Healthcare'],
      skills: ['Operations', 'Project Management', 'Leadership', 'Patient flow', 'Quality Assurance'],
      biography:
        'Hospital operations executive: chief operating officer of a 900-bed hospital group, where I cut waiting ' +
        'lists by a third, reorganised theatre scheduling and bed management, and opened two diagnostic centres. ' +
        'Not a clinician — my strength is running complex services and preparing for inspections.',
      yearsExperience: 19,
      hoursAvailable: 20,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'pro-bono'],
      city: 'Manchester',
      country: 'United Kingdom',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p06-general-counsel',
    truth: { function: 'legal', adjacent: [], sectors: ['fintech', 'banking'], credentials: ['lawyer'] },
    profile: {
      firstName: 'Aoife',
      industries: ['Finance', 'Legal Services'],
      skills: ['Legal', 'Compliance', 'Risk Management', 'Mergers & Acquisitions', 'Regulatory affairs'],
      biography:
        'Solicitor admitted in Ireland and England, formerly general counsel of a payments institution. I led our ' +
        'e-money licence application, negotiated banking partnerships and ran data protection and compliance. ' +
        'Earlier, eight years in the financial regulation team of a law firm.',
      yearsExperience: 17,
      hoursAvailable: 15,
      workPreference: 'part-time',
      availableToWork: ['Remote'],
      compensationPreference: ['paid', 'equity'],
      city: 'Dublin',
      country: 'Ireland',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p07-chro',
    truth: { function: 'people', adjacent: [], sectors: ['saas', 'retail'], credentials: [] },
    profile: {
      firstName: 'Priya',
      industries: ['Technology', 'Retail'],
      skills: ['HR', 'Leadership', 'Organisation design', 'Executive compensation', 'Strategy Development'],
      biography:
        'Chief people officer at a software scale-up and, before that, HR director of a retailer with 6,000 staff. ' +
        'I designed organisations through rapid hiring, built equity and pay frameworks and advised remuneration ' +
        'committees on executive compensation and succession.',
      yearsExperience: 21,
      hoursAvailable: 10,
      workPreference: 'ad-hoc',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'pro-bono'],
      city: 'Toronto',
      country: 'Canada',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p08-sustainability',
    truth: { function: 'esg', adjacent: [], sectors: ['energy', 'manufacturing'], credentials: [] },
    profile: {
      firstName: 'Lotte',
      industries: ['Energy', 'Manufacturing'],
      skills: ['Sustainability', 'Climate risk', 'Strategy Development', 'Compliance', 'Supply Chain'],
      biography:
        'Sustainability director for a utility and an industrial group. I wrote our net zero transition plan, led ' +
        'TCFD climate disclosures and a decarbonisation programme across twelve plants, and now advise boards on ' +
        'climate risk and ESG reporting.',
      yearsExperience: 15,
      hoursAvailable: 20,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'equity'],
      city: 'Amsterdam',
      country: 'Netherlands',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p09-ciso',
    truth: {
      function: 'security',
      adjacent: ['technology'],
      sectors: ['banking', 'fintech'],
      credentials: ['cissp'],
    },
    profile: {
      firstName: 'Wei',
      industries: ['Finance', 'Technology'],
      skills: ['Risk Management', 'Compliance', 'Technology', 'Cybersecurity', 'Incident response'],
      biography:
        'CISSP-certified chief information security officer at a regional bank for nine years. I ran the ISO 27001 ' +
        'certification, the security operations centre and incident response, and briefed the board on cyber risk.',
      yearsExperience: 20,
      hoursAvailable: 12,
      workPreference: 'part-time',
      availableToWork: ['Remote'],
      compensationPreference: ['paid'],
      city: 'Singapore',
      country: 'Singapore',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p10-manufacturing-coo',
    truth: {
      function: 'supplychain',
      adjacent: ['healthops'],
      sectors: ['manufacturing', 'logistics'],
      credentials: [],
    },
    profile: {
      firstName: 'Klaus',
      industries: ['Manufacturing', 'Automotive', 'Transportation'],
      skills: ['Supply Chain', 'Operations', 'Quality Assurance', 'Lean manufacturing', 'Procurement'],
      biography:
        'Chief operating officer of an automotive parts supplier with six plants. I introduced lean manufacturing, ' +
        'redesigned the supply chain after a supplier failure and built a second production site in Poland. ' +
        'Happy to work full-time on an interim basis.',
      yearsExperience: 24,
      hoursAvailable: 140,
      workPreference: 'full-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'equity'],
      city: 'Munich',
      country: 'Germany',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p11-data-ai-health',
    truth: {
      function: 'data',
      adjacent: ['technology'],
      sectors: ['healthcare', 'biotech'],
      credentials: [],
    },
    profile: {
      firstName: 'Ana',
      industries: ['Healthcare', 'Biotechnology', 'Technology'],
      skills: ['Data Analysis', 'Machine learning', 'Technology', 'R&D', 'Data governance'],
      biography:
        'Head of data science at a diagnostics company: built the data platform and a machine learning team, and ' +
        'took two predictive models through regulatory validation. I advise on data strategy and responsible AI ' +
        'in health.',
      yearsExperience: 12,
      hoursAvailable: 15,
      workPreference: 'part-time',
      availableToWork: ['Remote'],
      compensationPreference: ['equity', 'paid'],
      city: 'San Francisco',
      country: 'United States',
      hasBeenAdvisorBefore: 'no',
      advisorExperience: [],
    },
  },
  {
    id: 'p12-product-edtech',
    truth: { function: 'product', adjacent: ['technology'], sectors: ['education', 'saas'], credentials: [] },
    profile: {
      firstName: 'Liam',
      industries: ['Education', 'Technology'],
      skills: [
        'Product Management',
        'Customer Experience',
        'Data Analysis',
        'User research',
        'Strategy Development',
      ],
      biography:
        'Chief product officer at an online learning company: set the roadmap, built a discovery practice and ' +
        'grew the product team to 40. Earlier product manager at a SaaS company. I like coaching product managers.',
      yearsExperience: 14,
      hoursAvailable: 20,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'equity'],
      city: 'Sydney',
      country: 'Australia',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p13-charity-fundraiser',
    truth: { function: 'fundraising', adjacent: [], sectors: ['nonprofit', 'education'], credentials: [] },
    profile: {
      firstName: 'Fiona',
      industries: ['Non-profit', 'Education'],
      skills: ['Fundraising', 'Leadership', 'Major donors', 'Strategy Development', 'Business Development'],
      biography:
        'Director of fundraising for a national charity and a university, raising £30m a year from major donors, ' +
        'trusts and foundations and legacies. I have been a trustee of two charities and give my time pro bono.',
      yearsExperience: 18,
      hoursAvailable: 12,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['pro-bono', 'paid'],
      city: 'Edinburgh',
      country: 'United Kingdom',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p14-actuary',
    truth: { function: 'actuarial', adjacent: ['finance'], sectors: ['insurance'], credentials: ['actuary'] },
    profile: {
      firstName: 'Matthias',
      industries: ['Insurance', 'Finance'],
      skills: ['Risk Management', 'Compliance', 'Actuarial', 'Solvency II', 'Data Analysis'],
      biography:
        'Fellow of the Institute and Faculty of Actuaries (FIA) and chief risk officer of a reinsurer. I led ' +
        'reserving and pricing, the Solvency II internal model and the ORSA, and sat on the risk committee.',
      yearsExperience: 23,
      hoursAvailable: 16,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid'],
      city: 'Zurich',
      country: 'Switzerland',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p15-cro-saas',
    truth: { function: 'sales', adjacent: ['marketing'], sectors: ['saas'], credentials: [] },
    profile: {
      firstName: 'Marcus',
      industries: ['Technology'],
      skills: ['Sales', 'Business Development', 'Leadership', 'Enterprise sales', 'International Expansion'],
      biography:
        'Chief revenue officer at two B2B software companies, taking one from $5m to $60m ARR. I built enterprise ' +
        'sales teams, sales compensation plans and channel partnerships in North America and Europe.',
      yearsExperience: 16,
      hoursAvailable: 20,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['equity', 'paid'],
      city: 'Austin',
      country: 'United States',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p16-real-estate',
    truth: {
      function: 'realestate',
      adjacent: ['investment'],
      sectors: ['realestate'],
      credentials: ['surveyor'],
    },
    profile: {
      firstName: 'Omar',
      industries: ['Real Estate', 'Finance'],
      skills: [
        'Real estate development',
        'Mergers & Acquisitions',
        'Project Management',
        'Finance',
        'Asset management',
      ],
      biography:
        'Chartered surveyor (FRICS) and development director for a property group in the Gulf and the UK: site ' +
        'appraisal, planning, construction oversight and joint ventures with landowners on mixed-use schemes.',
      yearsExperience: 20,
      hoursAvailable: 16,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'equity'],
      city: 'Dubai',
      country: 'United Arab Emirates',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p17-studio-founder',
    truth: { function: 'creative', adjacent: ['marketing'], sectors: ['media'], credentials: [] },
    profile: {
      firstName: 'Camille',
      industries: ['Media', 'Fashion'],
      skills: ['Creative direction', 'Branding', 'Business Development', 'Design', 'Leadership'],
      biography:
        'Founder and creative director of an independent design studio of 35 people working for fashion and ' +
        'publishing clients. I built the studio, its design process and its client relationships, and mentor art ' +
        'directors.',
      yearsExperience: 15,
      hoursAvailable: 10,
      workPreference: 'ad-hoc',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'equity'],
      city: 'Paris',
      country: 'France',
      hasBeenAdvisorBefore: 'no',
      advisorExperience: [],
    },
  },
  {
    id: 'p18-growth-marketer',
    truth: { function: 'marketing', adjacent: [], sectors: ['saas', 'fintech'], credentials: [] },
    profile: {
      firstName: 'Tiago',
      industries: ['Technology', 'Finance'],
      skills: ['Marketing', 'Data Analysis', 'Growth marketing', 'Paid acquisition'],
      biography:
        'Growth marketer with six years at SaaS and fintech start-ups: paid acquisition, lifecycle email and ' +
        'conversion experiments. Looking for hands-on or advisory work with early-stage teams.',
      yearsExperience: 6,
      hoursAvailable: 40,
      workPreference: 'part-time',
      availableToWork: ['Remote'],
      compensationPreference: ['paid', 'equity'],
      city: 'Lisbon',
      country: 'Portugal',
      hasBeenAdvisorBefore: 'no',
      advisorExperience: [],
    },
  },
  {
    id: 'p19-private-equity',
    truth: { function: 'investment', adjacent: ['finance'], sectors: ['assetmgmt'], credentials: [] },
    profile: {
      firstName: 'Charles',
      industries: ['Finance', 'Private equity'],
      skills: ['Mergers & Acquisitions', 'Fundraising', 'Finance', 'Due diligence', 'Portfolio management'],
      biography:
        'Partner at a mid-market private equity firm for fifteen years: led buyouts, sat on the investment ' +
        'committee and raised three funds from institutional LPs. I now advise funds and family offices.',
      yearsExperience: 25,
      hoursAvailable: 12,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['paid', 'equity'],
      city: 'London',
      country: 'United Kingdom',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p20-head-teacher',
    truth: {
      function: 'education',
      adjacent: [],
      sectors: ['education', 'nonprofit'],
      credentials: ['teacher'],
    },
    profile: {
      firstName: 'Ruth',
      industries: ['Education', 'Non-profit'],
      skills: [
        'Leadership',
        'Curriculum design',
        'Safeguarding',
        'Project Management',
        'Strategy Development',
      ],
      biography:
        'Qualified teacher (QTS) and headteacher of a secondary school for eleven years, then director of education ' +
        'for a multi-academy trust. I led two schools through inspections and redesigned the curriculum.',
      yearsExperience: 26,
      hoursAvailable: 8,
      workPreference: 'part-time',
      availableToWork: ['Remote', 'On-site'],
      compensationPreference: ['pro-bono'],
      city: 'Leeds',
      country: 'United Kingdom',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [],
    },
  },
  {
    id: 'p21-thin-marketing',
    truth: { function: 'marketing', adjacent: [], sectors: [], credentials: [], thin: true },
    profile: { firstName: 'Lucia', skills: ['Marketing'], country: 'Spain' },
  },
  {
    id: 'p22-thin-technology',
    truth: { function: 'technology', adjacent: [], sectors: ['saas'], credentials: [], thin: true },
    profile: { firstName: 'Dan', industries: ['Technology'], city: 'Chicago' },
  },
];
