// Invitations, conversations and blocks, mounted at /api; definitions in messaging.definitions.ts.
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { requireRole } from '../../middleware/session';
import { blockUser, findMyBlocks, unblockUser } from './blocks.service';
import { findInvitablePositions } from './invitable-positions.service';
import { sendInvitation } from './invitation-delivery.service';
import { acceptInvitation, declineInvitation, findMyInvitations } from './invitations.service';
import { findSentInvitations } from './sent-invitations.service';
import {
  acceptInvitationRoute,
  blockThreadCounterpartRoute,
  createBlockRoute,
  createInvitationRoute,
  declineInvitationRoute,
  deleteBlockRoute,
  getThreadRoute,
  listBlocksRoute,
  listInvitablePositionsRoute,
  listInvitationsRoute,
  listSentInvitationsRoute,
  listThreadsRoute,
  markThreadReadRoute,
  sendMessageRoute,
} from './messaging.definitions';
import { requireMessagingParty } from './messaging-party';
import { findMyThreads, getThread, markThreadRead, requireThreadParty, sendMessage } from './threads.service';

export function messagingRoutes(deps: AppDeps) {
  const { db } = deps;
  const notifyDeps = () => ({ db, queue: deps.queue, env: deps.env, now: deps.clock.now() });
  return createApiRouter()
    .openapi(createInvitationRoute, async (c) =>
      c.json(await sendInvitation(notifyDeps(), { actor: c.get('user'), input: c.req.valid('json') }), 201),
    )
    .openapi(listSentInvitationsRoute, async (c) =>
      c.json(await findSentInvitations(db, { actor: c.get('user'), query: c.req.valid('query') }), 200),
    )
    .openapi(listInvitationsRoute, async (c) =>
      c.json(await findMyInvitations(db, { actor: c.get('user') }), 200),
    )
    .openapi(listInvitablePositionsRoute, async (c) =>
      c.json(
        await findInvitablePositions(db, { actor: c.get('user'), advisorId: c.req.valid('query').advisorId }),
        200,
      ),
    )
    .openapi(acceptInvitationRoute, async (c) =>
      c.json(
        await acceptInvitation(notifyDeps(), {
          actor: c.get('user'),
          invitationId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(declineInvitationRoute, async (c) => {
      // Role before body: a company gets 404 like anyone the invitation is not addressed to.
      requireRole(c.get('user'), 'advisor');
      return c.json(
        await declineInvitation(notifyDeps(), {
          actor: c.get('user'),
          invitationId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      );
    })
    .openapi(listThreadsRoute, async (c) =>
      c.json(await findMyThreads(db, { actor: c.get('user'), page: c.req.valid('query').page }), 200),
    )
    .openapi(getThreadRoute, async (c) =>
      c.json(
        await getThread(db, {
          actor: c.get('user'),
          applicationId: c.req.valid('param').applicationId,
          before: c.req.valid('query').before,
        }),
        200,
      ),
    )
    .openapi(sendMessageRoute, async (c) =>
      c.json(
        await sendMessage(notifyDeps(), {
          actor: c.get('user'),
          applicationId: c.req.valid('param').applicationId,
          body: c.req.valid('json').body,
        }),
        201,
      ),
    )
    .openapi(markThreadReadRoute, async (c) =>
      c.json(
        await markThreadRead(
          { db, now: deps.clock.now() },
          { actor: c.get('user'), applicationId: c.req.valid('param').applicationId },
        ),
        200,
      ),
    )
    .openapi(blockThreadCounterpartRoute, async (c) => {
      const party = await requireThreadParty(db, {
        party: await requireMessagingParty(db, c.get('user')),
        applicationId: c.req.valid('param').applicationId,
      });
      await blockUser(
        { db, now: deps.clock.now() },
        { actor: c.get('user'), userId: party.counterpartUserId },
      );
      return c.body(null, 204);
    })
    .openapi(listBlocksRoute, async (c) => c.json(await findMyBlocks(db, { actor: c.get('user') }), 200))
    .openapi(createBlockRoute, async (c) => {
      await blockUser(
        { db, now: deps.clock.now() },
        { actor: c.get('user'), userId: c.req.valid('json').userId },
      );
      return c.body(null, 204);
    })
    .openapi(deleteBlockRoute, async (c) => {
      await unblockUser(db, { actor: c.get('user'), userId: c.req.valid('param').userId });
      return c.body(null, 204);
    });
}
