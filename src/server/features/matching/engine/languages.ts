// Languages a role needs, read from its sentences however they are phrased ("fluent Japanese", "board papers are in
// German", "must speak Portuguese", "Japanese (business level) is essential"), and the languages a profile gives
// evidence of: a sentence of its own that says the advisor speaks or works in one, a skill naming one, or living in
// a country where it is the language of daily life. English is taken as given (the profile is written in it).
// A posting written in another language asks for it without saying so: `postingLanguage` reads which one, with
// franc's trigram models (decision 055).
import { franc } from 'franc-min';
import type { PreparedAdvisor } from './advisor';
import type { PreparedJob } from './job-index';

export const LANGUAGES = [
  'arabic',
  'bengali',
  'cantonese',
  'catalan',
  'chinese',
  'czech',
  'danish',
  'dutch',
  'finnish',
  'french',
  'german',
  'greek',
  'hebrew',
  'hindi',
  'hungarian',
  'indonesian',
  'italian',
  'japanese',
  'korean',
  'malay',
  'mandarin',
  'norwegian',
  'polish',
  'portuguese',
  'romanian',
  'russian',
  'spanish',
  'swahili',
  'swedish',
  'tagalog',
  'thai',
  'turkish',
  'ukrainian',
  'urdu',
  'vietnamese',
  'afrikaans',
  'zulu',
  'amharic',
  'bahasa',
  'welsh',
  'irish',
  'gaelic',
  'basque',
  'galician',
  'maori',
  'estonian',
  'latvian',
  'lithuanian',
  'slovak',
  'slovenian',
  'croatian',
  'serbian',
  'bulgarian',
  'icelandic',
  'persian',
  'farsi',
  'punjabi',
  'tamil',
  'yoruba',
  'hausa',
  'igbo',
  'somali',
  'nepali',
  'sinhala',
  'khmer',
  'burmese',
] as const;

const LANGUAGE = new RegExp(`\\b(${LANGUAGES.join('|')})\\b`, 'gi');

/** Words that, next to a language's name, make it a statement about speaking it ("fluent Japanese", "Japanese
 * speaker", "Japanese (business level)"). */
const BEFORE =
  '(?:fluent|fluency in|fluently|native|bilingual|proficien\\w*(?: in)?|business[- ]level|conversational|speak\\w*|spoken|command of|working knowledge of|read and write|mother tongue)';
const AFTER =
  '(?:fluency|fluent|speak\\w*|speaker|speakers|language|skills|proficiency|mother tongue|native|is (?:required|essential|a must|mandatory|needed|necessary|expected|preferred|a plus)|(?:are|is) (?:required|essential)|required|essential|mandatory|\\(?(?:business|native|fluent|professional|c1|c2|b2)\\b)';
/** The work itself happens in the language ("board papers are in German", "meetings held in Portuguese"). */
const WORK_IN =
  /\b(meetings?|papers?|documents?|documentation|board|calls?|reports?|materials?|communication|correspondence|work|working|conducted|held|written|presentations?|interviews?|negotiat\w*|letters?|newsletters?|minutes|filings?|contracts?|go out|stakeholders?|clients?|community|parents|patients|families)\b/i;
const SOFT =
  /\b(preferred|a plus|nice to have|bonus|helps|helpful|an advantage|advantageous|ideally|welcome|desirable|not (?:required|essential|a must|mandatory|necessary))\b/i;
const STRICT = /(?<!\bnot )\b(must|essential|mandatory|required|non-negotiable|necessary)\b/i;

function asksFor(sentence: string, name: string): boolean {
  const n = name.replace(/[^a-z]/gi, '');
  const near = new RegExp(
    `\\b${BEFORE}\\b[^.;:]{0,30}\\b${n}\\b|\\b${n}\\b[^.;:]{0,25}${AFTER}|\\b${n}[- ]speaking\\b`,
    'i',
  );
  if (near.test(sentence)) return true;
  return new RegExp(`\\b(in|into)\\s+${n}\\b`, 'i').test(sentence) && WORK_IN.test(sentence);
}

export interface LanguageAsk {
  language: string;
  /** Needed for the work (true) or only preferred. */
  required: boolean;
  /** The sentence that says so. */
  text: string;
}

const canonical = (name: string) => {
  const lower = name.toLowerCase();
  return lower === 'chinese'
    ? 'mandarin'
    : lower === 'bahasa'
      ? 'indonesian'
      : lower === 'farsi'
        ? 'persian'
        : lower;
};

/** Languages other than English a role's sentences ask for, strongest ask first. */
export function languageAsks(sentences: readonly string[]): LanguageAsk[] {
  const asks = new Map<string, LanguageAsk>();
  for (const sentence of sentences) {
    const names = [...new Set([...sentence.matchAll(LANGUAGE)].map((m) => m[1]!))];
    if (names.length === 0) continue;
    // "Japanese or English" / "English or Spanish": a choice that English satisfies asks for nothing.
    if (/\benglish\s+(or|and\/or)\b|\b(or|and\/or)\s+english\b/i.test(sentence)) continue;
    const soft = SOFT.test(sentence) && !STRICT.test(sentence);
    for (const name of names) {
      if (!asksFor(sentence, name)) continue;
      const language = canonical(name);
      if (language === 'english') continue;
      const known = asks.get(language);
      if (!known || (!known.required && !soft)) {
        asks.set(language, {
          language,
          required: !soft,
          text: sentence.length > 140 ? `${sentence.slice(0, 139)}…` : sentence,
        });
      }
    }
  }
  return [...asks.values()].sort((x, y) => Number(y.required) - Number(x.required));
}

/** Countries (normalizeCountry keys or plain names) and the language of daily life there. */
const COUNTRY_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  japan: ['japanese'],
  'south korea': ['korean'],
  korea: ['korean'],
  'republic of korea': ['korean'],
  china: ['mandarin'],
  taiwan: ['mandarin'],
  'hong kong': ['cantonese'],
  brazil: ['portuguese'],
  portugal: ['portuguese'],
  spain: ['spanish', 'catalan'],
  mexico: ['spanish'],
  argentina: ['spanish'],
  colombia: ['spanish'],
  chile: ['spanish'],
  peru: ['spanish'],
  france: ['french'],
  germany: ['german'],
  austria: ['german'],
  switzerland: ['german', 'french', 'italian'],
  italy: ['italian'],
  netherlands: ['dutch'],
  belgium: ['dutch', 'french'],
  poland: ['polish'],
  sweden: ['swedish'],
  norway: ['norwegian'],
  denmark: ['danish'],
  finland: ['finnish'],
  turkey: ['turkish'],
  greece: ['greek'],
  israel: ['hebrew'],
  'saudi arabia': ['arabic'],
  'united arab emirates': ['arabic'],
  uae: ['arabic'],
  egypt: ['arabic'],
  qatar: ['arabic'],
  morocco: ['arabic', 'french'],
  india: ['hindi'],
  indonesia: ['indonesian'],
  kenya: ['swahili'],
  tanzania: ['swahili'],
  russia: ['russian'],
  ukraine: ['ukrainian'],
  vietnam: ['vietnamese'],
  thailand: ['thai'],
  'czech republic': ['czech'],
  czechia: ['czech'],
  hungary: ['hungarian'],
  romania: ['romanian'],
  philippines: ['tagalog'],
  malaysia: ['malay'],
  pakistan: ['urdu'],
  bangladesh: ['bengali'],
  quebec: ['french'],
  wales: ['welsh'],
  iran: ['persian'],
  estonia: ['estonian'],
  iceland: ['icelandic'],
  croatia: ['croatian'],
  serbia: ['serbian'],
  bulgaria: ['bulgarian'],
  slovakia: ['slovak'],
};

/** A profile sentence about the languages its author uses ("I work in German, English and French"). */
const PROFILE_SPEAKING =
  /\b(fluent|fluency|native|mother tongue|bilingual|trilingual|proficien\w*|conversational|speak\w*|spoken|languages?|(work|working|worked|teach|taught|lecture|write|read) in)\b/i;

/** The languages a profile shows, each with the evidence to cite. */
export function profileLanguages(profile: {
  skills: readonly string[];
  sentences: readonly string[];
  country: string | null;
  countryLabel: string | null;
}): Map<string, string> {
  const found = new Map<string, string>([['english', 'your profile is written in English']]);
  for (const skill of profile.skills) {
    for (const m of skill.matchAll(LANGUAGE)) {
      const language = canonical(m[1]!);
      if (!found.has(language)) found.set(language, `your skill “${skill}”`);
    }
  }
  for (const sentence of profile.sentences) {
    const names = [...sentence.matchAll(LANGUAGE)].map((m) => m[1]!);
    const speaking = PROFILE_SPEAKING.test(sentence);
    for (const name of names) {
      if (!speaking && !asksFor(sentence, name)) continue;
      const language = canonical(name);
      if (!found.has(language)) {
        found.set(
          language,
          `your profile: “${sentence.length > 90 ? `${sentence.slice(0, 89)}…` : sentence}”`,
        );
      }
    }
  }
  const key = profile.country?.toLowerCase() ?? '';
  for (const language of COUNTRY_LANGUAGES[key] ?? []) {
    if (!found.has(language)) found.set(language, `you live in ${profile.countryLabel ?? key}`);
  }
  return found;
}

export const languageLabel = (language: string): string => language[0]!.toUpperCase() + language.slice(1);

/** franc's ISO 639-3 codes for the languages a posting is told apart in (English first), and our names for them. */
const POSTING_LANGUAGES: Readonly<Record<string, string>> = {
  eng: 'english',
  spa: 'spanish',
  por: 'portuguese',
  fra: 'french',
  deu: 'german',
  ita: 'italian',
  nld: 'dutch',
  swe: 'swedish',
  dan: 'danish',
  nob: 'norwegian',
  fin: 'finnish',
  pol: 'polish',
  tur: 'turkish',
  ind: 'indonesian',
  vie: 'vietnamese',
  ron: 'romanian',
  ces: 'czech',
  hun: 'hungarian',
};
const FRANC_ONLY = Object.keys(POSTING_LANGUAGES);
/** The commonest English function words: a text with this many of them per word is English without asking franc
 * (most postings: the check costs a few microseconds, franc a few hundred). */
const ENGLISH_WORDS = /\b(?:the|and|of|to|with|for|our|you|your|will|is|are|in|we|a|an|on|as|be)\b/gi;
const ENGLISH_SHARE = 0.15;
/** What is read: a posting's language shows in its first lines. */
const SAMPLE_CHARS = 320;
/** franc's readings by sample, oldest dropped first past this many (a few MB). */
const FRANC_REMEMBERED = 20_000;
const FRANC_READ = new Map<string, string | null>();

/**
 * The language a posting is written in, when it is not English: "Consejero Independiente – Operaciones …" is
 * Spanish. Null for English, for a text too short to tell, or a language outside POSTING_LANGUAGES.
 */
export function postingLanguage(title: string | null | undefined, plainText: string): string | null {
  const sample = `${title ?? ''}. ${plainText.slice(0, SAMPLE_CHARS)}`;
  let words = 1;
  for (let i = 0; i < sample.length; i++) if (sample.charCodeAt(i) === 32) words++;
  if (words < 8) return null;
  let english = 0;
  ENGLISH_WORDS.lastIndex = 0;
  while (ENGLISH_WORDS.exec(sample)) english++;
  if (english >= words * ENGLISH_SHARE) return null;
  const known = FRANC_READ.get(sample);
  if (known !== undefined) return known;
  const read = POSTING_LANGUAGES[franc(sample, { only: FRANC_ONLY, minLength: 40 })];
  const language = read && read !== 'english' ? read : null;
  // Every match run builds its candidates' index anew: franc reads a given posting once per process.
  if (FRANC_READ.size >= FRANC_REMEMBERED) FRANC_READ.delete(FRANC_READ.keys().next().value!);
  FRANC_READ.set(sample, language);
  return language;
}

/** The language a posting is written in, when it is not English and the advisor's profile shows it. */
export function writtenInTheirLanguage(a: PreparedAdvisor, job: PreparedJob): string | null {
  const language = job.text.asks.writtenIn;
  return language && a.languages.has(language) ? language : null;
}
