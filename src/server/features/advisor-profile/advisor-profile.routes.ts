// /api/profile: the advisor's own profile, its files, visibility, badge and eligibility.
// The handlers; each endpoint's definition is in advisor-profile.definitions.ts (one convention in every feature, issue #32).
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
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
import {
  getMyProfile,
  updateMyProfileRoute,
  updateVisibilityRoute,
  getEligibility,
  uploadPhotoRoute,
  uploadResumeRoute,
  generateBadgeRoute,
  getPublicAdvisor,
  downloadResume,
} from './advisor-profile.definitions';

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
    queue: deps.queue,
    storage: deps.storage,
    siteName: deps.env.SITE_NAME,
    appUrl: deps.env.APP_URL,
    now: deps.clock.now(),
  });
  return createApiRouter()
    .openapi(getMyProfile, async (c) =>
      c.json(toMyProfile(await getOrCreateMyProfile(deps.db, { actor: c.get('user') })), 200),
    )
    .openapi(updateMyProfileRoute, async (c) =>
      c.json(
        toMyProfile(
          await updateMyProfile(profileDeps(), { actor: c.get('user'), input: c.req.valid('json') }),
        ),
        200,
      ),
    )
    .openapi(updateVisibilityRoute, async (c) =>
      c.json(
        toMyProfile(
          await updateVisibility(profileDeps(), { actor: c.get('user'), input: c.req.valid('json') }),
        ),
        200,
      ),
    )
    .openapi(getEligibility, async (c) =>
      c.json(toMyProfile(await getOrCreateMyProfile(deps.db, { actor: c.get('user') })).eligibility, 200),
    )
    .openapi({ ...uploadPhotoRoute, middleware: [uploadLimit] }, async (c) => {
      const file = await fileFromForm(c.req);
      return c.json(toMyProfile(await uploadPhoto(profileDeps(), { actor: c.get('user'), file })), 200);
    })
    .openapi({ ...uploadResumeRoute, middleware: [uploadLimit] }, async (c) => {
      const file = await fileFromForm(c.req);
      return c.json(toMyProfile(await uploadResume(profileDeps(), { actor: c.get('user'), file })), 200);
    })
    .openapi(generateBadgeRoute, async (c) =>
      c.json(await generateBadge(profileDeps(), { actor: c.get('user') }), 200),
    );
}

export function publicAdvisorRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(getPublicAdvisor, async (c) =>
      c.json(
        await getPublicProfile(deps.db, { slugOrId: c.req.valid('param').slugOrId, now: deps.clock.now() }),
        200,
      ),
    )
    .openapi(downloadResume, async (c) => {
      const { advisorId } = c.req.valid('param');
      const file = await getResumeFile(deps, { actor: c.get('user'), advisorId });
      const fallbackName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${fallbackName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'Cache-Control': 'private, no-store',
      });
    });
}
