// The company area (/api/company/*): profile, logo upload, positions, the older board-position form,
// applicants and status changes, the advisor view and advisor search.
import {
  AdvisorForCompanySchema,
  AdvisorProfileViewSchema,
  AdvisorSearchPageSchema,
  AdvisorSearchQuerySchema,
  PositionPickerSchema,
  ApplicantsQuerySchema,
  ApplicationStatusChangedSchema,
  ApplicationStatusChangeSchema,
  CompanyProfileInputSchema,
  CompanyProfileSchema,
  DashboardPageSchema,
  DashboardQuerySchema,
  LegacyPostInputSchema,
  LogoUploadSchema,
  MyCompanyProfileSchema,
  PositionInputSchema,
  PositionSchema,
  PositionStatusInputSchema,
  PositionStatusSchema,
  PositionUpdateSchema,
} from '@shared/schemas/company';
import { ApplicantsAnswerSchema } from '@shared/schemas/applicants-answer';
import { pathParam } from '../support/fuzz-requests';
import { hiringCompanyCases } from './hiring-cases';
import { boardMatrixCases } from './board-matrix-cases';
import { screeningCompanyCases } from './screening-cases';
import { teamCases } from './team-cases';
import type { Actor, FuzzRoute } from '../support/fuzz-route';
import { companyProfileExample, legacyPostExample, positionExample, positionUpdateExample } from './examples';

const callers: Actor[] = ['anonymous', 'forged', 'advisor', 'company', 'company', 'company'];

export const companyCases: FuzzRoute[] = [
  ...hiringCompanyCases,
  ...screeningCompanyCases,
  ...teamCases,
  {
    method: 'GET',
    path: '/api/company/profile',
    actors: callers,
    responses: { 200: MyCompanyProfileSchema },
  },
  {
    method: 'GET',
    path: '/api/company/positions',
    actors: callers,
    query: DashboardQuerySchema,
    responses: { 200: DashboardPageSchema },
  },
  {
    method: 'GET',
    path: '/api/company/positions/:id',
    actors: callers,
    params: { id: (w) => pathParam([...w.ids.positions, ...w.ids.jobs]) },
    responses: { 200: PositionSchema },
  },
  {
    method: 'GET',
    path: '/api/company/applicants',
    actors: callers,
    query: ApplicantsQuerySchema,
    responses: { 200: ApplicantsAnswerSchema },
  },
  {
    method: 'GET',
    path: '/api/company/applicants/positions',
    actors: callers,
    responses: { 200: PositionPickerSchema },
  },
  {
    method: 'GET',
    path: '/api/company/advisors/:advisorId',
    actors: callers,
    params: { advisorId: (w) => pathParam(w.ids.advisors) },
    responses: { 200: AdvisorForCompanySchema },
  },
  {
    method: 'GET',
    path: '/api/company/advisor-search',
    actors: callers,
    query: AdvisorSearchQuerySchema,
    responses: { 200: AdvisorSearchPageSchema },
  },
  {
    method: 'POST',
    path: '/api/company/advisor-search/:advisorId/views',
    actors: callers,
    params: { advisorId: (w) => pathParam(w.ids.advisors) },
    responses: { 200: AdvisorProfileViewSchema },
  },
  {
    method: 'POST',
    path: '/api/company/positions',
    actors: callers,
    body: { schema: PositionInputSchema, example: positionExample },
    responses: { 201: PositionSchema },
  },
  {
    method: 'PUT',
    path: '/api/company/positions/:id',
    actors: callers,
    params: { id: (w) => pathParam([...w.ids.positions, ...w.ids.jobs]) },
    body: { schema: PositionUpdateSchema, example: positionUpdateExample },
    responses: { 200: PositionSchema },
  },
  {
    method: 'PATCH',
    path: '/api/company/positions/:id/status',
    actors: callers,
    params: { id: (w) => pathParam([...w.ids.positions, ...w.ids.jobs]) },
    body: { schema: PositionStatusInputSchema, example: () => ({ isActive: true }) },
    responses: { 200: PositionStatusSchema },
  },
  {
    method: 'POST',
    path: '/api/company/board-positions',
    actors: callers,
    body: { schema: LegacyPostInputSchema, example: legacyPostExample },
    responses: { 201: PositionSchema },
  },
  {
    method: 'PATCH',
    path: '/api/company/applications/:id/status',
    actors: callers,
    params: { id: (w) => pathParam(w.ids.applications) },
    body: {
      schema: ApplicationStatusChangeSchema,
      example: () => ({ status: 'rejected', reason: 'Position filled' }),
    },
    responses: { 200: ApplicationStatusChangedSchema },
  },
  {
    method: 'POST',
    path: '/api/company/logo-uploads',
    actors: callers,
    body: 'multipart',
    responses: { 201: LogoUploadSchema },
  },
  // Last: a fuzzed profile save may drop the logo, which the position routes above rely on.
  {
    method: 'PUT',
    path: '/api/company/profile',
    actors: callers,
    body: { schema: CompanyProfileInputSchema, example: companyProfileExample },
    responses: { 200: CompanyProfileSchema },
  },
  ...boardMatrixCases,
];
