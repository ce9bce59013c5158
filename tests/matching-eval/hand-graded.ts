// The hand-graded sets (issue #30): set B, read in place from ../shared/matching/ (never copied into the project),
// and the project's own natural set (tests/matching-eval/natural/, once committed). Both are written by hand and
// graded by reading; a third of every set is frozen by role id (frozen-split.ts). Loading a set returns one part
// only: tuning never holds a frozen role, and the frozen part is loaded only by `eval:matching -- --final`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AdvisorForMatching, JobForMatching } from '@server/features/matching/engine';
import { partOf, type SplitPart } from './frozen-split';

export type Grade = 0 | 1 | 2 | 3;

export interface GradedAdvisor {
  index: number;
  label: string;
  thin: boolean;
  profile: AdvisorForMatching;
  /** Grades of this part's roles by job id (unlisted roles are 0). */
  grades: Record<string, Grade>;
}

export interface HandGradedSet {
  name: 'set B' | 'natural';
  part: SplitPart;
  advisors: GradedAdvisor[];
  jobs: JobForMatching[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));
export const SET_DIRS = {
  'set B': `${root}../shared/matching/`,
  natural: `${root}tests/matching-eval/natural/`,
} as const;

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
const num = (v: unknown): number | null =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() && Number.isFinite(Number(v))
      ? Number(v)
      : null;

/** A profile in the product's field names (snake_case, as the sets store them) for the engine. */
export function advisorFromRaw(a: Raw): AdvisorForMatching {
  const exp = a.advisor_experience;
  return {
    firstName: str(a.first_name),
    industries: strings(a.industries),
    skills: strings(a.skills),
    biography: str(a.biography),
    yearsExperience: num(a.years_experience),
    hoursAvailable: num(a.hours_available),
    workPreference: str(a.work_preference),
    availableToWork: strings(a.available_to_work),
    compensationPreference: strings(a.compensation_preference),
    city: str(a.city),
    country: str(a.country),
    hasBeenAdvisorBefore:
      typeof a.has_been_advisor_before === 'boolean'
        ? a.has_been_advisor_before
          ? 'yes'
          : 'no'
        : str(a.has_been_advisor_before),
    advisorExperience: Array.isArray(exp) || typeof exp === 'string' ? (exp as never) : null,
  };
}

export function jobFromRaw(j: Raw): JobForMatching {
  return {
    id: String(j.id),
    title: str(j.title),
    companyName: str(j.company_name),
    companySummary: str(j.company_summary),
    jobDescription: str(j.job_description),
    industry: str(j.industry),
    type: str(j.type),
    engagementType: str(j.engagement_type),
    compensationType: str(j.compensation_type),
    city: str(j.city),
    country: str(j.country),
  };
}

export const setExists = (name: HandGradedSet['name']): boolean =>
  existsSync(`${SET_DIRS[name]}qrels.json`) && existsSync(`${SET_DIRS[name]}jobs.json`);

/** One part of a hand-graded set: only that part's roles and grades are ever read into memory. */
export function loadHandGraded(name: HandGradedSet['name'], part: SplitPart): HandGradedSet {
  const dir = SET_DIRS[name];
  const read = (file: string) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as unknown;
  const rawAdvisors = read('advisors.json') as Raw[];
  const rawJobs = (read('jobs.json') as Raw[]).filter((j) => partOf(String(j.id)) === part);
  const qrels = read('qrels.json') as Record<string, Record<string, number>>;
  const meta = (existsSync(`${dir}meta.json`) ? read('meta.json') : {}) as {
    thin_advisor_indices?: number[];
    advisor_labels?: string[];
  };
  const inPart = new Set(rawJobs.map((j) => String(j.id)));
  const advisors = rawAdvisors.map((raw, index): GradedAdvisor => {
    const grades: Record<string, Grade> = {};
    for (const [id, g] of Object.entries(qrels[String(index)] ?? {})) {
      if (inPart.has(id)) grades[id] = Math.max(0, Math.min(3, Math.round(g))) as Grade;
    }
    return {
      index,
      label: meta.advisor_labels?.[index] ?? `advisor ${index}`,
      thin: meta.thin_advisor_indices?.includes(index) ?? false,
      profile: advisorFromRaw(raw),
      grades,
    };
  });
  return { name, part, advisors, jobs: rawJobs.map(jobFromRaw) };
}
