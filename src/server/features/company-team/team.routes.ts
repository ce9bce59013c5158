// The company team's API (decision 048): /api/company/team for the company area, /api/company-invitations for the
// invitation link; definitions in team.definitions.ts.
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import {
  acceptInvitationRoute,
  assignPositionsRoute,
  auditLogRoute,
  cancelInvitationRoute,
  changeRoleRoute,
  getTeamRoute,
  inviteColleagueRoute,
  previewInvitationRoute,
  removeMemberRoute,
  transferOwnershipRoute,
} from './team.definitions';
import {
  acceptInvitation,
  assignPositions,
  cancelInvitation,
  changeMemberRole,
  findAuditLog,
  getTeam,
  inviteColleague,
  previewInvitation,
  removeMember,
  transferOwnership,
} from './team.service';

export function companyTeamRoutes(deps: AppDeps) {
  const { db } = deps;
  const teamDeps = () => ({ db, queue: deps.queue, env: deps.env, now: deps.clock.now() });
  return createApiRouter()
    .openapi(getTeamRoute, async (c) =>
      c.json(await getTeam(db, { actor: c.get('user'), now: deps.clock.now() }), 200),
    )
    .openapi(inviteColleagueRoute, async (c) =>
      c.json(await inviteColleague(teamDeps(), { actor: c.get('user'), input: c.req.valid('json') }), 201),
    )
    .openapi(cancelInvitationRoute, async (c) => {
      await cancelInvitation(teamDeps(), { actor: c.get('user'), invitationId: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .openapi(changeRoleRoute, async (c) =>
      c.json(
        await changeMemberRole(teamDeps(), {
          actor: c.get('user'),
          userId: c.req.valid('param').userId,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(removeMemberRoute, async (c) => {
      await removeMember(teamDeps(), { actor: c.get('user'), userId: c.req.valid('param').userId });
      return c.body(null, 204);
    })
    .openapi(assignPositionsRoute, async (c) =>
      c.json(
        await assignPositions(teamDeps(), {
          actor: c.get('user'),
          userId: c.req.valid('param').userId,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(transferOwnershipRoute, async (c) =>
      c.json(
        await transferOwnership(teamDeps(), { actor: c.get('user'), userId: c.req.valid('json').userId }),
        200,
      ),
    )
    .openapi(auditLogRoute, async (c) =>
      c.json(await findAuditLog(db, { actor: c.get('user'), page: c.req.valid('query').page }), 200),
    );
}

export function companyInvitationRoutes(deps: AppDeps) {
  const { db } = deps;
  const linkDeps = () => ({ db, env: deps.env, now: deps.clock.now() });
  return createApiRouter()
    .openapi(previewInvitationRoute, async (c) =>
      c.json(await previewInvitation(linkDeps(), { token: c.req.valid('json').token }), 200),
    )
    .openapi(acceptInvitationRoute, async (c) =>
      c.json(
        await acceptInvitation(linkDeps(), { actor: c.get('user'), token: c.req.valid('json').token }),
        200,
      ),
    );
}
