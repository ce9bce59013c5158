// Which functions an advisor's profile gives evidence of, and how strongly: a skill that names the function or
// a past role titled with it counts most, the biography adds by how often it speaks of it. Each function keeps
// the advisor's own words that show it, so that reasons can quote them.
import { tokenize } from './normalize';
import { FUNCTION_PHRASES, ROLE_FUNCTIONS, functionCounts } from './role-functions';
import { containsSequence } from './lexicon';

export interface FunctionEvidence {
  /** 0–1 per function bit. */
  readonly strength: Float64Array;
  /** The advisor's words for each function bit (a skill, a past role, or a clipped biography sentence). */
  readonly quote: readonly (string | null)[];
}

const clip = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Strength credited per kind of evidence (capped at 1 per function). */
const CREDIT = { skill: 0.35, role: 0.5, biographyMention: 0.25 } as const;

export function functionEvidence(profile: {
  skills: readonly string[];
  roles: readonly string[];
  biography: string;
}): FunctionEvidence {
  const n = ROLE_FUNCTIONS.length;
  const strength = new Float64Array(n);
  const quote: (string | null)[] = new Array<string | null>(n).fill(null);
  const credit = (texts: readonly string[], amount: number, label: (t: string) => string) => {
    for (const text of texts) {
      const counts = functionCounts(tokenize(text));
      counts.forEach((hits, bit) => {
        if (hits === 0) return;
        strength[bit] = Math.min(1, strength[bit]! + amount * hits);
        quote[bit] ??= label(text);
      });
    }
  };
  credit(profile.skills, CREDIT.skill, (t) => `your skill “${t}”`);
  credit(profile.roles.filter(Boolean), CREDIT.role, (t) => `your past role “${clip(t)}”`);
  const sentences = profile.biography.split(/(?<=[.!?])\s+/).filter(Boolean);
  for (const sentence of sentences) {
    const tokens = tokenize(sentence);
    for (const phrase of FUNCTION_PHRASES) {
      if (!containsSequence(tokens, phrase.tokens)) continue;
      const bit = phrase.concept;
      strength[bit] = Math.min(1, strength[bit]! + CREDIT.biographyMention);
      quote[bit] ??= `your biography: “${clip(sentence)}”`;
    }
  }
  return { strength, quote };
}
