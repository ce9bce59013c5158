// Writing a role's posting from its RoleSpec. Two independent styles: `main` (evaluation set) and `heldout`
// (held-out set: other sentence structures, other phrasing of seniority, place, presence and terms).
import type { JobForMatching } from '@server/features/matching/engine';
import { FUNCTIONS, type Wording } from './functions';
import type { RoleSpec } from './grading';
import type { Rng } from './rng';
import { SECTORS } from './world';

export type Style = 'main' | 'heldout';

const COMPANY_A = [
  'North',
  'Bright',
  'Silver',
  'Harbour',
  'Oak',
  'Blue',
  'Iron',
  'Clear',
  'Stone',
  'Maple',
  'Red',
  'Lumen',
];
const COMPANY_B = [
  'field',
  'water',
  'line',
  'gate',
  'path',
  'bridge',
  'works',
  'leaf',
  'point',
  'well',
  'stack',
  'wave',
];

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Parts {
  company: string;
  sectorPhrase: string;
  title: string;
  asks: string[];
  seniority: string;
  requirement: string;
  place: string;
  terms: string;
  engagement: string;
}

const SENIOR_MAIN = [
  (y: number | null) =>
    `You will bring ${y ?? 15}+ years of senior experience, ideally at board or executive level.`,
  (y: number | null) =>
    y
      ? `We expect at least ${y} years in comparable leadership roles.`
      : 'You have done this at executive level before.',
  (y: number | null) =>
    `A seasoned leader${y ? ` with ${y} years or more` : ''} who has sat on the other side of the table.`,
];
const JUNIOR_MAIN = [
  (y: number | null) =>
    `This is a hands-on, entry-level position: ${y ?? 2}+ years of experience is enough and training is provided.`,
  (y: number | null) =>
    `You will handle day-to-day tasks for the team; around ${y ?? 2} years of experience is plenty.`,
  (y: number | null) =>
    `Ideal for someone early in their career (${y ?? 1}–${(y ?? 1) + 2} years' experience).`,
];
const SENIOR_HELDOUT = [
  (y: number | null) =>
    `Our ideal candidate is a senior executive${y ? ` with a track record of ${y}+ years` : ''}.`,
  (y: number | null) =>
    y ? `Minimum ${y} years' leadership experience.` : 'Board or C-suite experience expected.',
];
const JUNIOR_HELDOUT = [
  (y: number | null) =>
    `Junior role reporting to our team lead. ${y ?? 2} years' experience preferred; graduates welcome.`,
  (y: number | null) =>
    `An operational, roll-up-your-sleeves job for someone with ${y ?? 1}-${(y ?? 1) + 1} years behind them.`,
];

function place(spec: RoleSpec, style: Style, rng: Rng): string {
  const { city, country } = spec;
  const main: Record<string, string[]> = {
    'remote-none': ['Fully remote, from anywhere.', 'The role is remote; we meet on video calls.'],
    'remote-occasional': [
      `Mostly remote, with a few trips a year to ${city}.`,
      `Remote, plus quarterly board meetings in ${city}.`,
    ],
    'remote-frequent': [
      `Remote-friendly, but you will be on site in ${city} at least monthly.`,
      `Expect to spend two days a month with the team in ${city}, ${country}.`,
    ],
    'hybrid-frequent': [
      `Hybrid: two days a week in our ${city} office.`,
      `Hybrid, based in ${city} with weekly office days.`,
    ],
    'on-site-frequent': [
      `This is an on-site role at our ${city} headquarters.`,
      `You will work from our offices in ${city}, ${country}, most weeks.`,
    ],
    'on-site-occasional': [`In person: quarterly board meetings at our ${city} office.`],
  };
  const heldout: Record<string, string[]> = {
    'remote-none': ['Location: anywhere — we are a distributed team.', 'Work from home; no travel.'],
    'remote-occasional': [
      `Home-based, with five trips a year to ${city}.`,
      `Remote with twice-yearly visits to ${city}.`,
    ],
    'remote-frequent': [`Remote, but every month you will join us in person in ${city}.`],
    'hybrid-frequent': [`Split between home and our ${city} site (three days a week on site).`],
    'on-site-frequent': [`Based at our site in ${city}, ${country}; this cannot be done remotely.`],
    'on-site-occasional': [`Four board meetings a year, held in person in ${city}.`],
  };
  const key = `${spec.type === 'hybrid' ? 'hybrid' : spec.type}-${spec.type === 'hybrid' ? 'frequent' : spec.presence}`;
  return rng.pick((style === 'main' ? main : heldout)[key]!);
}

function terms(spec: RoleSpec, style: Style, rng: Rng): string {
  const main = {
    paid: ['The role is paid: a monthly retainer.', 'We offer a competitive day rate.'],
    combination: [
      'Compensation is a cash retainer plus share options.',
      'Paid, with an equity grant on top.',
    ],
    equity: [
      'This is an equity-only position: no cash, but a meaningful stake.',
      'We can only offer equity at this stage, not salary.',
    ],
    'pro-bono': [
      'This is a voluntary, unpaid role; reasonable expenses are reimbursed.',
      'Trustees serve as unpaid volunteers.',
    ],
  };
  const heldout = {
    paid: ['Remuneration: fixed monthly fee.', 'Fee paid per day worked.'],
    combination: ['Fee plus options in the company.'],
    equity: ['Compensation is in share options only (no fee).'],
    'pro-bono': ['Pro bono — we are a small charity and cannot pay advisors.'],
  };
  return rng.pick((style === 'main' ? main : heldout)[spec.compensation]);
}

function engagement(spec: RoleSpec, style: Style, rng: Rng): string {
  const main = {
    'part-time': ['About two days a month.', 'Roughly a day a week.'],
    'ad-hoc': ['On an ad-hoc basis, a few hours when needed.'],
    'full-time': ['This is a full-time position (five days a week).'],
  };
  const heldout = {
    'part-time': ['Commitment: 3–4 days per month.'],
    'ad-hoc': ['Occasional calls as projects need them.'],
    'full-time': ['Full-time, 40 hours per week.'],
  };
  return rng.pick((style === 'main' ? main : heldout)[spec.engagement]);
}

function requirement(spec: RoleSpec, wording: Wording, style: Style): string {
  const parts: string[] = [];
  if (spec.credentialRequired && wording.credential) parts.push(wording.credential);
  if (spec.sectorRequired) {
    const experience = SECTORS[spec.sectorRequired].experience;
    parts.push(
      style === 'main'
        ? `Experience in ${experience} is essential.`
        : `You must have worked in ${experience}.`,
    );
  }
  return parts.join(' ');
}

function compose(parts: Parts, style: Style, rng: Rng): { summary: string; description: string } {
  const [a1, a2, a3] = parts.asks;
  const p = (...texts: string[]) =>
    texts
      .filter(Boolean)
      .map((t) => `<p>${t}</p>`)
      .join('');
  const summary = `${parts.company} is ${parts.sectorPhrase}.`;
  const main = [
    () =>
      p(
        `${parts.company} is ${parts.sectorPhrase} growing quickly. We are looking for a ${parts.title} to ${a1}, ${a2} and ${a3}.`,
        parts.seniority,
        parts.requirement,
        `${parts.place} ${parts.engagement}`,
        parts.terms,
      ),
    () =>
      `${p(`About us: ${parts.sectorPhrase} with ambitious plans.`)}<h3>The role</h3><ul><li>${capital(a1!)}</li><li>${capital(a2!)}</li><li>${capital(a3!)}</li></ul><h3>About you</h3>${p(`${parts.seniority} ${parts.requirement}`, `${parts.place} ${parts.engagement} ${parts.terms}`)}`,
    () =>
      p(
        `Our leadership team needs help to ${a1}. As ${parts.title} you will also ${a2}, and ${a3}.`,
        `${parts.requirement} ${parts.seniority}`,
        `${parts.terms} ${parts.engagement} ${parts.place}`,
      ),
  ];
  const heldout = [
    () =>
      `<h2>${parts.title}</h2>${p(`Who we are: ${parts.sectorPhrase}.`)}<h3>What you'll do</h3><ol><li>${capital(a1!)}</li><li>${capital(a2!)}</li></ol><h3>Requirements</h3>${p(parts.requirement, parts.seniority)}<h3>Practicalities</h3>${p(parts.place, parts.engagement, parts.terms)}`,
    () =>
      p(
        `Why this matters: we need to ${a1} and ${a2}.`,
        `${parts.company} (${parts.sectorPhrase}) is recruiting a ${parts.title}. ${parts.seniority}`,
        parts.requirement,
        `${parts.engagement} ${parts.terms} ${parts.place}`,
      ),
  ];
  return { summary, description: rng.pick(style === 'main' ? main : heldout)() };
}

/** A posting for the spec, in the given style. */
export function writePosting(id: string, spec: RoleSpec, style: Style, rng: Rng): JobForMatching {
  const fn = FUNCTIONS[spec.function];
  const wording: Wording = fn[style];
  const sector = SECTORS[spec.sector];
  const title = rng.pick(spec.level === 'senior' ? wording.titles : wording.juniorTitles);
  const seniorityLines =
    style === 'main'
      ? spec.level === 'senior'
        ? SENIOR_MAIN
        : JUNIOR_MAIN
      : spec.level === 'senior'
        ? SENIOR_HELDOUT
        : JUNIOR_HELDOUT;
  const parts: Parts = {
    company: `${rng.pick(COMPANY_A)}${rng.pick(COMPANY_B)}`,
    sectorPhrase: rng.pick(sector.phrases),
    title,
    asks: rng.sample(wording.asks, 3),
    seniority: rng.pick(seniorityLines)(spec.requiredYears),
    requirement: requirement(spec, wording, style),
    place: place(spec, style, rng),
    terms: terms(spec, style, rng),
    engagement: engagement(spec, style, rng),
  };
  const { summary, description } = compose(parts, style, rng);
  return {
    id,
    title,
    companyName: parts.company,
    companySummary: summary,
    jobDescription: description,
    industry: rng.pick(sector.labels),
    type: spec.type,
    engagementType: spec.engagement,
    compensationType: spec.compensation,
    city: spec.city,
    country: spec.country,
  };
}
