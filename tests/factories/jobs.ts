// Open advisory roles. `buildJob(n)` is deterministic: the same n always gives the same realistic role, so the
// demo seed, tests and benchmarks can make 60 or 100 000 of them without randomness.
import type { Db } from '@server/db/client';
import { jobs } from '@server/db/schema';

type JobInsert = typeof jobs.$inferInsert;

const COMPANIES = [
  ['Helix Biosciences', 'Biotechnology', 'Boston', 'United States'],
  ['Ledgerline', 'Finance', 'London', 'United Kingdom'],
  ['Carewell Health', 'Healthcare', 'Toronto', 'Canada'],
  ['Voltaic Grid', 'Energy', 'Berlin', 'Germany'],
  ['Tidewater Logistics', 'Transportation', 'Rotterdam', 'Netherlands'],
  ['Brightpath Learning', 'Education', 'Austin', 'United States'],
  ['Quarry & Co', 'Retail', 'Manchester', 'United Kingdom'],
  ['Skyreach Aerospace', 'Aerospace', 'Toulouse', 'France'],
  ['Harvest Loop', 'Agriculture', 'Des Moines', 'United States'],
  ['Northwind Robotics', 'Manufacturing', 'Austin', 'United States'],
  ['Parcel Street', 'Real Estate', 'Dublin', 'Ireland'],
  ['Signal Harbor', 'Telecommunications', 'Stockholm', 'Sweden'],
  ['Open Ledger Foundation', 'Non-profit', 'Washington', 'United States'],
  ['Civic Stack', 'Government', 'Ottawa', 'Canada'],
  ['Motive Works', 'Automotive', 'Munich', 'Germany'],
  ['Copperleaf Media', 'Media', 'New York', 'United States'],
  ['Table & Vine', 'Food & Beverage', 'Melbourne', 'Australia'],
  ['Pixel Forge Games', 'Gaming', 'Montreal', 'Canada'],
  ['Stride Athletics', 'Sports', 'Portland', 'United States'],
  ['Atelier Nord', 'Fashion', 'Copenhagen', 'Denmark'],
  ['Lumen Stay', 'Hospitality', 'Lisbon', 'Portugal'],
  ['Counsel Cloud', 'Legal Services', 'Singapore', 'Singapore'],
  ['Meridian Advisory', 'Consulting', 'Zurich', 'Switzerland'],
  ['Kestrel Security', 'Technology', 'Tel Aviv', 'Israel'],
  ['PayBridge', 'Finance', 'Lagos', 'Nigeria'],
] as const;

/** The company behind role `n` (roles cycle through the companies). */
export function companyForJob(n: number) {
  const [name, industry, city, country] = COMPANIES[n % COMPANIES.length]!;
  return { name, industry, city, country };
}
export const JOB_COMPANY_COUNT = COMPANIES.length;

/** The kinds of role the factory posts, by title, with the skills each asks for. */
export const jobRoleThemes = () => ROLES.map(({ title, skills }) => ({ title, skills }));

const ROLES = [
  {
    title: 'Independent Board Member',
    focus: 'governance, audit oversight and board effectiveness',
    skills: ['Leadership', 'Risk Management', 'Compliance'],
  },
  {
    title: 'Strategic Advisor, Go-to-Market',
    focus: 'go-to-market strategy, pricing and building an enterprise sales motion',
    skills: ['Sales', 'Marketing', 'Business Development'],
  },
  {
    title: 'Fundraising Advisor',
    focus: 'preparing the next funding round, investor relations and capital strategy',
    skills: ['Fundraising', 'Finance', 'Strategy Development'],
  },
  {
    title: 'Advisory Board Member, Technology',
    focus: 'platform architecture, engineering leadership and digital transformation',
    skills: ['Technology', 'Digital Transformation', 'Product Management'],
  },
  {
    title: 'Non-Executive Director',
    focus: 'board governance, risk, and holding the executive team to account',
    skills: ['Leadership', 'Risk Management', 'Compliance'],
  },
  {
    title: 'International Expansion Advisor',
    focus: 'entering new markets, partnerships and regulatory readiness abroad',
    skills: ['International Expansion', 'Business Development', 'Operations'],
  },
  {
    title: 'Audit Committee Chair',
    focus: 'financial reporting, internal controls and audit readiness',
    skills: ['Finance', 'Compliance', 'Risk Management'],
  },
  {
    title: 'Product Strategy Advisor',
    focus: 'product vision, roadmap discipline and customer discovery',
    skills: ['Product Management', 'Customer Experience', 'Innovation'],
  },
  {
    title: 'M&A Advisor',
    focus: 'acquisition strategy, due diligence and post-merger integration',
    skills: ['Mergers & Acquisitions', 'Finance', 'Strategy Development'],
  },
  {
    title: 'Operations Advisor',
    focus: 'scaling operations, supply chain resilience and quality systems',
    skills: ['Operations', 'Supply Chain', 'Quality Assurance'],
  },
  {
    title: 'People & Culture Advisor',
    focus: 'executive hiring, compensation design and building a leadership team',
    skills: ['HR', 'Leadership', 'Operations'],
  },
  {
    title: 'Data & AI Advisor',
    focus: 'data strategy, analytics capability and responsible use of AI',
    skills: ['Data Analysis', 'Technology', 'Innovation'],
  },
] as const;

const TYPES = ['remote', 'hybrid', 'on-site', 'remote', 'unspecified'] as const;
const ENGAGEMENTS = ['part-time', 'ad-hoc', 'part-time', 'full-time', 'volunteer'] as const;
const COMPENSATIONS = ['equity', 'paid', 'combination', 'pro-bono', 'paid', 'combination'] as const;
const SALARIES: Record<string, string[]> = {
  paid: ['$2,000/month', '$1,500/month', '$500 per meeting', '$24,000/year'],
  equity: ['0.5% equity', '1.0% equity', '0.25% equity over 2 years'],
  combination: ['$1,000/month + 0.5% equity', '$750/month + 0.25% equity', '$2,500/month + 1.0% equity'],
  'pro-bono': ['Unpaid (expenses covered)'],
};

const pick = <T>(list: readonly T[], n: number): T =>
  list[((n % list.length) + list.length) % list.length] as T;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function buildJob(n: number, overrides: Partial<JobInsert> = {}): JobInsert {
  const [generatedCompany, generatedIndustry, generatedCity, generatedCountry] = pick(COMPANIES, n);
  // Overrides for the company and place also flow into the generated texts, so a role never names another firm.
  const companyName = overrides.companyName ?? generatedCompany;
  const industry = overrides.industry ?? generatedIndustry;
  const city = overrides.city ?? generatedCity;
  const country = overrides.country ?? generatedCountry;
  const role = pick(ROLES, Math.floor(n / COMPANIES.length) + n);
  const compensationType = pick(COMPENSATIONS, n * 7 + 3);
  const type = pick(TYPES, n * 3 + 1);
  const title = role.title;
  const jobDescription =
    `<p>${companyName} is looking for an experienced ${title.toLowerCase()} to help with ${role.focus}.</p>` +
    `<h3>What you will do</h3><ul>` +
    `<li>Meet with the founders monthly and join quarterly board meetings</li>` +
    `<li>Bring hands-on experience in ${role.skills.join(', ').toLowerCase()}</li>` +
    `<li>Open doors to your network in ${industry.toLowerCase()}</li></ul>` +
    `<h3>Who you are</h3><p>You have 15+ years of experience, ideally including a prior board or advisory seat, ` +
    `and you enjoy coaching a leadership team through its next stage of growth.</p>`;
  return {
    title,
    companyName,
    companyUrl: `https://${slugify(companyName)}.example`,
    companySummary: `${companyName} is a growing ${industry.toLowerCase()} company based in ${city}, ${country}.`,
    jobDescription,
    industry,
    type,
    engagementType: pick(ENGAGEMENTS, n * 5 + 2),
    compensationType,
    salary: pick(SALARIES[compensationType] ?? ['Negotiable'], n),
    city,
    country,
    // Every seventh role is hosted on the company's own careers page.
    jobUrl: n % 7 === 3 ? `https://careers.${slugify(companyName)}.example/board/${n}` : null,
    source: 'Boardly',
    postedDate: new Date(Date.UTC(2026, 10, 20) - n * 9 * 3600 * 1000),
    isActive: true,
    isPublic: true,
    publicJobSlug: `${slugify(title)}-${slugify(companyName)}-${n}`,
    ...overrides,
  };
}

export async function createJobs(
  db: Db,
  count: number,
  overrides: (n: number) => Partial<JobInsert> = () => ({}),
) {
  const rows = Array.from({ length: count }, (_, n) => buildJob(n, overrides(n)));
  const created = [];
  // Chunked so very large benchmark seeds stay under the parameter limit of one statement.
  for (let i = 0; i < rows.length; i += 500) {
    created.push(
      ...(await db
        .insert(jobs)
        .values(rows.slice(i, i + 500))
        .returning()),
    );
  }
  return created;
}
