// The company-area endpoints (/api/company/*) over the typed RPC client. Each call resolves with the contract type
// or throws ApiError (code, message, field issues).
import type {
  ApplicantsQuery,
  ApplicationStatusChange,
  CompanyProfileValues,
  LegacyPostValues,
  PositionUpdateValues,
  PositionValues,
} from '@shared/schemas/company';
import type { BoardMatrixValues } from '@shared/schemas/board-matrix';
import { api, unwrap } from '@client/lib/api-client';
import type { AdvisorSearchFilters } from '../lib/search-filters';

/** Only the parameters that are set travel in the query string (the server treats a missing one as "any"). */
function queryOf(values: object): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

const company = api.company;

export const companyApi = {
  getProfile: () => unwrap(company.profile.$get()),
  saveProfile: (values: CompanyProfileValues) => unwrap(company.profile.$put({ json: values })),
  uploadLogo: (file: File) => {
    // The upload route reads multipart itself (size and content are checked there), so the body is set here.
    const body = new FormData();
    body.append('file', file);
    return unwrap(company['logo-uploads'].$post(undefined, { init: { body, credentials: 'same-origin' } }));
  },
  findPositions: (page: number) => unwrap(company.positions.$get({ query: queryOf({ page }) })),
  getPosition: (id: string) => unwrap(company.positions[':id'].$get({ param: { id } })),
  createPosition: (values: PositionValues) => unwrap(company.positions.$post({ json: values })),
  updatePosition: (id: string, values: PositionUpdateValues) =>
    unwrap(company.positions[':id'].$put({ param: { id }, json: values })),
  setPositionActive: (id: string, isActive: boolean) =>
    unwrap(company.positions[':id'].status.$patch({ param: { id }, json: { isActive } })),
  createLegacyPosting: (values: LegacyPostValues) =>
    unwrap(company['board-positions'].$post({ json: values })),
  findApplicants: (query: Partial<ApplicantsQuery>) =>
    unwrap(company.applicants.$get({ query: queryOf(query) })),
  findApplicantPositions: () => unwrap(company.applicants.positions.$get()),
  changeApplicationStatus: (id: string, change: ApplicationStatusChange) =>
    unwrap(company.applications[':id'].status.$patch({ param: { id }, json: change })),
  getAdvisor: (advisorId: string) => unwrap(company.advisors[':advisorId'].$get({ param: { advisorId } })),
  searchAdvisors: (query: AdvisorSearchFilters) =>
    unwrap(company['advisor-search'].$get({ query: queryOf(query) })),
  openAdvisorProfile: (advisorId: string) =>
    unwrap(company['advisor-search'][':advisorId'].views.$post({ param: { advisorId } })),
  getBoardMatrix: () => unwrap(company['board-matrix'].$get()),
  saveBoardMatrix: (values: BoardMatrixValues) => unwrap(company['board-matrix'].$put({ json: values })),
};
