// A varied roster of advisors for the demo seed (and any test that needs a realistic crowd): different countries,
// industries, skills, experience and plans, from complete public profiles to half-filled drafts. Deterministic: the
// n-th advisor is always the same person.
import { ADVISOR_INDUSTRIES, ADVISOR_SKILLS } from '@shared/constants';
import type { profiles } from '@server/db/schema';
import { buildAdvisorProfile } from './advisors';
import { jobRoleThemes } from './jobs';

type ProfileInsert = typeof profiles.$inferInsert;

const FIRST = ['Amara', 'Henrik', 'Sofia', 'Rajesh', 'Chloe', 'Tomasz', 'Yuki', 'Gabriel', 'Ingrid', 'Kwame'];
const LAST = ['Osei', 'Larsen', 'Moreau', 'Iyer', 'Bennett', 'Nowak', 'Tanaka', 'Silva', 'Berg', 'Mensah'];
const PLACES = [
  ['London', 'United Kingdom'],
  ['Berlin', 'Germany'],
  ['New York', 'United States'],
  ['Singapore', 'Singapore'],
  ['Toronto', 'Canada'],
  ['Amsterdam', 'Netherlands'],
  ['Sydney', 'Australia'],
  ['Lagos', 'Nigeria'],
] as const;
const PAST_ROLES = [
  'Chief Financial Officer',
  'Chief Operating Officer',
  'General Counsel',
  'VP Engineering',
];

const pick = <T>(list: readonly T[], n: number, count: number) =>
  Array.from({ length: count }, (_, i) => list[(n * 7 + i * 5) % list.length]!).filter(
    (item, i, all) => all.indexOf(item) === i,
  );

/**
 * The n-th advisor of the roster. Every fifth profile is a draft (no biography, skills or experience: not yet
 * eligible for matching and not public), every third of the rest keeps its profile private.
 */
export function rosterAdvisor(n: number): {
  name: string;
  email: string;
  /** The kind of role (a job factory title) this advisor's skills are built around. */
  theme: string;
  profile: Partial<ProfileInsert>;
} {
  const themes = jobRoleThemes();
  const theme = themes[n % themes.length]!;
  const firstName = FIRST[n % FIRST.length]!;
  const lastName = LAST[(n * 3 + Math.floor(n / FIRST.length)) % LAST.length]!;
  const [city, country] = PLACES[n % PLACES.length]!;
  // Half of them know the technology sector, where the demo company posts.
  const industries = [
    ...new Set([...(n % 2 ? [] : ['Technology']), ...pick(ADVISOR_INDUSTRIES, n, 2 + (n % 3))]),
  ];
  const skills = [...new Set([...theme.skills, ...pick(ADVISOR_SKILLS, n + 3, 1 + (n % 3))])];
  const years = 8 + ((n * 11) % 27);
  const pastRole = PAST_ROLES[n % PAST_ROLES.length]!;
  const slug = `${firstName}-${lastName}-${n}`.toLowerCase();
  const draft = n % 5 === 4;
  const profile = buildAdvisorProfile({
    firstName,
    lastName,
    city,
    country,
    industries,
    skills: draft ? [] : skills,
    yearsExperience: years,
    gender: (['female', 'male', 'non-binary', 'prefer-not-to-say'] as const)[n % 4],
    workPreference: (['part-time', 'ad-hoc', 'full-time'] as const)[n % 3],
    compensationPreference: n % 2 ? ['paid'] : ['paid', 'equity'],
    hoursAvailable: 5 + (n % 4) * 5,
    biography: draft
      ? null
      : `${pastRole} with ${years} years in ${industries.join(' and ').toLowerCase()}. I help boards with ` +
        `${skills.slice(0, 2).join(' and ').toLowerCase()}, and founders prepare for their next stage.`,
    linkedinUrl: `https://www.linkedin.com/in/${slug}`,
    calendlyLink: n % 4 === 0 ? `https://calendly.com/${slug}/30min` : null,
    hasBeenAdvisorBefore: draft ? null : n % 3 ? 'yes' : 'no',
    advisorExperience:
      draft || n % 3 === 0 ? [] : [{ company: `${lastName} & Partners`, role: 'Board Advisor' }],
    isPublic: !draft && n % 3 !== 1,
    publicProfileSlug: slug,
    profileCompleted: !draft,
  });
  return { name: `${firstName} ${lastName}`, email: `${slug}@advisors.example`, theme: theme.title, profile };
}
