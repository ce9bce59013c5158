// /api/profile/confidentiality: the handlers; the definitions are in confidentiality.definitions.ts.
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { getMyConfidentiality, updateMyConfidentiality } from './confidentiality.service';
import { getMyConfidentialityRoute, updateMyConfidentialityRoute } from './confidentiality.definitions';

export function confidentialityRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(getMyConfidentialityRoute, async (c) =>
      c.json(await getMyConfidentiality(deps.db, { actor: c.get('user') }), 200),
    )
    .openapi(updateMyConfidentialityRoute, async (c) =>
      c.json(
        await updateMyConfidentiality(
          { db: deps.db, now: deps.clock.now() },
          { actor: c.get('user'), input: c.req.valid('json') },
        ),
        200,
      ),
    );
}
