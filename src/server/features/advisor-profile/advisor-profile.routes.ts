import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AdvisorProfileInputSchema, VisibilityInputSchema } from '@shared/schemas/advisor-profile';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../lib/app-error';
import { validate } from '../../middleware/validate';
import {
  generateBadge,
  getOrCreateMyProfile,
  getPublicProfile,
  getResumeFile,
  toMyProfile,
  updateMyProfile,
  updateVisibility,
  uploadPhoto,
  uploadResume,
  type ProfileDeps,
} from './advisor-profile.service';

/** Multipart bodies are cut off a little above the 5 MB file limit, with the spec's message. */
const uploadLimit = bodyLimit({
  maxSize: 5 * 1024 * 1024 + 256 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'File size exceeds 5MB limit', [
      { path: 'file', message: 'File size exceeds 5MB limit' },
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

export function advisorProfileRoutes(deps: AppDeps) {
  const profileDeps = (): ProfileDeps => ({
    db: deps.db,
    storage: deps.storage,
    siteName: deps.env.SITE_NAME,
    appUrl: deps.env.APP_URL,
    now: deps.clock.now(),
  });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(toMyProfile(await getOrCreateMyProfile(deps.db, { actor: c.get('user') }))))
    .put('/', validate('json', AdvisorProfileInputSchema), async (c) =>
      c.json(
        toMyProfile(
          await updateMyProfile(profileDeps(), { actor: c.get('user'), input: c.req.valid('json') }),
        ),
      ),
    )
    .patch('/visibility', validate('json', VisibilityInputSchema), async (c) =>
      c.json(
        toMyProfile(
          await updateVisibility(profileDeps(), { actor: c.get('user'), input: c.req.valid('json') }),
        ),
      ),
    )
    .get('/eligibility', async (c) =>
      c.json(toMyProfile(await getOrCreateMyProfile(deps.db, { actor: c.get('user') })).eligibility),
    )
    .post('/photo', uploadLimit, async (c) => {
      const file = await fileFromForm(c.req);
      return c.json(toMyProfile(await uploadPhoto(profileDeps(), { actor: c.get('user'), file })));
    })
    .post('/resume', uploadLimit, async (c) => {
      const file = await fileFromForm(c.req);
      return c.json(toMyProfile(await uploadResume(profileDeps(), { actor: c.get('user'), file })));
    })
    .post('/badge', async (c) => c.json(await generateBadge(profileDeps(), { actor: c.get('user') })));
}

export function publicAdvisorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:slugOrId', async (c) =>
      c.json(await getPublicProfile(deps.db, { slugOrId: c.req.param('slugOrId'), now: deps.clock.now() })),
    )
    .get('/:advisorId/resume', async (c) => {
      const file = await getResumeFile(deps, { actor: c.get('user'), advisorId: c.req.param('advisorId') });
      const fallbackName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${fallbackName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'Cache-Control': 'private, no-store',
      });
    });
}
