// The synonym tables compiled once into token sequences and lookups (see synonyms.ts for the tables).
import { labelKey, tokenize } from './normalize';
import {
  INDUSTRY_CONCEPTS,
  INDUSTRY_RELATIONS,
  SKILL_CONCEPTS,
  UNKNOWN_INDUSTRY_LABELS,
  type SkillConcept,
} from './synonyms';

export interface CompiledPhrase {
  readonly tokens: readonly string[];
  readonly concept: number;
}

export function compile(phraseLists: readonly (readonly string[])[]): CompiledPhrase[] {
  const seen = new Set<string>();
  const out: CompiledPhrase[] = [];
  phraseLists.forEach((phrases, concept) => {
    for (const phrase of phrases) {
      const tokens = tokenize(phrase);
      const key = `${concept}:${tokens.join(' ')}`;
      if (tokens.length === 0 || seen.has(key)) continue;
      seen.add(key);
      out.push({ tokens, concept });
    }
  });
  return out;
}

function byKey(phrases: readonly CompiledPhrase[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const phrase of phrases) {
    const key = phrase.tokens.join(' ');
    const list = map.get(key) ?? [];
    if (!list.includes(phrase.concept)) list.push(phrase.concept);
    map.set(key, list);
  }
  return map;
}

// ---- Skills ----------------------------------------------------------------------------------------------

/** Skill concepts are bits of a 32-bit mask. */
export const SKILL_COUNT = SKILL_CONCEPTS.length;
if (SKILL_COUNT > 31) throw new Error('At most 31 skill concepts fit in a mask');

export const SKILL_PHRASES: readonly CompiledPhrase[] = compile(SKILL_CONCEPTS.map((c) => c.phrases));
const skillsByKey = byKey(SKILL_PHRASES);

/** Bits of the concepts on the advisor's preset list. */
export const PRESET_SKILL_MASK = SKILL_CONCEPTS.reduce(
  (mask, c, i) => (c.preset ? mask | (1 << i) : mask),
  0,
);

export const skillConcept = (index: number): SkillConcept => SKILL_CONCEPTS[index]!;

/** Concept bits of a skill label when the whole label names a concept ('Strategic Planning' → strategy). */
export function skillMaskOfLabel(label: string): number {
  const concepts = skillsByKey.get(labelKey(label));
  return concepts ? concepts.reduce((mask, c) => mask | (1 << c), 0) : 0;
}

/** Concept indices of a mask, in concept order. */
export function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < SKILL_COUNT; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

// ---- Industries ------------------------------------------------------------------------------------------

export const INDUSTRY_LABEL_PHRASES: readonly CompiledPhrase[] = compile(
  INDUSTRY_CONCEPTS.map((c) => c.phrases),
);
/** Phrases looked for in a role's title and company summary. */
export const INDUSTRY_TEXT_PHRASES: readonly CompiledPhrase[] = compile(
  INDUSTRY_CONCEPTS.map((c) => c.textPhrases ?? c.phrases),
);
const industriesByKey = byKey(INDUSTRY_LABEL_PHRASES);
const unknownIndustry = new Set(UNKNOWN_INDUSTRY_LABELS.map(labelKey));

export const industryKeyOf = (concept: number): string => INDUSTRY_CONCEPTS[concept]!.key;

const industryNames = new Map(INDUSTRY_CONCEPTS.map((c) => [c.key, c.label]));
/** The display name of a canonical industry key ('food-beverage' → 'Food & Beverage'), or null for custom ones. */
export const industryName = (key: string): string | null => industryNames.get(key) ?? null;

export interface IndustryLabel {
  /** Canonical keys (usually one); custom labels get a key of their own ('custom:pet care'). */
  keys: readonly string[];
  /** The label says nothing ('Other', empty). */
  unknown: boolean;
}

const EMPTY: IndustryLabel = { keys: [], unknown: true };

/** Canonical industries of a label: the whole label first ('SaaS' → technology), else phrases inside it
 * ('Financial Services & Insurance' → finance), else the label itself as a custom industry. */
export function industryOfLabel(label: string | null | undefined): IndustryLabel {
  const key = labelKey(label);
  if (key === '' || unknownIndustry.has(key)) return EMPTY;
  const whole = industriesByKey.get(key);
  if (whole) return { keys: whole.map(industryKeyOf), unknown: false };
  const tokens = key.split(' ');
  const found = new Set<string>();
  for (const phrase of INDUSTRY_LABEL_PHRASES) {
    if (containsSequence(tokens, phrase.tokens)) found.add(industryKeyOf(phrase.concept));
  }
  return { keys: found.size > 0 ? [...found] : [`custom:${key}`], unknown: false };
}

const relations = new Map<string, number>();
for (const [a, b, strength] of INDUSTRY_RELATIONS) {
  relations.set(`${a}|${b}`, strength);
  relations.set(`${b}|${a}`, strength);
}

/** How much industry `a` counts for industry `b` (1 for the same, 0 for unrelated). */
export function industryRelation(a: string, b: string): number {
  return a === b ? 1 : (relations.get(`${a}|${b}`) ?? 0);
}

export function containsSequence(tokens: readonly string[], sequence: readonly string[]): boolean {
  const first = sequence[0];
  outer: for (let i = 0; i + sequence.length <= tokens.length; i++) {
    if (tokens[i] !== first) continue;
    for (let k = 1; k < sequence.length; k++) if (tokens[i + k] !== sequence[k]) continue outer;
    return true;
  }
  return false;
}
