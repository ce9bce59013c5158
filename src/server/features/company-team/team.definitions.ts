// The definitions of the company team's endpoints (decision 048): /api/company/team (colleagues, invitations,
// assignments, ownership, the audit log) and /api/company-invitations (the invitation link's page and its accept).
import { createRoute, z } from '@hono/zod-openapi';
import {
  AssignPositionsSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ChangeRoleSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  InviteColleagueSchema,
  JoinedCompanySchema,
  TEAM_MESSAGES,
  TeamInvitationSchema,
  TeamSchema,
  TransferOwnershipSchema,
} from '@shared/schemas/company-team';
import {
  emptyAnswer,
  idParam,
  jsonAnswer,
  jsonBody,
  operation,
  type OperationInfo,
} from '../../lib/api-route';

const teamOp = (info: Omit<OperationInfo, 'tag' | 'auth'>) =>
  operation({ ...info, tag: 'Company', auth: 'company' });
const memberParams = z.object({
  userId: idParam('A colleague on my company’s team.', TEAM_MESSAGES.memberNotFound),
});

export const getTeamRoute = createRoute({
  method: 'get',
  path: '/',
  ...teamOp({
    id: 'getMyCompanyTeam',
    summary: 'My company’s colleagues and my role; for owners and admins also open invitations and positions',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  responses: { 200: jsonAnswer('Team', TeamSchema, 'The team.') },
});

export const inviteColleagueRoute = createRoute({
  method: 'post',
  path: '/invitations',
  ...teamOp({
    id: 'inviteColleague',
    summary: 'Invite a colleague by e-mail with a signed link that expires (owners and admins)',
    errors: ['PROFILE_INCOMPLETE', 'CONFLICT'],
  }),
  request: { body: jsonBody('InviteColleague', InviteColleagueSchema) },
  responses: { 201: jsonAnswer('TeamInvitation', TeamInvitationSchema, 'Invited; the link is mailed.') },
});

export const cancelInvitationRoute = createRoute({
  method: 'delete',
  path: '/invitations/{id}',
  ...teamOp({
    id: 'cancelColleagueInvitation',
    summary: 'Cancel an open invitation: its link stops working (owners and admins)',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: {
    params: z.object({ id: idParam('An open invitation of my company.', TEAM_MESSAGES.invitationNotFound) }),
  },
  responses: { 204: emptyAnswer('Cancelled.') },
});

export const changeRoleRoute = createRoute({
  method: 'patch',
  path: '/members/{userId}',
  ...teamOp({
    id: 'changeColleagueRole',
    summary: 'Give a colleague another role (owners and admins; the owner’s role changes only by transfer)',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'CONFLICT'],
  }),
  request: { params: memberParams, body: jsonBody('ChangeRole', ChangeRoleSchema) },
  responses: {
    200: jsonAnswer('ColleagueRole', z.object({ userId: z.string(), role: z.string() }), 'The new role.'),
  },
});

export const removeMemberRoute = createRoute({
  method: 'delete',
  path: '/members/{userId}',
  ...teamOp({
    id: 'removeColleague',
    summary: 'Remove a colleague from the team; every session of theirs ends at once (owners and admins)',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'CONFLICT'],
  }),
  request: { params: memberParams },
  responses: { 204: emptyAnswer('Removed.') },
});

export const assignPositionsRoute = createRoute({
  method: 'put',
  path: '/members/{userId}/positions',
  ...teamOp({
    id: 'assignInterviewerPositions',
    summary:
      'The positions an interviewer is assigned to (the only ones they see), replaced by the given set',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'CONFLICT'],
  }),
  request: { params: memberParams, body: jsonBody('AssignPositions', AssignPositionsSchema) },
  responses: {
    200: jsonAnswer('AssignedPositions', z.object({ positionIds: z.array(z.string()) }), 'The assignments.'),
  },
});

export const transferOwnershipRoute = createRoute({
  method: 'post',
  path: '/ownership',
  ...teamOp({
    id: 'transferCompanyOwnership',
    summary: 'Make a colleague the owner; the current owner becomes an admin (owner only)',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'CONFLICT'],
  }),
  request: { body: jsonBody('TransferOwnership', TransferOwnershipSchema) },
  responses: {
    200: jsonAnswer('NewOwner', z.object({ userId: z.string(), role: z.string() }), 'Transferred.'),
  },
});

export const auditLogRoute = createRoute({
  method: 'get',
  path: '/audit',
  ...teamOp({
    id: 'getCompanyAuditLog',
    summary:
      'Who changed which application, note, rating, position or colleague, and when (owners and admins)',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  request: { query: AuditQuerySchema },
  responses: { 200: jsonAnswer('AuditPage', AuditPageSchema, 'Newest first.') },
});

export const previewInvitationRoute = createRoute({
  method: 'post',
  path: '/preview',
  ...operation({
    id: 'previewColleagueInvitation',
    tag: 'Company',
    auth: 'anonymous',
    summary: 'What an invitation link offers (company, role, address), or why it no longer works',
    errors: ['INVALID_TOKEN', 'TEAM_INVITATION_EXPIRED', 'TEAM_INVITATION_USED'],
  }),
  request: { body: jsonBody('InvitationToken', InvitationTokenSchema) },
  responses: { 200: jsonAnswer('InvitationPreview', InvitationPreviewSchema, 'The invitation.') },
});

export const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/accept',
  ...operation({
    id: 'acceptColleagueInvitation',
    tag: 'Company',
    auth: 'signed-in',
    summary: 'Join the company with my own account (a company account for the invited address)',
    errors: [
      'INVALID_TOKEN',
      'TEAM_INVITATION_EXPIRED',
      'TEAM_INVITATION_USED',
      'TEAM_INVITATION_OTHER_ADDRESS',
      'CONFLICT',
    ],
  }),
  request: { body: jsonBody('InvitationToken', InvitationTokenSchema) },
  responses: { 200: jsonAnswer('JoinedCompany', JoinedCompanySchema, 'Joined.') },
});
