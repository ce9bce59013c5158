// Turning a scored role into words: up to 3 reasons that cite the role's own asks and the advisor's own evidence
// (function, sector, skills, place with whose place it is, engagement, board seat), strongest contribution first;
// the tensions that lowered the score (checks.ts); and up to 3 improvements limited to missing profile fields or
// things the profile already shows. Written without per-call closures:
// ranking explains every returned role.
import type { PreparedAdvisor, ProfileGap } from './advisor';
import type { PreparedJob } from './job-index';
import { SKILL_COUNT, skillConcept } from './lexicon';
import type { Evaluation } from './score';
import { skillsValue, type IndustryMatch } from './signals';
import { tokenize } from './normalize';
import { SCORE_BANDS, SCORE_PRIOR } from './weights';
import { boardGapReason, filledGaps } from './board-gaps';
import { languageLabel, writtenInTheirLanguage } from './languages';

export const MAX_REASONS = 3;
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

function placeReason(a: PreparedAdvisor, job: PreparedJob, ev: Evaluation): string | null {
  const { proximity } = ev.signals;
  const city = job.cityLabel;
  const place = [job.cityLabel, job.countryLabel].filter(Boolean).join(', ');
  if (job.type === 'remote') {
    if (!a.availability.remote) return null;
    if (proximity === 'city' && city) return `Remote role, and the company is in your city (${city})`;
    return 'Remote role, and you work remotely';
  }
  if ((job.type === 'on-site' || job.type === 'hybrid') && a.availability.onSite && place) {
    const mode = job.type === 'on-site' ? 'On-site' : 'Hybrid';
    if (proximity === 'city') return `${mode} in ${place} — your city`;
    if (proximity === 'country') return `${mode} in ${place} — your country`;
  }
  return null;
}

function industryReason(industry: IndustryMatch): string | null {
  const yours = industry.advisorIndustry ? ` — you list ${industry.advisorIndustry}` : '';
  if (industry.kind === 'exact' || (industry.kind === 'related' && industry.value >= 0.85)) {
    return `Sector: ${industry.jobIndustry ?? industry.advisorIndustry}${yours}`;
  }
  if (industry.kind === 'related' && industry.value >= 0.5)
    return `Related sector: ${industry.jobIndustry}${yours}`;
  if (industry.kind === 'text' && industry.value >= 0.4 && industry.jobIndustry) {
    return `Sector: ${industry.jobIndustry}${yours}`;
  }
  return null;
}

const ENGAGEMENT_REASON: Readonly<Record<string, string>> = {
  'part-time': 'Part-time, as you prefer',
  'full-time': 'Full-time, as you prefer',
  'ad-hoc': 'Ad-hoc, as you prefer',
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

const quoteList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Where the profile says a word, grouped: "your biography", "your skills “A” and “B”". */
function whereSaid(wheres: readonly string[]): string {
  const groups = new Map<string, string[]>();
  const plain: string[] = [];
  for (const where of wheres) {
    const m = /^your (skill|industry|past role) (“.*”)$/.exec(where);
    if (!m) {
      if (!plain.includes(where)) plain.push(where);
      continue;
    }
    const list = groups.get(m[1]!) ?? [];
    if (!list.includes(m[2]!)) list.push(m[2]!);
    groups.set(m[1]!, list);
  }
  const plural: Record<string, string> = {
    skill: 'skills',
    industry: 'industries',
    'past role': 'past roles',
  };
  const grouped = [...groups].map(
    ([kind, quotes]) => `your ${quotes.length > 1 ? plural[kind] : kind} ${quoteList(quotes)}`,
  );
  return quoteList([...plain, ...grouped]);
}

/** The words the text relevance rests on, quoted from both sides: the role's title or text, and the profile. */
function wordsReason(ev: Evaluation): string | null {
  const words = ev.sharedWords.filter((w) => w.distinctive).slice(0, 3);
  if (words.length < 2) return null;
  const inRole = words.some((w) => w.inTitle) ? "The role's title and text name" : "The role's text names";
  return `${inRole} ${quoteList(words.map((w) => `“${w.word}”`))}, words from ${whereSaid(words.map((w) => w.where))}`;
}

function reasons(a: PreparedAdvisor, job: PreparedJob, ev: Evaluation): string[] {
  const { signals: s, weights: w } = ev;
  const out = new Candidates();
  // Text relevance is the backbone of the score: the words it rests on come first when there are some.
  out.add(wordsReason(ev), 0.5 * s.text);
  // Each reason's strength is its signal's contribution to the score (weight × value).
  out.add(industryReasonOf(a, s.industryMatch), w.industry * s.industry);
  out.add(skillsReason(a, s.matchedSkills, job.text.titleSkillMask, s.customSkills), w.skills * s.skills);
  out.add(placeReason(a, job, ev), w.workMode * s.workMode);
  if (s.engagementExact && job.engagement) {
    out.add(ENGAGEMENT_REASON[job.engagement] ?? null, w.engagement * s.engagement);
  }
  // Only where it matters: a board seat for someone who has held advisory roles (not on every card).
  if (job.text.boardLevel && s.advisory >= 0.75) {
    out.add('A board seat — you have held advisory or board roles before', 0.12 * s.advisory);
  }
  // Written in a language the advisor works in (decision 055): its words miss an English profile, so say why.
  const language = writtenInTheirLanguage(a, job);
  if (language) {
    out.add(
      `Written in ${languageLabel(language)} — ${a.languages.get(language)!.replace(/^your profile: /, 'you wrote ')}`,
      0.3,
    );
  }
  // The company's board gaps this advisor fills (decision 051): named first, it is what the company asked for.
  const gaps = job.boardGaps.labels.length ? filledGaps(a, job.boardGaps) : [];
  if (gaps.length) out.add(boardGapReason(gaps, job.boardGaps.labels.length), 10);
  return out.best(MAX_REASONS);
}

/** What lowered the score, most costly first. */
function tensions(ev: Evaluation): string[] {
  const list = ev.signals.checks.tensions ?? [];
  return [...list].sort((x, y) => x.factor - y.factor).map((t) => t.text);
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
  (_, bit) => `Add ${skillConcept(bit).label} to your skills — your profile already describes it`,
);

/** Whether the advisor's own text already shows a skill concept (only then is adding it honest). */
const profileShowsSkill = (a: PreparedAdvisor, bit: number): boolean =>
  skillConcept(bit).phrases.some((phrase) => {
    const words = tokenize(phrase);
    return words.length > 0 && words.every((word) => a.words.has(word));
  });

/** Whether the advisor's own text already names an industry. */
const profileShowsIndustry = (a: PreparedAdvisor, name: string): boolean => {
  const words = tokenize(name);
  return words.length > 0 && words.every((word) => a.words.has(word));
};

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
    if (!(s.missingSkills & (1 << bit)) || !profileShowsSkill(a, bit)) continue;
    const withSkill = skillsValue(a.skillMask | (1 << bit), a.skillCount + 1, named, inTitle, s.customSkills);
    const gain = w.skills * (withSkill - s.skills) * points;
    if (gain >= MIN_GAIN) skillRanking.add(SKILL_SUGGESTIONS[bit]!, gain);
  }
  skillRanking.addBestTo(out, MAX_SKILL_SUGGESTIONS);

  // The role's industry, only when the profile's own words already name it (never a sector the advisor shows
  // nothing for: that would inflate scores dishonestly).
  const industry = s.industryMatch;
  if (industry.suggestable && industry.value < 0.85 && profileShowsIndustry(a, industry.suggestable)) {
    const key = `+${industry.suggestable}`;
    const text =
      a.memo.text.get(key) ??
      remember(a, key, `Add ${industry.suggestable} to your industries — your profile already mentions it`);
    out.add(text, w.industry * (1 - industry.value) * points);
  }

  // A stated requirement the profile does not mention: worth saying only if it is true, and worth most.
  for (const t of s.checks.tensions ?? []) if (t.improvement) out.add(t.improvement, 100);

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
): { reasons: string[]; tensions: string[]; improvements: string[] } {
  return { reasons: reasons(a, job, ev), tensions: tensions(ev), improvements: improvements(a, job, ev) };
}
