// The company area's API, mounted at /api/company; each endpoint's definition is in company.definitions.ts.
import { $ } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '@shared/constants';
import { LOGO_FILE_TOO_LARGE_MESSAGE } from '@shared/schemas/company';
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { changeApplicationStatus, findApplicants, findPositionPicker } from './applicants.service';
import { openAdvisorProfile, searchAdvisors } from './advisor-search.service';
import { getAdvisorForCompany } from './advisor-view.service';
import { requireCompanyUser } from '../../lib/company-actor';
import { uploadCompanyLogo } from './company-logo.service';
import { getMyCompanyProfile, saveMyCompanyProfile } from './company-profile.service';
import {
  changeApplicationStatusRoute,
  createBoardPositionRoute,
  createPositionRoute,
  getApplicantAdvisorRoute,
  getPositionRoute,
  getProfileRoute,
  listApplicantPositionsRoute,
  listApplicantsRoute,
  listPositionsRoute,
  openSearchedAdvisorRoute,
  saveProfileRoute,
  searchAdvisorsRoute,
  setPositionStatusRoute,
  updatePositionRoute,
  uploadLogoRoute,
} from './company.definitions';
import {
  createLegacyPosting,
  createPosition,
  findMyPositions,
  getMyPosition,
  setPositionActive,
  updatePosition,
} from './positions.service';
import type { ReadCaches } from '../../lib/read-caches';
import { createVersionedMemo } from '../../lib/versioned-memo';

/** Multipart bodies are cut off a little above the 2 MB logo limit, with the spec's message. */
const logoUploadLimit = bodyLimit({
  maxSize: LIMITS.logoMaxBytes + 256 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', LOGO_FILE_TOO_LARGE_MESSAGE, [
      { path: 'file', message: LOGO_FILE_TOO_LARGE_MESSAGE },
    ]);
  },
});

async function fileFromForm(req: { parseBody: () => Promise<Record<string, unknown>> }) {
  try {
    return (await req.parseBody()).file;
  } catch {
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please choose the file again.');
  }
}

export function companyRoutes(deps: AppDeps, { versions }: ReadCaches) {
  const { db } = deps;
  const now = () => deps.clock.now();
  const pickers = createVersionedMemo<unknown>();
  const rankings = createVersionedMemo<unknown>();
  return $(
    createApiRouter()
      // Role first, before any body is read or validated: an advisor gets 403 whatever it sends. Every service
      // checks again (authorization lives in the services), so this is only the early, uniform answer.
      .use(async (c, next) => {
        requireCompanyUser(c.get('user'));
        await next();
      }),
  )
    .openapi(getProfileRoute, async (c) =>
      c.json(await getMyCompanyProfile(db, { actor: c.get('user') }), 200),
    )
    .openapi(saveProfileRoute, async (c) =>
      c.json(
        await saveMyCompanyProfile({ db, now: now() }, { actor: c.get('user'), input: c.req.valid('json') }),
        200,
      ),
    )
    .openapi({ ...uploadLogoRoute, middleware: [logoUploadLimit] }, async (c) => {
      const file = await fileFromForm(c.req);
      return c.json(await uploadCompanyLogo(deps, { actor: c.get('user'), file }), 201);
    })
    .openapi(listPositionsRoute, async (c) =>
      c.json(await findMyPositions(db, { actor: c.get('user'), query: c.req.valid('query') }), 200),
    )
    .openapi(createPositionRoute, async (c) =>
      c.json(
        await createPosition(
          { db, queue: deps.queue, now: now(), siteName: deps.env.SITE_NAME },
          { actor: c.get('user'), input: c.req.valid('json') },
        ),
        201,
      ),
    )
    .openapi(getPositionRoute, async (c) =>
      c.json(await getMyPosition(db, { actor: c.get('user'), positionId: c.req.valid('param').id }), 200),
    )
    .openapi(updatePositionRoute, async (c) =>
      c.json(
        await updatePosition(
          { db, queue: deps.queue, now: now() },
          { actor: c.get('user'), positionId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(setPositionStatusRoute, async (c) =>
      c.json(
        await setPositionActive(
          { db, queue: deps.queue, now: now() },
          { actor: c.get('user'), positionId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(createBoardPositionRoute, async (c) =>
      c.json(
        await createLegacyPosting(
          { db, queue: deps.queue, now: now() },
          { actor: c.get('user'), input: c.req.valid('json') },
        ),
        201,
      ),
    )
    .openapi(listApplicantsRoute, async (c) =>
      c.json(
        await findApplicants(db, { actor: c.get('user'), query: c.req.valid('query'), now: now() }),
        200,
      ),
    )
    .openapi(listApplicantPositionsRoute, async (c) =>
      c.json(
        await findPositionPicker(db, {
          actor: c.get('user'),
          pickers: { version: await versions('jobs'), memo: pickers },
        }),
        200,
      ),
    )
    .openapi(changeApplicationStatusRoute, async (c) =>
      c.json(
        await changeApplicationStatus(
          {
            db,
            queue: deps.queue,
            logger: deps.logger,
            now: now(),
            siteName: deps.env.SITE_NAME,
            appUrl: deps.env.APP_URL,
            notifyEnv: deps.env,
          },
          { actor: c.get('user'), applicationId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(getApplicantAdvisorRoute, async (c) =>
      c.json(
        await getAdvisorForCompany(db, { actor: c.get('user'), advisorId: c.req.valid('param').advisorId }),
        200,
      ),
    )
    .openapi(searchAdvisorsRoute, async (c) =>
      c.json(
        await searchAdvisors(
          { db, now: now(), ranking: { version: await versions('advisors', c.req.raw), memo: rankings } },
          { actor: c.get('user'), filters: c.req.valid('query') },
        ),
        200,
      ),
    )
    .openapi(openSearchedAdvisorRoute, async (c) =>
      c.json(
        await openAdvisorProfile(
          { db, now: now() },
          { actor: c.get('user'), advisorId: c.req.valid('param').advisorId },
        ),
        200,
      ),
    );
}
