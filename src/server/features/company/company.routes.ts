// The company area's API, mounted at /api/company. Every endpoint needs a signed-in company user (401 signed
// out, 403 FORBIDDEN for advisors); all but the profile and logo upload also need a saved company profile
// (422 PROFILE_INCOMPLETE, 'Complete your company profile first.'). Errors: { error: { code, message, issues? } }.
//
//   GET   /profile                        → { profile: CompanyProfile | null }
//   PUT   /profile                        CompanyProfileInput → CompanyProfile (profileCompleted: true)
//   POST  /logo-uploads                   multipart 'file' (image, < 2 MB) → { logoUrl: '/files/logos/…' }
//   GET   /positions?page=                → DashboardPage { items (with applicantCount), page, pageCount, total }
//   POST  /positions                      PositionInput → 201 Position (active, public, unique slug)
//   GET   /positions/:id                  → Position (own only, else 404)
//   PUT   /positions/:id                  PositionUpdateInput → Position (own only, else 404)
//   PATCH /positions/:id/status           { isActive } → { id, isActive } (own only, else 404)
//   POST  /board-positions                LegacyPostInput (older form) → 201 Position (source 'company_posting')
//   GET   /applicants?job_id=&status=&page= → ApplicantsPage (own position only, else 404)
//   PATCH /applications/:id/status        { status, reason? } → ApplicationStatusChanged (records + e-mails)
//   GET   /advisors/:advisorId            → AdvisorForCompany (only if the advisor applied to this company; else
//                                           404 'Advisor Not Found')
//   GET   /advisor-search?industry=&minExperience=&minHours=&compensation=&location=&page= → AdvisorSearchPage
//   POST  /advisor-search/:advisorId/views → AdvisorProfileView (3rd distinct advisor without access: 402
//                                           SUBSCRIPTION_REQUIRED)
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '@shared/constants';
import {
  AdvisorSearchQuerySchema,
  ApplicantsQuerySchema,
  ApplicationStatusChangeSchema,
  CompanyProfileInputSchema,
  DashboardQuerySchema,
  LegacyPostInputSchema,
  LOGO_FILE_TOO_LARGE_MESSAGE,
  PositionInputSchema,
  PositionStatusInputSchema,
  PositionUpdateSchema,
} from '@shared/schemas/company';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../lib/app-error';
import { validate } from '../../middleware/validate';
import { changeApplicationStatus, findApplicants, findPositionPicker } from './applicants.service';
import { openAdvisorProfile, searchAdvisors } from './advisor-search.service';
import { getAdvisorForCompany } from './advisor-view.service';
import { requireCompanyUser } from './company-guard.service';
import { uploadCompanyLogo } from './company-logo.service';
import { getMyCompanyProfile, saveMyCompanyProfile } from './company-profile.service';
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
  return (
    new Hono<AppEnv>()
      // Role first, before any body is read or validated: an advisor gets 403 whatever it sends. Every service
      // checks again (authorization lives in the services), so this is only the early, uniform answer.
      .use(async (c, next) => {
        requireCompanyUser(c.get('user'));
        await next();
      })
      .get('/profile', async (c) => c.json(await getMyCompanyProfile(db, { actor: c.get('user') })))
      .put('/profile', validate('json', CompanyProfileInputSchema), async (c) =>
        c.json(
          await saveMyCompanyProfile(
            { db, now: now() },
            { actor: c.get('user'), input: c.req.valid('json') },
          ),
        ),
      )
      .post('/logo-uploads', logoUploadLimit, async (c) => {
        const file = await fileFromForm(c.req);
        return c.json(await uploadCompanyLogo(deps, { actor: c.get('user'), file }), 201);
      })
      .get('/positions', validate('query', DashboardQuerySchema), async (c) =>
        c.json(await findMyPositions(db, { actor: c.get('user'), query: c.req.valid('query') })),
      )
      .post('/positions', validate('json', PositionInputSchema), async (c) =>
        c.json(
          await createPosition(
            { db, now: now(), siteName: deps.env.SITE_NAME },
            { actor: c.get('user'), input: c.req.valid('json') },
          ),
          201,
        ),
      )
      .get('/positions/:id', async (c) =>
        c.json(await getMyPosition(db, { actor: c.get('user'), positionId: c.req.param('id') })),
      )
      .put('/positions/:id', validate('json', PositionUpdateSchema), async (c) =>
        c.json(
          await updatePosition(
            { db, now: now() },
            { actor: c.get('user'), positionId: c.req.param('id'), input: c.req.valid('json') },
          ),
        ),
      )
      .patch('/positions/:id/status', validate('json', PositionStatusInputSchema), async (c) =>
        c.json(
          await setPositionActive(
            { db, now: now() },
            { actor: c.get('user'), positionId: c.req.param('id'), input: c.req.valid('json') },
          ),
        ),
      )
      .post('/board-positions', validate('json', LegacyPostInputSchema), async (c) =>
        c.json(
          await createLegacyPosting({ db, now: now() }, { actor: c.get('user'), input: c.req.valid('json') }),
          201,
        ),
      )
      .get('/applicants', validate('query', ApplicantsQuerySchema), async (c) =>
        c.json(await findApplicants(db, { actor: c.get('user'), query: c.req.valid('query') })),
      )
      .get('/applicants/positions', async (c) =>
        c.json(
          await findPositionPicker(db, {
            actor: c.get('user'),
            pickers: { version: await versions('jobs'), memo: pickers },
          }),
        ),
      )
      .patch('/applications/:id/status', validate('json', ApplicationStatusChangeSchema), async (c) =>
        c.json(
          await changeApplicationStatus(
            {
              db,
              queue: deps.queue,
              logger: deps.logger,
              now: now(),
              siteName: deps.env.SITE_NAME,
              appUrl: deps.env.APP_URL,
            },
            { actor: c.get('user'), applicationId: c.req.param('id'), input: c.req.valid('json') },
          ),
        ),
      )
      .get('/advisors/:advisorId', async (c) =>
        c.json(await getAdvisorForCompany(db, { actor: c.get('user'), advisorId: c.req.param('advisorId') })),
      )
      .get('/advisor-search', validate('query', AdvisorSearchQuerySchema), async (c) =>
        c.json(
          await searchAdvisors(
            { db, now: now(), ranking: { version: await versions('advisors'), memo: rankings } },
            { actor: c.get('user'), filters: c.req.valid('query') },
          ),
        ),
      )
      .post('/advisor-search/:advisorId/views', async (c) =>
        c.json(
          await openAdvisorProfile(
            { db, now: now() },
            { actor: c.get('user'), advisorId: c.req.param('advisorId') },
          ),
        ),
      )
  );
}
