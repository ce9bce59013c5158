// Colleagues on one company account (issue #33, decision 048): the team, invitations by signed link, interviewer
// assignments and the audit log. Read by the server's routes and the Team page's forms alike.
import { z } from 'zod';
import { ASSIGNABLE_COMPANY_ROLES, COMPANY_ROLES } from '../company-roles';
import { EmailSchema } from './auth';

export const TEAM_LIMITS = {
  /** Colleagues and open invitations of one company, together. */
  members: 50,
  /** Days an invitation link stays valid. */
  invitationDays: 7,
  auditPageSize: 50,
} as const;

export const TEAM_MESSAGES = {
  memberNotFound: 'That colleague is not on your team.',
  invitationNotFound: 'That invitation does not exist or was already answered.',
  alreadyMember: 'This person is already on your team.',
  alreadyInvited: 'This address already has an open invitation. Cancel it first to send a new one.',
  teamFull: `A team has at most ${TEAM_LIMITS.members} colleagues and open invitations.`,
  ownerStays: 'The owner cannot be removed or given another role. Transfer ownership first.',
  notYourself: 'You cannot change your own role or remove yourself here.',
  onlyInterviewers: 'Positions are assigned to interviewers only; the other roles see every position.',
  positionNotFound: 'One of those positions is not one of your company’s.',
  linkInvalid:
    'This invitation link is not valid. Open it again from the latest e-mail, or ask for a new one.',
  linkExpired: 'This invitation has expired. Ask the person who invited you for a new one.',
  linkUsed: 'This invitation was already used or cancelled. Ask the person who invited you for a new one.',
  wrongAccount: 'This invitation was sent to another address. Sign in with the account for that address.',
  notACompanyAccount:
    'Invitations are accepted with a company account. Sign out and create one for that address.',
  belongsElsewhere: 'This account already belongs to a company, so it cannot join another one.',
} as const;

export const CompanyRoleSchema = z.enum(COMPANY_ROLES);
export const AssignableRoleSchema = z.enum(ASSIGNABLE_COMPANY_ROLES, {
  error: 'Please choose admin, hiring member or interviewer.',
});

export const TeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  joinedAt: z.string(),
  /** For interviewers: the positions they are assigned to. */
  positionIds: z.array(z.string()),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const TeamSchema = z.object({
  me: z.object({ userId: z.string(), role: CompanyRoleSchema }),
  companyName: z.string(),
  members: z.array(TeamMemberSchema),
  /** Open invitations (owners and admins only; empty for other roles). */
  invitations: z.array(TeamInvitationSchema),
  /** The company's positions, for assigning interviewers (owners and admins only; empty for other roles). */
  positions: z.array(z.object({ id: z.string(), title: z.string(), isActive: z.boolean() })),
});
export type Team = z.infer<typeof TeamSchema>;

export const InviteColleagueSchema = z.object({
  email: EmailSchema,
  role: AssignableRoleSchema,
});
export type InviteColleague = z.input<typeof InviteColleagueSchema>;

export const ChangeRoleSchema = z.object({ role: AssignableRoleSchema });
export type ChangeRole = z.input<typeof ChangeRoleSchema>;

export const TransferOwnershipSchema = z.object({ userId: z.uuid({ error: 'Please choose a colleague.' }) });

export const AssignPositionsSchema = z.object({
  positionIds: z.array(z.uuid({ error: 'Not a position.' })).max(1000),
});
export type AssignPositions = z.input<typeof AssignPositionsSchema>;

export const InvitationTokenSchema = z.object({
  token: z.string().min(1, { error: 'The invitation link is missing.' }).max(300),
});

/** What the invitation page shows before the person accepts. */
export const InvitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const JoinedCompanySchema = z.object({ companyName: z.string(), role: CompanyRoleSchema });
export type JoinedCompany = z.infer<typeof JoinedCompanySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectLabel: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'application.status': 'changed the status of',
  'application.note': 'edited the private note on',
  'application.rating': 'changed the rating of',
  'position.created': 'created the position',
  'position.edited': 'edited the position',
  'position.opened': 'reopened the position',
  'position.closed': 'closed the position',
  'position.assigned': 'assigned an interviewer to',
  'position.unassigned': 'unassigned an interviewer from',
  'team.invited': 'invited',
  'team.joined': 'joined the team',
  'team.role': 'changed the role of',
  'team.removed': 'removed',
  'team.ownership': 'transferred ownership to',
};
