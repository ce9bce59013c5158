// How an advisor is named wherever someone else sees them (applicant cards, conversations, mails, bells): first and
// last name, else the stored full name, else a neutral fallback the caller picks for its sentence.

export interface AdvisorNameParts {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
}

export const advisorDisplayName = (parts: AdvisorNameParts | null | undefined, fallback = 'Board Advisor') =>
  (parts && ([parts.firstName, parts.lastName].filter(Boolean).join(' ').trim() || parts.fullName?.trim())) ||
  fallback;
