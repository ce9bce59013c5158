// /api/profile: the advisor's own profile, its files, visibility, badge and eligibility.
// Definitions written out one by one look alike across features (method, path, operation, responses) by design:
// each endpoint is defined once, next to its handler (issue #18 §1), rather than generated from a table.
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  ALLOWED_PHOTO_EXTENSIONS,
  ALLOWED_RESUME_EXTENSIONS,
  AdvisorProfileInputSchema,
  BadgeSchema,
  EligibilitySchema,
  MyProfileSchema,
  PublicAdvisorProfileSchema,
  VisibilityInputSchema,
} from '@shared/schemas/advisor-profile';
import type { AppDeps } from '../../app-deps';
import {
  createApiRouter,
  fileBody,
  idParam,
  jsonAnswer,
  jsonBody,
  operation,
  otherAnswer,
} from '../../lib/api-route';
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

const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
const profileAnswer = (description: string) => ({
  200: jsonAnswer('MyProfile', MyProfileSchema, description),
});

const getMyProfile = createRoute({
  method: 'get',
  path: '/',
  ...operation({
    id: 'getMyProfile',
    tag: 'Advisor profile',
    summary: 'My advisor profile (created empty on first use)',
    auth: 'advisor',
  }),
  responses: profileAnswer('The profile with its completion and eligibility.'),
});

const updateMyProfileRoute = createRoute({
  method: 'put',
  path: '/',
  ...operation({
    id: 'updateMyProfile',
    tag: 'Advisor profile',
    summary: 'Save my advisor profile',
    description: 'Text is sanitized (markup stripped) before it is saved.',
    auth: 'advisor',
  }),
  request: { body: jsonBody('AdvisorProfileInput', AdvisorProfileInputSchema) },
  responses: profileAnswer('The saved profile.'),
});

const updateVisibilityRoute = createRoute({
  method: 'patch',
  path: '/visibility',
  ...operation({
    id: 'updateMyProfileVisibility',
    tag: 'Advisor profile',
    summary: 'Make my profile public or private, and choose its URL',
    description: 'Without a chosen slug, one is made from the name; a slug in use answers 409 CONFLICT.',
    auth: 'advisor',
    errors: ['CONFLICT'],
  }),
  request: { body: jsonBody('VisibilityInput', VisibilityInputSchema) },
  responses: profileAnswer('The profile with its new visibility.'),
});

const getEligibility = createRoute({
  method: 'get',
  path: '/eligibility',
  ...operation({
    id: 'getMyEligibility',
    tag: 'Advisor profile',
    summary: 'How complete my profile is, and what is missing',
    auth: 'advisor',
  }),
  responses: { 200: jsonAnswer('Eligibility', EligibilitySchema, 'Completion and eligibility.') },
});

const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/photo',
  ...operation({
    id: 'uploadMyPhoto',
    tag: 'Advisor profile',
    summary: 'Upload my profile photo',
    description: 'The image is sniffed by content and re-encoded (metadata stripped).',
    auth: 'advisor',
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  request: {
    body: fileBody(`An image (${ALLOWED_PHOTO_EXTENSIONS.join(', ')}), at most 5 MB.`, [
      'image/png',
      'image/jpeg',
      'image/webp',
    ]),
  },
  responses: profileAnswer('The profile with its new photo.'),
});

const uploadResumeRoute = createRoute({
  method: 'post',
  path: '/resume',
  ...operation({
    id: 'uploadMyResume',
    tag: 'Advisor profile',
    summary: 'Upload my résumé',
    auth: 'advisor',
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  request: {
    body: fileBody(`A document (${ALLOWED_RESUME_EXTENSIONS.join(', ')}), at most 5 MB.`, RESUME_TYPES),
  },
  responses: profileAnswer('The profile with its new résumé.'),
});

const generateBadgeRoute = createRoute({
  method: 'post',
  path: '/badge',
  ...operation({
    id: 'generateMyBadge',
    tag: 'Advisor profile',
    summary: 'Generate my shareable badge image',
    auth: 'advisor',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  responses: { 200: jsonAnswer('Badge', BadgeSchema, 'The badge and share texts.') },
});

const PROFILE_NOT_FOUND =
  "The advisor profile you're looking for doesn't exist or is not publicly available.";

const getPublicAdvisor = createRoute({
  method: 'get',
  path: '/{slugOrId}',
  ...operation({
    id: 'getPublicAdvisor',
    tag: 'Public advisors',
    summary: 'A public advisor profile',
    description: 'Only public profiles, and only their public fields (no e-mail, phone or date of birth).',
    auth: 'anonymous',
    errors: ['NOT_FOUND'],
  }),
  request: {
    params: z.object({
      slugOrId: z
        .string()
        .regex(/^[0-9a-z-]{1,200}$/i, { error: PROFILE_NOT_FOUND })
        .describe("The profile's public URL slug or the advisor's id."),
    }),
  },
  responses: { 200: jsonAnswer('PublicAdvisorProfile', PublicAdvisorProfileSchema, 'The public profile.') },
});

const downloadResume = createRoute({
  method: 'get',
  path: '/{advisorId}/resume',
  ...operation({
    id: 'downloadAdvisorResume',
    tag: 'Public advisors',
    summary: "Download an advisor's résumé",
    description:
      'For the advisor themself, or a company the advisor has applied to; everyone else gets 404 (the file ' +
      'is not revealed to exist).',
    auth: 'signed-in',
    deniedAsNotFound: true,
    errors: ['NOT_FOUND'],
  }),
  request: { params: z.object({ advisorId: idParam("The advisor's id.", 'Resume not found.') }) },
  responses: {
    200: otherAnswer('The file, as an attachment.', RESUME_TYPES, {
      'Content-Disposition': 'attachment; filename="…"',
    }),
  },
});

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
