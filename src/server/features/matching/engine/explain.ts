// Turning a scored role into words: up to 4 reasons from the spec's families (industry, skills, remote/onsite,
// advisory experience, engagement type, location), strongest contribution first, and up to 3 improvements —
// the missing pieces of the profile that would raise this score most. Written without per-call closures:
// ranking explains every returned role.
import type { PreparedAdvisor, ProfileGap } from './advisor';
import type { PreparedJob } from './job-index';
import { SKILL_COUNT, skillConcept } from './lexicon';
import type { Evaluation } from './score';
import { skillsValue, type IndustryMatch } from './signals';
import { SCORE_BANDS, SCORE_PRIOR } from './weights';

export const MAX_REASONS = 4;
export const MAX_IMPROVEMENTS = 3;
const MAX_SKILLS_NAMED = 3;
const MAX_SKILL_SUGGESTIONS = 2;
// Module-local copy: loops below read it per bit, and some loaders reach imports through getters.
const SKILLS = SKILL_COUNT;

/** Candidate texts with strengths; `best` returns the strongest first (ties keep insertion order). */
class Candidates {
  private readonly texts: string[] = [];
  private readonly strengths: number[] = [];

  add(text: string | null, strength: number): void {
    if (!text) return;
    this.texts.push(text);
    this.strengths.push(strength);
  }

  /** Indices of the best `count` candidates, strongest first (a handful of candidates: selection is enough). */
  private bestIndices(count: number): number[] {
    const picked: number[] = [];
    const taken = new Array<boolean>(this.texts.length).fill(false);
    while (picked.length < count && picked.length < this.texts.length) {
      let best = -1;
      for (let i = 0; i < this.texts.length; i++) {
        if (!taken[i] && (best < 0 || this.strengths[i]! > this.strengths[best]!)) best = i;
      }
      taken[best] = true;
      picked.push(best);
    }
    return picked;
  }

  best(count: number): string[] {
    const out: string[] = [];
    for (const i of this.bestIndices(count)) out.push(this.texts[i]!);
    return out;
  }

  /** Adds this list's best `count` entries to `other`, with their strengths. */
  addBestTo(other: Candidates, count: number): void {
    for (const i of this.bestIndices(count)) other.add(this.texts[i]!, this.strengths[i]!);
  }
}

/** Strings that repeat across roles are built once per advisor (PreparedAdvisor.memo.text). */
function remember(a: PreparedAdvisor, key: unknown, text: string): string {
  a.memo.text.set(key, text);
  return text;
}

/** The advisor's skills the role names: those in the title first, then in concept order, then custom ones. */
export function matchedSkillNames(
  a: PreparedAdvisor,
  matched: number,
  inTitle: number,
  custom: number,
): string[] {
  const names: string[] = [];
  for (let pass = 0; pass < 2; pass++) {
    const bits = pass === 0 ? matched & inTitle : matched & ~inTitle;
    for (let bit = 0; bit < SKILLS; bit++) {
      if (!(bits & (1 << bit))) continue;
      const name = a.skillLabels.get(bit) ?? skillConcept(bit).label;
      if (!names.includes(name)) names.push(name);
    }
  }
  for (let bit = 0; bit < a.customSkills.length; bit++) {
    const name = a.customSkills[bit]!.label;
    if (custom & (1 << bit) && !names.includes(name)) names.push(name);
  }
  return names;
}

function workModeReason(a: PreparedAdvisor, job: PreparedJob, ev: Evaluation): string | null {
  const { workMode, proximity } = ev.signals;
  if (workMode < 0.75) return null;
  if (job.type === 'remote') return a.availability.remote ? 'Remote-friendly role' : null;
  if (job.type === 'on-site' && a.availability.onSite) {
    if (proximity === 'city') return 'On-site in your city';
    if (proximity === 'country') return 'On-site in your country';
  }
  if (job.type === 'hybrid') {
    if (proximity === 'city') return 'Hybrid role in your city';
    if (proximity === 'country') return 'Hybrid role in your country';
  }
  return null;
}

function industryReason(industry: IndustryMatch): string | null {
  if (industry.kind === 'exact' || (industry.kind === 'related' && industry.value >= 0.85)) {
    return `Industry match: ${industry.jobIndustry ?? industry.advisorIndustry}`;
  }
  if (industry.kind === 'related' && industry.value >= 0.5)
    return `Related industry: ${industry.jobIndustry}`;
  if (industry.kind === 'text' && industry.value >= 0.4 && industry.jobIndustry) {
    return `Industry match: ${industry.jobIndustry}`;
  }
  return null;
}

const ENGAGEMENT_REASON: Readonly<Record<string, string>> = {
  'part-time': 'Part-time engagement fits your preference',
  'full-time': 'Full-time engagement fits your preference',
  'ad-hoc': 'Ad-hoc engagement fits your preference',
};

function skillsReason(a: PreparedAdvisor, matched: number, inTitle: number, custom: number): string | null {
  if (matched === 0 && custom === 0) return null;
  // Masks are below 2^31: one number identifies the combination when there are no custom skills.
  const key = custom === 0 ? (matched & inTitle) * 2 ** 31 + matched : null;
  const known = key === null ? undefined : a.memo.text.get(key);
  if (known !== undefined) return known;
  const text = `Skills: ${matchedSkillNames(a, matched, inTitle, custom).slice(0, MAX_SKILLS_NAMED).join(', ')}`;
  return key === null ? text : remember(a, key, text);
}

function industryReasonOf(a: PreparedAdvisor, industry: IndustryMatch): string | null {
  const known = a.memo.text.get(industry);
  return known !== undefined ? known || null : remember(a, industry, industryReason(industry) ?? '') || null;
}

function placeReason(a: PreparedAdvisor, place: string): string {
  const key = `@${place}`;
  return a.memo.text.get(key) ?? remember(a, key, `Based in ${place}`);
}

function reasons(a: PreparedAdvisor, job: PreparedJob, ev: Evaluation): string[] {
  const { signals: s, weights: w } = ev;
  const out = new Candidates();
  // Each reason's strength is its signal's contribution to the score (weight × value).
  const industry = s.industryMatch;
  out.add(industryReasonOf(a, industry), w.industry * s.industry);
  out.add(skillsReason(a, s.matchedSkills, job.text.titleSkillMask, s.customSkills), w.skills * s.skills);
  const mode = workModeReason(a, job, ev);
  out.add(mode, w.workMode * s.workMode);
  if (s.advisory >= 0.75) out.add('Prior advisory experience', w.advisory * s.advisory);
  if (s.engagementExact && job.engagement) {
    out.add(ENGAGEMENT_REASON[job.engagement] ?? null, w.engagement * s.engagement);
  }
  // The work-mode reason already says "in your city/country" for on-site and hybrid roles.
  if (!mode || mode === 'Remote-friendly role') {
    const place =
      s.proximity === 'city' ? job.cityLabel : s.proximity === 'country' ? job.countryLabel : null;
    if (place) out.add(placeReason(a, place), w.location * s.location);
  }
  return out.best(MAX_REASONS);
}

const GAP_TEXT: Readonly<Record<ProfileGap['field'], string>> = {
  biography: 'Write a biography of 200+ characters',
  industries: 'Add at least 2 industries',
  skills: 'Add at least 5 skills',
  availability: 'Say whether you can work remotely or on-site',
  workPreference: 'Choose a work preference (part-time, full-time or ad-hoc)',
  compensation: 'Choose the compensation you accept (paid, equity or pro bono)',
  location: 'Add your city and country',
  years: 'Add your years of experience',
  advisoryHistory: 'Say whether you have been an advisor before',
};

const SKILL_SUGGESTIONS = Array.from(
  { length: SKILLS },
  (_, bit) => `Add ${skillConcept(bit).label} to your skills`,
);

/** Score points below which a suggestion is not worth showing. */
const MIN_GAIN = 0.5;
/** Weighted average of an average fit, for estimating what completing the profile would bring. */
const TYPICAL_FIT = 0.5;

function improvements(a: PreparedAdvisor, job: PreparedJob, ev: Evaluation): string[] {
  const { signals: s, weights: w, confidence } = ev;
  const out = new Candidates();
  // Score points per unit of weighted signal value (a hard mismatch keeps only a sliver of any gain).
  const share = ev.hardMismatch ? SCORE_BANDS.hardMax / 100 : 1;
  const points = 100 * confidence * share;

  // Skills the role names that the advisor does not list (title mentions gain the most).
  const skillRanking = new Candidates();
  const { skillMask: named, titleSkillMask: inTitle } = job.text;
  for (let bit = 0; bit < SKILLS; bit++) {
    if (!(s.missingSkills & (1 << bit))) continue;
    const withSkill = skillsValue(a.skillMask | (1 << bit), a.skillCount + 1, named, inTitle, s.customSkills);
    const gain = w.skills * (withSkill - s.skills) * points;
    if (gain >= MIN_GAIN) skillRanking.add(SKILL_SUGGESTIONS[bit]!, gain);
  }
  skillRanking.addBestTo(out, MAX_SKILL_SUGGESTIONS);

  // The role's industry, when the rest of the role fits (never suggest a sector the advisor shows nothing for).
  const industry = s.industryMatch;
  const fitsOtherwise = s.skills >= 0.4 || s.text >= 0.35 || industry.value >= 0.3;
  if (industry.suggestable && industry.value < 0.85 && fitsOtherwise) {
    const key = `+${industry.suggestable}`;
    const text = a.memo.text.get(key) ?? remember(a, key, `Add ${industry.suggestable} to your industries`);
    out.add(text, w.industry * (1 - industry.value) * points);
  }

  // Missing profile fields: filling one raises confidence by its penalty, and the score with it. Filling it
  // usually raises relevance too, so the gain is estimated as if the role were at least an average fit.
  const shrinkGain = 100 * (Math.max(ev.raw, TYPICAL_FIT) - SCORE_PRIOR) * share;
  for (const gap of a.gaps) out.add(GAP_TEXT[gap.field], gap.penalty * shrinkGain);
  if (a.hasBeenAdvisor === 'yes' && a.advisoryRoles === 0) {
    out.add('List your previous advisory roles', w.advisory * 0.25 * points);
  }
  return out.best(MAX_IMPROVEMENTS);
}

export function explain(
  a: PreparedAdvisor,
  job: PreparedJob,
  ev: Evaluation,
): { reasons: string[]; improvements: string[] } {
  return { reasons: reasons(a, job, ev), improvements: improvements(a, job, ev) };
}
