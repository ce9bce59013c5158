// The definitions of the advisor-profile endpoints (createRoute): method, path, input and answers, beside their handlers
// in advisor-profile.routes.ts (decision 020; docs/architecture.md).
// Written out one by one, they look alike across features (method, path, operation, responses) by design: each
// endpoint is defined once (issue #18 §1), rather than generated from a table.
import { createRoute, z } from '@hono/zod-openapi';
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
import { fileBody, idParam, jsonAnswer, jsonBody, operation, otherAnswer } from '../../lib/api-route';

const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
const profileAnswer = (description: string) => ({
  200: jsonAnswer('MyProfile', MyProfileSchema, description),
});

export const getMyProfile = createRoute({
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

export const updateMyProfileRoute = createRoute({
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

export const updateVisibilityRoute = createRoute({
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

export const getEligibility = createRoute({
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

export const uploadPhotoRoute = createRoute({
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

export const uploadResumeRoute = createRoute({
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

export const generateBadgeRoute = createRoute({
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

export const getPublicAdvisor = createRoute({
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

export const downloadResume = createRoute({
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
