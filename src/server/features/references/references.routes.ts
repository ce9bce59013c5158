// /api/references: the advisor's requests, the referee's public page and form, and approved references for a
// company; definitions in references.definitions.ts (decision 046).
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { getAdvisorForCompany } from '../company/advisor-view.service';
import { closedLinkPage, closedLinkStatus, refereeFormPage, refereeThanksPage } from './referee-pages';
import { openReferenceLink, submitReference } from './referee.service';
import {
  advisorReferencesRoute,
  approveReferenceRoute,
  declineReferenceRoute,
  listMyReferencesRoute,
  refereePageRoute,
  refereeSubmitRoute,
  requestReferenceRoute,
  resendReferenceRoute,
  withdrawReferenceRoute,
} from './references.definitions';
import {
  decideReference,
  findApprovedReferences,
  findMyReferences,
  requestReference,
  resendReferenceRequest,
  withdrawReferenceRequest,
} from './references.service';

export function referenceRoutes(deps: AppDeps) {
  const { db } = deps;
  const siteName = deps.env.SITE_NAME;
  const referenceDeps = () => ({ db, queue: deps.queue, env: deps.env, now: deps.clock.now() });
  const closed = (state: Parameters<typeof closedLinkStatus>[0], advisorName: string | null) =>
    [
      closedLinkPage({ siteName, appUrl: deps.env.APP_URL, state, advisorName }),
      closedLinkStatus(state),
    ] as const;
  return createApiRouter()
    .openapi(listMyReferencesRoute, async (c) =>
      c.json(await findMyReferences({ db, now: deps.clock.now() }, { actor: c.get('user') }), 200),
    )
    .openapi(requestReferenceRoute, async (c) =>
      c.json(
        await requestReference(referenceDeps(), { actor: c.get('user'), input: c.req.valid('json') }),
        201,
      ),
    )
    .openapi(resendReferenceRoute, async (c) =>
      c.json(
        await resendReferenceRequest(referenceDeps(), {
          actor: c.get('user'),
          requestId: c.req.valid('param').id,
        }),
        200,
      ),
    )
    .openapi(withdrawReferenceRoute, async (c) =>
      c.json(
        await withdrawReferenceRequest(
          { db, now: deps.clock.now() },
          { actor: c.get('user'), requestId: c.req.valid('param').id },
        ),
        200,
      ),
    )
    .openapi(approveReferenceRoute, async (c) =>
      c.json(
        await decideReference(
          { db, now: deps.clock.now() },
          { actor: c.get('user'), requestId: c.req.valid('param').id, decision: 'approved' },
        ),
        200,
      ),
    )
    .openapi(declineReferenceRoute, async (c) =>
      c.json(
        await decideReference(
          { db, now: deps.clock.now() },
          { actor: c.get('user'), requestId: c.req.valid('param').id, decision: 'declined' },
        ),
        200,
      ),
    )
    .openapi(advisorReferencesRoute, async (c) => {
      const { advisorId } = c.req.valid('param');
      // The company's advisor view decides who may see this advisor (an applicant of theirs); others get its 404.
      const advisor = await getAdvisorForCompany(db, { actor: c.get('user'), advisorId });
      return c.json(await findApprovedReferences(db, advisor.id), 200);
    })
    .openapi(refereePageRoute, async (c) => {
      const token = (c.req.query('token') ?? '').slice(0, 300);
      const link = await openReferenceLink({ db, env: deps.env, now: deps.clock.now() }, { token });
      if (link.state !== 'open') {
        const [html, status] = closed(link.state, link.advisorName);
        return c.html(html, status);
      }
      return c.html(
        refereeFormPage({ siteName, advisorName: link.advisorName, request: link.request, token }),
        200,
      );
    })
    .openapi(refereeSubmitRoute, async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const result = await submitReference(referenceDeps(), { form });
      if (result.state === 'submitted')
        return c.html(refereeThanksPage({ siteName, advisorName: result.advisorName }), 200);
      if (result.state === 'invalid')
        return c.html(
          refereeFormPage({
            siteName,
            advisorName: result.advisorName,
            request: result.request,
            token: result.values.token ?? '',
            values: result.values,
            issues: result.issues,
          }),
          422,
        );
      const [html, status] = closed(result.state, result.advisorName);
      return c.html(html, status);
    });
}
