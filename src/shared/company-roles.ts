// Who may do what on a company account (issue #33, decision 048). One table, read by the server (every company
// route asks `mayCompany`) and by the screens (the nav hides what a role may not use), so the two cannot differ.

export const COMPANY_ROLES = ['owner', 'admin', 'hiring', 'interviewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** The roles an invitation or a role change may give (there is one owner; ownership is transferred, not given). */
export const ASSIGNABLE_COMPANY_ROLES = ['admin', 'hiring', 'interviewer'] as const;
export type AssignableCompanyRole = (typeof ASSIGNABLE_COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  hiring: 'Hiring member',
  interviewer: 'Interviewer',
};

export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: 'Everything, plus billing, transferring ownership and deleting the company.',
  admin: 'Everything but billing, ownership and deleting the company.',
  hiring: 'Positions and applicants, conversations with them; the advisor search.',
  interviewer: 'Only the positions they are assigned to: applicants, notes and ratings.',
};

export type CompanyPermission =
  /** Plans, payments, the billing portal. */
  | 'billing'
  /** Making another colleague the owner; deleting the company (the owner's account). */
  | 'ownership'
  /** Inviting, removing and changing the role of colleagues; assigning interviewers; reading the audit log. */
  | 'team'
  /** The company profile and logo. */
  | 'profile'
  /** Creating, editing, opening and closing positions; inviting advisors to them. */
  | 'positions'
  /** Moving applications (status changes, interviews). */
  | 'applications'
  /** The company's conversations with applicants (one shared inbox) and blocking an advisor for the company. */
  | 'messages'
  /** The advisor search. */
  | 'search'
  /** Reading positions and their applicants, writing private notes and ratings (interviewers: assigned ones only). */
  | 'review';

const GRANTS: Record<CompanyRole, readonly CompanyPermission[]> = {
  owner: [
    'billing',
    'ownership',
    'team',
    'profile',
    'positions',
    'applications',
    'messages',
    'search',
    'review',
  ],
  admin: ['team', 'profile', 'positions', 'applications', 'messages', 'search', 'review'],
  hiring: ['positions', 'applications', 'messages', 'search', 'review'],
  interviewer: ['review'],
};

export const mayCompany = (role: CompanyRole, permission: CompanyPermission): boolean =>
  GRANTS[role].includes(permission);

/** Whether the role sees only the positions it is assigned to. */
export const seesAssignedPositionsOnly = (role: CompanyRole): boolean => role === 'interviewer';

export const isCompanyRole = (value: string): value is CompanyRole =>
  (COMPANY_ROLES as readonly string[]).includes(value);
