// Languages a role needs, read from its sentences however they are phrased ("fluent Japanese", "board papers are in
// German", "must speak Portuguese", "Japanese (business level) is essential"), and the languages a profile gives
// evidence of: a sentence of its own that says the advisor speaks or works in one, a skill naming one, or living in
// a country where it is the language of daily life. English is taken as given (the profile is written in it).

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
