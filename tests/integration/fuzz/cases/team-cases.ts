// The company's team (decision 048): /api/company/team (colleagues, invitations, assignments, ownership, audit log)
// and the invitation link's /api/company-invitations. Ids are the world's (company users, positions) mixed with
// hostile text; the bodies follow the shared schemas.
import { z } from 'zod';
import {
  AssignPositionsSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ChangeRoleSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  InviteColleagueSchema,
  JoinedCompanySchema,
  TeamInvitationSchema,
  TeamSchema,
  TransferOwnershipSchema,
} from '@shared/schemas/company-team';
import { pathParam } from '../support/fuzz-requests';
import type { Actor, FuzzRoute } from '../support/fuzz-route';

const callers: Actor[] = ['anonymous', 'forged', 'advisor', 'company', 'company', 'company'];
const everyone: Actor[] = ['anonymous', 'forged', 'advisor', 'company'];
const member = (w: { ids: { companyUsers: string[] } }) => pathParam(w.ids.companyUsers);
const RoleAnswer = z.object({ userId: z.string(), role: z.string() });

export const teamCases: FuzzRoute[] = [
  { method: 'GET', path: '/api/company/team', actors: callers, responses: { 200: TeamSchema } },
  {
    method: 'POST',
    path: '/api/company/team/invitations',
    actors: callers,
    body: {
      schema: InviteColleagueSchema,
      example: () => ({ email: 'fuzzed.colleague@example.com', role: 'hiring' }),
    },
    responses: { 201: TeamInvitationSchema },
  },
  {
    method: 'DELETE',
    path: '/api/company/team/invitations/:id',
    actors: callers,
    responses: { 204: 'empty' },
  },
  {
    method: 'PATCH',
    path: '/api/company/team/members/:userId',
    actors: callers,
    params: { userId: member },
    body: { schema: ChangeRoleSchema, example: () => ({ role: 'interviewer' }) },
    responses: { 200: RoleAnswer },
  },
  {
    method: 'DELETE',
    path: '/api/company/team/members/:userId',
    actors: callers,
    params: { userId: member },
    responses: { 204: 'empty' },
  },
  {
    method: 'PUT',
    path: '/api/company/team/members/:userId/positions',
    actors: callers,
    params: { userId: member },
    body: { schema: AssignPositionsSchema, example: (w) => ({ positionIds: w.ids.positions.slice(0, 1) }) },
    responses: { 200: z.object({ positionIds: z.array(z.string()) }) },
  },
  {
    method: 'POST',
    path: '/api/company/team/ownership',
    actors: callers,
    body: { schema: TransferOwnershipSchema, example: (w) => ({ userId: w.ids.companyUsers[0] ?? '' }) },
    responses: { 200: RoleAnswer },
  },
  {
    method: 'GET',
    path: '/api/company/team/audit',
    actors: callers,
    query: AuditQuerySchema,
    responses: { 200: AuditPageSchema },
  },
  {
    method: 'POST',
    path: '/api/company-invitations/preview',
    actors: everyone,
    body: { schema: InvitationTokenSchema, example: () => ({ token: 'not.a.token' }) },
    responses: { 200: InvitationPreviewSchema },
  },
  {
    method: 'POST',
    path: '/api/company-invitations/accept',
    actors: everyone,
    body: { schema: InvitationTokenSchema, example: () => ({ token: 'not.a.token' }) },
    responses: { 200: JoinedCompanySchema },
  },
];
