// What a role's own words ask of the advisor beyond its topic: stated requirements (credentials, "X experience
// essential"), how senior it is, how often one must be there in person, and terms the text states (equity only,
// unpaid, full-time). Read once per role text (job-index.ts), sentence by sentence; the advisor side of each
// check is in checks.ts.
import { languageAsks, postingLanguage, type LanguageAsk } from './languages';
import { htmlToPlainText } from './normalize';

export type Presence = 'none' | 'occasional' | 'frequent';

export type CredentialKey =
  | 'physician'
  | 'accountant'
  | 'lawyer'
  | 'actuary'
  | 'surveyor'
  | 'security-certification'
  | 'teacher'
  | 'nurse'
  | 'engineer'
  | 'cfa';

interface Credential {
  key: CredentialKey;
  /** How reasons name it. */
  label: string;
  /** Found in a requirement sentence: the role asks for it. */
  asked: RegExp;
  /** Found in the advisor's own text: they hold it. */
  held: RegExp;
}

/** Professional credentials a role can require. Order matters: the first whose `asked` matches wins. */
export const CREDENTIALS: readonly Credential[] = [
  {
    key: 'physician',
    label: 'a licensed physician',
    asked:
      /\b(licensed physician|medical licen[cs]e|board[- ]certif\w*|gmc registration|physician|doctor)\b/i,
    held: /\b(physician|doctor|md|internist|surgeon|board[- ]certified|gmc|medical licen[cs]e|general practitioner|gp)\b/i,
  },
  {
    key: 'accountant',
    label: 'a qualified accountant',
    asked:
      /\b(qualified accountant|chartered accountan\w*|aca|acca|cpa|icaew|cima|certified public accountant)\b/i,
    held: /\b(qualified accountant|chartered accountant|aca|fca|acca|fcca|cpa|icaew|cima|certified public accountant)\b/i,
  },
  {
    key: 'lawyer',
    label: 'a qualified lawyer',
    asked:
      /\b(qualified lawyer|admitted to practi[cs]e|admission to the bar|roll of solicitors|solicitor|attorney|barrister|called to the bar)\b/i,
    held: /\b(solicitor|attorney|barrister|lawyer|admitted (in|to)|called to the bar|member of the bar|jd)\b/i,
  },
  {
    key: 'actuary',
    label: 'a qualified actuary',
    asked: /\b(actuar\w*|fia|fsa)\b/i,
    held: /\b(fia|fsa|faa|qualified actuary|actuary|fellow of the (institute|society) of actuaries|faculty of actuaries)\b/i,
  },
  {
    key: 'surveyor',
    label: 'a chartered surveyor',
    asked: /\b(chartered surveyor|surveyor|rics|mrics|frics)\b/i,
    held: /\b(surveyor|rics|mrics|frics)\b/i,
  },
  {
    key: 'security-certification',
    label: 'a CISSP or CISM certification',
    asked: /\b(cissp|cism|cisa)\b/i,
    held: /\b(cissp|cism|cisa)\b/i,
  },
  {
    key: 'teacher',
    label: 'a teaching qualification',
    asked: /\b(qualified teacher|qts|teaching qualification|pgce)\b/i,
    held: /\b(qts|qualified teacher|pgce|teaching qualification|teacher training)\b/i,
  },
  {
    key: 'nurse',
    label: 'a registered nurse',
    asked: /\b(registered nurse|nmc)\b/i,
    held: /\b(registered nurse|rn|nmc)\b/i,
  },
  {
    key: 'engineer',
    label: 'a chartered engineer',
    asked: /\b(chartered engineer|ceng|professional engineer)\b/i,
    held: /\b(chartered engineer|ceng|professional engineer|p\.?e\.)\b/i,
  },
  { key: 'cfa', label: 'a CFA charter', asked: /\bcfa\b/i, held: /\bcfa\b/i },
];

export const credentialOf = (key: CredentialKey): Credential => CREDENTIALS.find((c) => c.key === key)!;

/** A requirement the role states. */
export interface Requirement {
  /** The role's own sentence (trimmed), quoted in tensions. */
  readonly text: string;
  readonly credential: CredentialKey | null;
  /** For an experience requirement: the alternatives it accepts ('fintech or payments' → two). */
  readonly alternatives: readonly string[];
}

export interface RoleAsks {
  readonly requirements: readonly Requirement[];
  /** How often the advisor must be there in person, when the text says; null when it does not (the role's
   * work type completes it: see presenceOf in checks.ts). */
  readonly presence: Presence | null;
  /** The sentence that says so. */
  readonly presenceText: string | null;
  /** The text says attending in person is optional ("remote participation possible"). */
  readonly inPersonOptional: boolean;
  /** A junior or hands-on role (title or wording). */
  readonly junior: boolean;
  /** The largest number of years the text asks for ('15+ years', '1–3 years' → 1). */
  readonly askedYears: number | null;
  /** The text says: equity only / unpaid / full-time (the form's fields are checked beside it). */
  readonly equityOnly: boolean;
  readonly unpaid: boolean;
  readonly fullTime: boolean;
  /** Languages other than English the work needs or prefers (languages.ts). */
  readonly languages: readonly LanguageAsk[];
  /** The language the posting is written in, when not English: the work is in it, said or not (languages.ts). */
  readonly writtenIn: string | null;
}

const REQUIRED =
  /\b(must|required|requires|requirement|essential|mandatory|a must|non-negotiable|you will need to hold)\b/i;
/** "Not required", "a bonus but not a must", "welcome but not essential": the requirement word is negated. */
const NEGATED_REQUIREMENT =
  /\b(not|never|no)\s+(a\s+|an\s+|strictly\s+|absolutely\s+)?(must|required|requirement|essential|mandatory|necessary|needed)\b/gi;
const PLACE_WORDS =
  /\b(on[- ]?site|in person|in-person|office|offices|headquarters|hq|site|visit|visits|trip|trips|travel|join us|with the team|meetings?|based|cannot be done remotely)\b/i;
const FREQUENT =
  /\b(weekly|every week|each week|most weeks|days? (a|per) week|monthly|every month|each month|at least monthly|days? (a|per) month|cannot be done remotely)\b/i;
const OCCASIONAL =
  /\b(quarterly|twice[- ]yearly|twice a year|semi[- ]?annual\w*|bi[- ]?annual\w*|annual\w*|once a year|yearly|(a|per|each|every) year|(a few|few|several|one|two|three|four|five|six|\d+) (trips|visits|times|board meetings|meetings)( a| per) year|(trips|visits|meetings) a year)\b/i;
const NO_PRESENCE = /\b(fully remote|from anywhere|anywhere|no travel|distributed team|work from home)\b/i;
/** A clause about meeting at a distance (calls, video): its frequency says nothing about presence. */
const VIRTUAL =
  /\b(video|videos|virtual|virtually|online|remote|remotely|calls?|zoom|teams|by phone|phone)\b/i;
const IN_PERSON =
  /\b(in[- ]person|on[- ]?site|visits?|trips?|travel|office|offices|headquarters|hq|held in|meets? (in|at))\b/i;
/** The text says attending in person is optional ("remote participation possible", "remote option available"). */
const REMOTE_ALLOWED =
  /\b(remote (option|participation|attendance)s? (is |are )?(available|possible|welcome|fine|ok)|(attend|join|participate) (remotely|virtually|by video)( is| are)? (possible|fine|welcome)|can (attend|join|participate) (remotely|virtually|by video))\b/i;
/** A sentence's clauses: a frequency belongs to the clause that says it ("monthly calls, and twice a year in
 * London" asks for two trips a year, not monthly presence). */
const CLAUSE = /\s*(?:[,;:]|\s(?:and|plus|with|while|but|whereas)\s)\s*/i;

const SENIOR_TITLE =
  /\b(chief|head|director|advis[oe]r|advisory|board|chair\w*|partner|vp|vice president|officer|mentor|trustee|governor|non-executive|fractional|cfo|cto|cmo|coo|cro|ciso|cpo|member)\b/i;
const JUNIOR_TITLE =
  /\b(assistant|coordinator|junior|intern|internship|trainee|clerk|administrator|receptionist|analyst|associate|technician|representative|agent|scribe|invigilator|bookkeeper|paralegal|tester|supervisor|specialist|team lead|graduate|apprentice|executive|hands-on)\b/i;
const JUNIOR_TEXT =
  /\b(entry[- ]level|early in (their|your) career|graduates welcome|training (is )?provided|day-to-day tasks|roll-up-your-sleeves|junior role|report(ing)? to our team lead)\b/i;
const YEARS = /\b(\d{1,2})\s*(?:\+\s*)?(?:(?:–|-|to)\s*\d{1,2}\s*)?(?:\+\s*)?(?:years|yrs)\b/gi;

const EQUITY_ONLY =
  /\b(equity[- ]only|only offer equity|share options only|options only|no cash|no fee|not salary|no salary)\b/i;
const UNPAID = /\b(unpaid|pro bono|voluntary|volunteers?|cannot pay)\b/i;
const FULL_TIME = /\b(full[- ]time|five days a week|40 hours (a|per) week)\b/i;

/** Sentences of an HTML posting: block ends and sentence punctuation both end one. */
export function sentencesOf(html: string | null | undefined): string[] {
  const marked = (html ?? '').replace(/<\/(p|li|h\d|div|ul|ol)>|<br\s*\/?>/gi, '. ');
  return htmlToPlainText(marked)
    .replace(/([.!?])(\s*\.)+/g, '$1')
    .split(/(?<=[.!?;])\s+/)
    .map((s) => s.replace(/^[.\s]+/, '').trim())
    .filter((s) => s.length > 1);
}

const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The experience a sentence asks for: 'Experience in fintech or payments is essential' → ['fintech', 'payments']. */
function experienceAlternatives(sentence: string): string[] {
  const match =
    /\b(?:experience (?:in|of|with|at)|worked (?:in|at|for)|background in|track record in)\s+(.+?)(?:\s+(?:is|are)\s+(?:essential|required|mandatory|a must)|[.;]|$)/i.exec(
      sentence,
    );
  if (!match) return [];
  return match[1]!
    .split(/\s*(?:,|\bor\b|\/|\band\/or\b)\s*/i)
    .map((s) => s.replace(/^(an?|the)\s+/i, '').trim())
    .filter(Boolean);
}

/** How often a sentence asks to be there in person, read clause by clause: a clause about calls or video
 * counts only if it also names being there ("monthly by video" does not, "twice a year in London" does). */
function presenceOfSentence(sentence: string): Presence | null {
  let found: Presence | null = null;
  for (const clause of sentence.split(CLAUSE)) {
    if (VIRTUAL.test(clause) && !IN_PERSON.test(clause)) continue;
    if (FREQUENT.test(clause)) return 'frequent';
    if (OCCASIONAL.test(clause)) found = 'occasional';
  }
  return found;
}

/** What the title and description ask (the text only: roles sharing a text share this). */
export function readRoleAsks(
  title: string | null | undefined,
  description: string | null | undefined,
): RoleAsks {
  const sentences = sentencesOf(description);
  const requirements: Requirement[] = [];
  let presence: Presence | null = null;
  let presenceText: string | null = null;
  let juniorText = false;
  let remoteAllowed: string | null = null;
  for (const sentence of sentences) {
    if (REQUIRED.test(sentence.replace(NEGATED_REQUIREMENT, ' '))) {
      const credential = CREDENTIALS.find((c) => c.asked.test(sentence))?.key ?? null;
      const alternatives = credential ? [] : experienceAlternatives(sentence);
      if (credential || alternatives.length > 0) {
        requirements.push({ text: clip(sentence), credential, alternatives });
      }
    }
    if (REMOTE_ALLOWED.test(sentence)) remoteAllowed = clip(sentence);
    else if (PLACE_WORDS.test(sentence)) {
      const found = presenceOfSentence(sentence);
      if (
        found &&
        (presence === null || presence === 'none' || (presence === 'occasional' && found === 'frequent'))
      ) {
        presence = found;
        presenceText = clip(sentence);
      }
    }
    if (presence === null && NO_PRESENCE.test(sentence)) presence = 'none';
    if (JUNIOR_TEXT.test(sentence)) juniorText = true;
  }
  // Attending in person is optional: nobody has to be there.
  if (remoteAllowed !== null) {
    presence = 'none';
    presenceText = remoteAllowed;
  }

  let askedYears: number | null = null;
  const plain = sentences.join(' ');
  for (const match of plain.matchAll(YEARS)) {
    const n = Number(match[1]);
    if (n >= 1 && n <= 40) askedYears = Math.max(askedYears ?? 0, n);
  }
  const seniorTitle = SENIOR_TITLE.test(title ?? '');
  const junior =
    (JUNIOR_TITLE.test(title ?? '') && !seniorTitle) ||
    (!seniorTitle && (juniorText || (askedYears !== null && askedYears <= 4)));
  return {
    requirements,
    presence,
    presenceText,
    inPersonOptional: remoteAllowed !== null,
    junior,
    askedYears,
    equityOnly: EQUITY_ONLY.test(plain),
    unpaid: UNPAID.test(plain),
    fullTime: FULL_TIME.test(plain),
    languages: languageAsks(title ? [title, ...sentences] : sentences),
    writtenIn: postingLanguage(title, plain),
  };
}
