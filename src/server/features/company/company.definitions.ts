// The definitions of /api/company's endpoints (createRoute), beside their handlers in company.routes.ts. Every
// operation needs a company account; all but the profile and the logo upload also need a saved company profile
// (422 PROFILE_INCOMPLETE).
// Definitions written out one by one look alike across features (method, path, operation, responses) by design:
// each endpoint is defined once, next to its handler (issue #18 §1), rather than generated from a table.
import { createRoute, z } from '@hono/zod-openapi';
import { LIMITS } from '@shared/constants';
import {
  AdvisorForCompanySchema,
  AdvisorProfileViewSchema,
  AdvisorSearchPageSchema,
  AdvisorSearchQuerySchema,
  ApplicantsQuerySchema,
  ApplicationStatusChangedSchema,
  ApplicationStatusChangeSchema,
  COMPANY_ERROR_MESSAGES,
  CompanyProfileInputSchema,
  CompanyProfileSchema,
  DashboardPageSchema,
  DashboardQuerySchema,
  LegacyPostInputSchema,
  LOGO_ACCEPTED_EXTENSIONS,
  LogoUploadSchema,
  MyCompanyProfileSchema,
  PositionInputSchema,
  PositionPickerSchema,
  PositionSchema,
  PositionStatusInputSchema,
  PositionStatusSchema,
  PositionUpdateSchema,
} from '@shared/schemas/company';
import { ApplicantsAnswerSchema } from '@shared/schemas/applicants-answer';
import { fileBody, idParam, jsonAnswer, jsonBody, operation, type OperationInfo } from '../../lib/api-route';

const company = (info: Omit<OperationInfo, 'tag' | 'auth'>) =>
  operation({ ...info, tag: 'Company', auth: 'company' });

const PositionIdParams = z.object({
  id: idParam(
    "The position's id (one of the company's own; others are 404).",
    COMPANY_ERROR_MESSAGES.positionNotFound,
  ),
});

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/profile',
  ...company({
    id: 'getMyCompanyProfile',
    summary: 'My company profile',
    description: '`profile` is null (or not yet completed) until the profile form is saved.',
  }),
  responses: { 200: jsonAnswer('MyCompanyProfile', MyCompanyProfileSchema, 'The profile.') },
});

export const saveProfileRoute = createRoute({
  method: 'put',
  path: '/profile',
  ...company({ id: 'saveMyCompanyProfile', summary: 'Save my company profile' }),
  request: { body: jsonBody('CompanyProfileInput', CompanyProfileInputSchema) },
  responses: { 200: jsonAnswer('CompanyProfile', CompanyProfileSchema, 'The saved profile (completed).') },
});

export const uploadLogoRoute = createRoute({
  method: 'post',
  path: '/logo-uploads',
  ...company({
    id: 'uploadCompanyLogo',
    summary: 'Upload a company logo',
    description: 'Returns the URL to put in `logoUrl` of the profile or a position.',
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_FAILED'],
  }),
  request: {
    body: fileBody(
      `An image (${LOGO_ACCEPTED_EXTENSIONS.join(', ')}), under ${LIMITS.logoMaxBytes / 1024 / 1024} MB.`,
      ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    ),
  },
  responses: { 201: jsonAnswer('LogoUpload', LogoUploadSchema, 'Stored.') },
});

export const listPositionsRoute = createRoute({
  method: 'get',
  path: '/positions',
  ...company({ id: 'listMyPositions', summary: 'My positions (dashboard)', errors: ['PROFILE_INCOMPLETE'] }),
  request: { query: DashboardQuerySchema },
  responses: {
    200: jsonAnswer('DashboardPage', DashboardPageSchema, 'One page of positions with applicant counts.'),
  },
});

export const createPositionRoute = createRoute({
  method: 'post',
  path: '/positions',
  ...company({
    id: 'createPosition',
    summary: 'Post a position',
    description:
      'The description is sanitized to a small set of formatting tags. A logo is required when the profile has ' +
      'none: 422 LOGO_REQUIRED with an issue on `logoUrl`.',
    errors: ['PROFILE_INCOMPLETE', 'LOGO_REQUIRED'],
  }),
  request: { body: jsonBody('PositionInput', PositionInputSchema) },
  responses: { 201: jsonAnswer('Position', PositionSchema, 'Posted (active and public).') },
});

export const getPositionRoute = createRoute({
  method: 'get',
  path: '/positions/{id}',
  ...company({
    id: 'getMyPosition',
    summary: 'One of my positions',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { params: PositionIdParams },
  responses: { 200: jsonAnswer('Position', PositionSchema, 'The position.') },
});

export const updatePositionRoute = createRoute({
  method: 'put',
  path: '/positions/{id}',
  ...company({
    id: 'updateMyPosition',
    summary: 'Edit one of my positions',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'LOGO_REQUIRED'],
  }),
  request: { params: PositionIdParams, body: jsonBody('PositionUpdateInput', PositionUpdateSchema) },
  responses: { 200: jsonAnswer('Position', PositionSchema, 'The saved position.') },
});

export const setPositionStatusRoute = createRoute({
  method: 'patch',
  path: '/positions/{id}/status',
  ...company({
    id: 'setMyPositionStatus',
    summary: 'Open or close one of my positions',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { params: PositionIdParams, body: jsonBody('PositionStatusInput', PositionStatusInputSchema) },
  responses: { 200: jsonAnswer('PositionStatus', PositionStatusSchema, 'The new status.') },
});

export const createBoardPositionRoute = createRoute({
  method: 'post',
  path: '/board-positions',
  ...company({
    id: 'createBoardPosition',
    summary: 'Post a board position (the older, shorter form)',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  request: { body: jsonBody('LegacyPostInput', LegacyPostInputSchema) },
  responses: { 201: jsonAnswer('Position', PositionSchema, 'Posted.') },
});

export const listApplicantsRoute = createRoute({
  method: 'get',
  path: '/applicants',
  ...company({
    id: 'listApplicants',
    summary: 'Applicants to one of my positions',
    description: 'Without `job_id`, the newest position.',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { query: ApplicantsQuerySchema },
  responses: { 200: jsonAnswer('ApplicantsPage', ApplicantsAnswerSchema, 'One page of applicants.') },
});

export const listApplicantPositionsRoute = createRoute({
  method: 'get',
  path: '/applicants/positions',
  ...company({
    id: 'listApplicantPositions',
    summary: 'The position picker of the applicants page',
    description: 'Every position of mine (active and inactive), newest first.',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  responses: { 200: jsonAnswer('PositionPicker', PositionPickerSchema, 'My positions.') },
});

export const changeApplicationStatusRoute = createRoute({
  method: 'patch',
  path: '/applications/{id}/status',
  ...company({
    id: 'changeApplicationStatus',
    summary: "Change an application's status",
    description: 'Records the change and e-mails the advisor (not when the status is unchanged).',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'APPLICATION_CLOSED'],
  }),
  request: {
    params: z.object({
      id: idParam(
        "The application's id (to one of the company's own positions).",
        COMPANY_ERROR_MESSAGES.applicationNotFound,
      ),
    }),
    body: jsonBody('ApplicationStatusChangeInput', ApplicationStatusChangeSchema),
  },
  responses: {
    200: jsonAnswer(
      'ApplicationStatusChanged',
      ApplicationStatusChangedSchema,
      'The status after the change.',
    ),
  },
});

export const getApplicantAdvisorRoute = createRoute({
  method: 'get',
  path: '/advisors/{advisorId}',
  ...company({
    id: 'getApplicantAdvisor',
    summary: 'An applicant’s full profile and contact details',
    description: 'Only for advisors who applied to one of the company’s positions; others are 404.',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: {
    params: z.object({ advisorId: idParam("The advisor's id.", COMPANY_ERROR_MESSAGES.advisorNotFound) }),
  },
  responses: { 200: jsonAnswer('AdvisorForCompany', AdvisorForCompanySchema, 'The advisor.') },
});

export const searchAdvisorsRoute = createRoute({
  method: 'get',
  path: '/advisor-search',
  ...company({
    id: 'searchAdvisors',
    summary: 'Search advisors, ranked by match with my company',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  request: { query: AdvisorSearchQuerySchema },
  responses: { 200: jsonAnswer('AdvisorSearchPage', AdvisorSearchPageSchema, 'One page of advisor cards.') },
});

export const openSearchedAdvisorRoute = createRoute({
  method: 'post',
  path: '/advisor-search/{advisorId}/views',
  ...company({
    id: 'openSearchedAdvisor',
    summary: 'Open an advisor from search (counts against the free views)',
    description:
      `Without a paid plan, ${LIMITS.freeAdvisorProfileViews} distinct advisors can be opened; the next one ` +
      'answers 402 SUBSCRIPTION_REQUIRED. Re-opening is free.',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'SUBSCRIPTION_REQUIRED'],
  }),
  request: {
    params: z.object({
      advisorId: idParam("The advisor's id.", COMPANY_ERROR_MESSAGES.searchedAdvisorNotFound),
    }),
  },
  responses: {
    200: jsonAnswer('AdvisorProfileView', AdvisorProfileViewSchema, 'The profile and the views left.'),
  },
});
