// Interview criteria suggested from a position's own words (decision 049): the requirements the matching engine
// reads in its text (a credential, "experience in X or Y is essential", the years asked, being there in person,
// a language) become criteria, then a few every board role shares fill the list. The company edits them freely.
import { SCREENING_LIMITS } from '@shared/schemas/screening';
import { credentialOf, readRoleAsks } from '../matching/engine/role-asks';

const SHARED = [
  'Governance and board experience',
  'Strategic judgement',
  'Constructive challenge and communication',
  'Availability and commitment',
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const clip = (text: string) =>
  text.length > SCREENING_LIMITS.criterionMax
    ? `${text.slice(0, SCREENING_LIMITS.criterionMax - 1).trimEnd()}…`
    : text;

export function suggestCriteria(position: {
  title: string;
  industry: string | null;
  description: string | null;
}): string[] {
  const asks = readRoleAsks(position.title, position.description);
  const found: string[] = [];
  for (const requirement of asks.requirements) {
    if (requirement.credential) found.push(`Holds ${credentialOf(requirement.credential).label}`);
    else if (requirement.alternatives.length > 0) {
      found.push(`Experience in ${requirement.alternatives.join(' or ')}`);
    }
  }
  if (asks.askedYears !== null) found.push(`${asks.askedYears}+ years of relevant experience`);
  if (asks.presence === 'frequent' || asks.presence === 'occasional') found.push('Able to attend in person');
  for (const language of asks.languages) {
    if (language.required) found.push(`Works in ${capitalise(language.language)}`);
  }
  if (position.industry) found.push(`Knowledge of ${position.industry.toLowerCase()}`);
  const unique = [...new Set([...found, ...SHARED].map((label) => clip(capitalise(label.trim()))))];
  return unique.slice(0, SCREENING_LIMITS.criteria);
}
