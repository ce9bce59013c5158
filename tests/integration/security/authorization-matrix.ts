// The authorization matrix: every route the app registers × every actor × the object of each owner, with the
// status the actor must get. authorization-matrix.test.ts runs every cell against the real app and fails on a route
// the app registers that is missing here, so a new route cannot ship without a decision about who may call it.
//
// Actors (columns): anon = signed out · A, B = advisors · X, Y = companies · P = an advisor on the annual plan.
// A cell is either one status for every object, or { owner: status } when the path names an object: for
// `owners: ['X', 'Y']`, `{ X: 200, Y: 404 }` in column X reads "X on its own position: 200, on Y's: 404".
// The world (authorization-world.ts): A applied to X's position and B to Y's; A's profile is public, B's private.
import { pngImage, tinyPdf, uploadForm } from '../../fixtures/files';
import { positionInput } from '../company-test-helpers';
import type { Actor, Owner, SignedInActor, TeamActor, World } from './authorization-world';
import type { BodyEncoding } from './body-encodings';

/**
 * public    — meant for everyone (public pages, the job board): no owner to protect.
 * self      — acts only on the signed-in user's own data; no id in the request, so no other owner can be named.
 *             Write cells are checked by comparing every other user's stored data before and after.
 * owner     — the path names an object; only its owner may read or change it.
 * related   — the path names an advisor; the advisor and the company they applied to may see it, nobody else.
 * token     — authorized by a signed token in the request (e-mail links), not by a session.
 * signature — authorized by Stripe's signature over the body.
 * dev-only  — development conveniences, never mounted in production (NODE_ENV=production or Stripe configured).
 */
export type Access = 'public' | 'self' | 'owner' | 'related' | 'token' | 'signature' | 'dev-only';

export type Cell = number | Partial<Record<Owner, number>>;

export interface RouteRow {
  /** Method and path exactly as the app registers them (`inspectRoutes` from 'hono/dev'). */
  route: string;
  access: Access;
  /** What is sent: the path with {placeholders} filled from the world; defaults to the route's path. */
  request?: string;
  /** For routes registered for ALL methods: the method the cells use. */
  method?: string;
  /** Whose objects fill the placeholders; every cell then runs once per owner. */
  owners?: readonly Owner[];
  /** The request body; `owner` is the owner whose objects fill the path (for bodies naming one of them). */
  body?: (world: World, owner?: Owner) => unknown;
  /** How the body is sent: JSON unless the route takes uploads or a plain HTML form (app.ts lists those). */
  bodyType?: BodyEncoding;
  /** Besides the actor and the object's owner, whose stored data a successful cell may change. */
  alsoChanges?: Partial<Record<Owner | 'any', readonly SignedInActor[]>>;
  /**
   * X's colleagues (XA admin, XH hiring member, XI interviewer on no position, decision 048) answer as X does unless
   * their cell is given: they act for X's company, within their role.
   */
  expect: Record<Exclude<Actor, TeamActor>, Cell> & Partial<Record<TeamActor, Cell>>;
  /**
   * Actors whose cells run after every other cell of a write row: a colleague who meets the object X (their company)
   * already changed — a second cancellation, a second invitation to the same address.
   */
  lastly?: readonly Actor[];
  note?: string;
}

/** Same status for every actor. */
const all = (status: Cell): Record<Exclude<Actor, TeamActor>, Cell> => ({
  anon: status,
  A: status,
  B: status,
  X: status,
  Y: status,
  P: status,
});
/** Advisors only (A, B, P); companies are refused with 403, signed-out callers with 401. */
const advisorsOnly = (status: number): Record<Exclude<Actor, TeamActor>, Cell> => ({
  anon: 401,
  A: status,
  B: status,
  X: 403,
  Y: 403,
  P: status,
});
/** Companies only (X, Y); advisors are refused with 403, signed-out callers with 401. */
const companiesOnly = (status: number): Record<Exclude<Actor, TeamActor>, Cell> => ({
  anon: 401,
  A: 403,
  B: 403,
  X: status,
  Y: status,
  P: 403,
});
/** Any signed-in user. */
const signedIn = (status: number): Record<Exclude<Actor, TeamActor>, Cell> => ({
  anon: 401,
  A: status,
  B: status,
  X: status,
  Y: status,
  P: status,
});

export const advisorProfileInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '+1 555 0100',
  birthDay: 9,
  birthMonth: 12,
  birthYear: 1966,
  country: 'United States',
  city: 'Arlington',
  yearsExperience: 30,
  gender: 'female',
  industries: ['Technology', 'Government'],
  skills: ['Technology', 'Leadership', 'Innovation', 'R&D', 'Risk Management'],
  workPreference: 'part-time',
  compensationPreference: ['paid', 'equity'],
  availableToWork: ['Remote'],
  hoursAvailable: 12,
  biography: 'Led compiler and systems teams for three decades, advised public agencies on modernization.',
  linkedinUrl: 'linkedin.com/in/grace',
  hasBeenAdvisorBefore: 'yes',
  advisorExperience: [{ company: 'Navy Labs', role: 'Advisor' }],
  ...overrides,
});

export const companyProfileInput = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Acme Analytics',
  companyDescription: 'We build forecasting software for mid-sized retailers.',
  contactFullName: 'Ada Byron',
  contactPosition: 'CEO',
  industries: ['Technology', 'Retail'],
  city: 'Leeds',
  country: 'United Kingdom',
  websiteUrl: 'acme.example',
  companySize: '11-50',
  fundingStage: 'Seed',
  skillsNeeded: ['Fundraising', 'Sales'],
  yearsExperienceRequired: 10,
  expectedMonthlyAvailability: 8,
  compensationType: 'Equity',
  ...overrides,
});

export const AUTHORIZATION_MATRIX: RouteRow[] = [
  // --- better-auth (/api/auth/*), one documented group: every endpoint acts on the session's own user. -----------
  {
    route: 'GET /api/auth/*',
    access: 'self',
    request: '/api/auth/get-session',
    expect: all(200),
    note: 'better-auth endpoints; get-session answers the caller’s own session (null when signed out).',
  },
  {
    route: 'POST /api/auth/*',
    access: 'self',
    request: '/api/auth/sign-out',
    body: () => ({}),
    expect: all(200),
    note: 'sign-out ends the caller’s own session only; sign-up/sign-in/reset are covered by auth.test.ts, and the library endpoints Boardly does not serve (update-user, list-sessions, …) by auth.test.ts too.',
  },

  // --- account, health, analytics ---------------------------------------------------------------------------
  { route: 'GET /api/health', access: 'public', expect: all(200) },
  { route: 'GET /api/me', access: 'self', expect: all(200), note: 'Signed out: { user: null }.' },
  // Account settings act on the caller's own account only; a wrong password is refused (403) after the session
  // check (401), so no cell changes an account.
  {
    route: 'POST /api/me/password',
    access: 'self',
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'Tidal-Orchard-Lantern-42' }),
    expect: signedIn(403),
    note: 'WRONG_PASSWORD',
  },
  {
    route: 'POST /api/me/email',
    access: 'self',
    body: () => ({ newEmail: 'someone-new@example.com', currentPassword: 'not-the-password' }),
    expect: signedIn(403),
    note: 'WRONG_PASSWORD',
  },
  { route: 'GET /api/me/export', access: 'self', expect: signedIn(200) },
  {
    route: 'DELETE /api/me',
    access: 'self',
    body: () => ({ password: 'not-the-password', confirmation: 'DELETE' }),
    expect: signedIn(403),
    note: 'WRONG_PASSWORD',
  },
  { route: 'GET /api/openapi.json', access: 'public', expect: all(200) },
  { route: 'GET /api/docs', access: 'public', expect: all(200) },
  { route: 'GET /api/docs/scalar.js', access: 'public', expect: all(200) },
  {
    route: 'POST /api/analytics/pageviews',
    access: 'self',
    body: () => ({ path: '/jobs', search: '' }),
    expect: all(204),
  },
  {
    // The consent banner's form without JavaScript (decision 018): sets a preference cookie, sends the visitor back.
    route: 'POST /api/analytics/consent',
    access: 'self',
    bodyType: 'form-urlencoded',
    body: () => ({ choice: 'false', return: '/' }),
    expect: all(303),
  },

  // --- the advisor's own profile ----------------------------------------------------------------------------
  { route: 'GET /api/profile', access: 'self', expect: advisorsOnly(200) },
  { route: 'PUT /api/profile', access: 'self', body: () => advisorProfileInput(), expect: advisorsOnly(200) },
  {
    route: 'PATCH /api/profile/visibility',
    access: 'self',
    body: () => ({ isPublic: true }),
    expect: advisorsOnly(200),
  },
  { route: 'GET /api/profile/eligibility', access: 'self', expect: advisorsOnly(200) },
  {
    route: 'POST /api/profile/photo',
    access: 'self',
    bodyType: 'multipart',
    body: async () => uploadForm(await pngImage(), 'new.png', 'image/png'),
    expect: advisorsOnly(200),
  },
  {
    route: 'POST /api/profile/resume',
    access: 'self',
    bodyType: 'multipart',
    body: () => uploadForm(tinyPdf(), 'new-cv.pdf'),
    expect: advisorsOnly(200),
  },
  { route: 'POST /api/profile/badge', access: 'self', expect: advisorsOnly(200) },
  // Confidential mode (decision 044).
  { route: 'GET /api/profile/confidentiality', access: 'self', expect: advisorsOnly(200) },
  {
    route: 'PUT /api/profile/confidentiality',
    access: 'self',
    body: () => ({ enabled: true, headline: 'Fintech CFO', hiddenFrom: ['Acme Bank'] }),
    expect: advisorsOnly(200),
  },

  // --- advisors seen by others ------------------------------------------------------------------------------
  {
    route: 'GET /api/advisors/:slugOrId',
    access: 'public',
    request: '/api/advisors/{advisorKey}',
    owners: ['A', 'B'],
    expect: all({ A: 200, B: 404 }),
    note: 'Only public profiles exist here: A is public, B is private (404 even to B; B reads /api/profile).',
  },
  {
    route: 'GET /api/advisors/:advisorId/resume',
    access: 'related',
    request: '/api/advisors/{advisor}/resume',
    owners: ['A', 'B'],
    expect: {
      anon: 404,
      A: { A: 200, B: 404 },
      B: { A: 404, B: 200 },
      X: { A: 200, B: 404 },
      Y: { A: 404, B: 200 },
      P: 404,
      XI: { A: 404, B: 404 },
    },
  },

  // --- the job board ----------------------------------------------------------------------------------------
  { route: 'GET /api/jobs', access: 'public', expect: all(200) },
  {
    route: 'GET /api/jobs/public/:idOrSlug',
    access: 'public',
    request: '/api/jobs/public/{positionSlug}',
    owners: ['X', 'Y'],
    expect: all(200),
  },
  {
    route: 'POST /api/jobs/:jobId/applications',
    access: 'public',
    request: '/api/jobs/{position}/applications',
    owners: ['X', 'Y'],
    expect: {
      anon: 401,
      A: { X: 409, Y: 201 },
      B: { X: 201, Y: 409 },
      X: 403,
      Y: 403,
      P: 201,
    },
    note: 'Any advisor may apply to any open role (the application is theirs); 409 = already applied.',
  },
  {
    route: 'GET /api/positions/:jobId',
    access: 'public',
    request: '/api/positions/{position}',
    owners: ['X', 'Y'],
    expect: all(200),
  },
  { route: 'GET /api/my-applications', access: 'self', expect: advisorsOnly(200) },

  // --- screening questions and scorecards (decision 049) ------------------------------------------------------
  {
    route: 'GET /api/screening/jobs/:jobId/questions',
    access: 'public',
    request: '/api/screening/jobs/{position}/questions',
    owners: ['X', 'Y'],
    expect: all(200),
    note: 'What applying asks is public, like the role; never which answer is a knockout.',
  },
  {
    route: 'GET /api/screening/positions/:id',
    access: 'owner',
    request: '/api/screening/positions/{position}',
    owners: ['X', 'Y'],
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      P: 403,
      XI: { X: 404, Y: 404 },
    },
  },
  {
    route: 'PUT /api/screening/positions/:id/questions',
    access: 'owner',
    request: '/api/screening/positions/{position}/questions',
    owners: ['X', 'Y'],
    body: () => ({
      questions: [{ kind: 'yes_no', prompt: 'Do you hold a board seat today?', required: true }],
    }),
    expect: { anon: 401, A: 403, B: 403, X: { X: 200, Y: 404 }, Y: { X: 404, Y: 200 }, P: 403, XI: 403 },
  },
  {
    route: 'PUT /api/screening/positions/:id/criteria',
    access: 'owner',
    request: '/api/screening/positions/{position}/criteria',
    owners: ['X', 'Y'],
    body: () => ({ criteria: [{ label: 'Governance experience' }] }),
    expect: { anon: 401, A: 403, B: 403, X: { X: 200, Y: 404 }, Y: { X: 404, Y: 200 }, P: 403, XI: 403 },
  },
  {
    route: 'GET /api/screening/applications/:id/scorecards',
    access: 'owner',
    request: '/api/screening/applications/{application}/scorecards',
    owners: ['X', 'Y'],
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      P: 403,
      XI: { X: 404, Y: 404 },
    },
    note: 'Scorecards are the company’s alone: the applicant never reads them.',
  },
  {
    route: 'PUT /api/screening/applications/:id/scorecard',
    access: 'owner',
    request: '/api/screening/applications/{application}/scorecard',
    owners: ['X', 'Y'],
    body: () => ({ scores: {}, recommendation: 'yes', comment: 'Private to the company.' }),
    alsoChanges: { X: ['A'], Y: ['B'] },
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      P: 403,
      XI: { X: 404, Y: 404 },
    },
    note: "The card hangs on the applicant's application (hence A's or B's snapshot), written by the company only.",
  },

  // --- AI matching ------------------------------------------------------------------------------------------
  { route: 'POST /api/matches/runs', access: 'self', expect: advisorsOnly(202) },
  {
    route: 'GET /api/matches/runs/:runId',
    access: 'owner',
    request: '/api/matches/runs/{run}',
    owners: ['A', 'B'],
    expect: { anon: 401, A: { A: 200, B: 404 }, B: { A: 404, B: 200 }, X: 403, Y: 403, P: 404 },
  },

  // --- the company area -------------------------------------------------------------------------------------
  { route: 'GET /api/company/profile', access: 'self', expect: companiesOnly(200) },
  {
    route: 'PUT /api/company/profile',
    access: 'self',
    body: () => companyProfileInput(),
    expect: { ...companiesOnly(200), XH: 403, XI: 403 },
  },
  {
    route: 'POST /api/company/logo-uploads',
    access: 'self',
    bodyType: 'multipart',
    body: async () => uploadForm(await pngImage(), 'logo.png', 'image/png'),
    expect: companiesOnly(201),
  },
  { route: 'GET /api/company/positions', access: 'self', expect: companiesOnly(200) },
  {
    route: 'POST /api/company/positions',
    access: 'self',
    body: () => positionInput({ title: 'Another seat' }),
    expect: { ...companiesOnly(201), XI: 403 },
  },
  {
    route: 'GET /api/company/positions/:id',
    access: 'owner',
    request: '/api/company/positions/{position}',
    owners: ['X', 'Y'],
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      P: 403,
      XI: { X: 404, Y: 404 },
    },
  },
  {
    route: 'PUT /api/company/positions/:id',
    access: 'owner',
    request: '/api/company/positions/{position}',
    owners: ['X', 'Y'],
    body: () => ({ ...positionInput({ title: 'Renamed seat' }), companyName: 'Renamed Co' }),
    expect: { anon: 401, A: 403, B: 403, X: { X: 200, Y: 404 }, Y: { X: 404, Y: 200 }, P: 403, XI: 403 },
  },
  {
    route: 'PATCH /api/company/positions/:id/status',
    access: 'owner',
    request: '/api/company/positions/{position}/status',
    owners: ['X', 'Y'],
    body: () => ({ isActive: false }),
    expect: { anon: 401, A: 403, B: 403, X: { X: 200, Y: 404 }, Y: { X: 404, Y: 200 }, P: 403, XI: 403 },
  },
  {
    route: 'POST /api/company/board-positions',
    access: 'self',
    body: () => ({ title: 'Advisory Board Member', description: 'Quarterly meetings, equity.' }),
    expect: { ...companiesOnly(201), XI: 403 },
  },
  {
    route: 'GET /api/company/applicants',
    access: 'owner',
    request: '/api/company/applicants?job_id={position}',
    owners: ['X', 'Y'],
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      P: 403,
      XI: { X: 404, Y: 404 },
    },
    note:
      'Each card carries its board-seats check (decision 050): read for the applications this scope chose, from the ' +
      'seats the advisor shows.',
  },
  {
    route: 'GET /api/company/applicants/positions',
    access: 'self',
    expect: companiesOnly(200),
    note: 'The caller’s own positions only (checked in company-applicants.test.ts).',
  },
  {
    route: 'PATCH /api/company/applications/:id/status',
    access: 'owner',
    request: '/api/company/applications/{application}/status',
    owners: ['X', 'Y'],
    body: () => ({ status: 'shortlisted' }),
    alsoChanges: { X: ['A'], Y: ['B'] },
    expect: { anon: 401, A: 403, B: 403, X: { X: 200, Y: 404 }, Y: { X: 404, Y: 200 }, P: 403, XI: 403 },
    note: 'The application object belongs to the company that owns the position (and to its applicant).',
  },
  {
    route: 'GET /api/company/advisors/:advisorId',
    access: 'related',
    request: '/api/company/advisors/{advisor}',
    owners: ['A', 'B'],
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { A: 200, B: 404 },
      Y: { A: 404, B: 200 },
      P: 403,
      XI: { A: 404, B: 404 },
    },
    note: 'Contact details: only for the company the advisor applied to.',
  },
  { route: 'GET /api/company/advisor-search', access: 'public', expect: { ...companiesOnly(200), XI: 403 } },
  {
    route: 'POST /api/company/advisor-search/:advisorId/views',
    access: 'public',
    request: '/api/company/advisor-search/{advisor}/views',
    owners: ['A', 'B'],
    expect: { ...companiesOnly(200), XI: 403 },
    note: 'Search shows every completed advisor’s public field set to any company (spec §9); the view is the company’s.',
  },

  // --- the company's team (decision 048): X's colleagues XA (admin), XH (hiring member), XI (interviewer) -----
  { route: 'GET /api/company/team', access: 'self', expect: companiesOnly(200) },
  {
    route: 'POST /api/company/team/invitations',
    access: 'self',
    body: () => ({ email: 'one-more-colleague@example.com', role: 'interviewer' }),
    lastly: ['XA'],
    expect: { ...companiesOnly(201), XA: 409, XH: 403, XI: 403 },
    note: 'Owners and admins invite; XA’s 409 is the address X invited a moment before (one open invitation each).',
  },
  {
    route: 'DELETE /api/company/team/invitations/:id',
    access: 'owner',
    request: '/api/company/team/invitations/{teamInvitation}',
    owners: ['X', 'Y'],
    expect: {
      ...companiesOnly(403),
      X: { X: 204, Y: 404 },
      Y: { X: 404, Y: 204 },
      XA: { X: 404, Y: 404 },
      XH: 403,
      XI: 403,
    },
    lastly: ['XA'],
    note: 'XA’s 404 on X’s: X cancelled that invitation a moment before (cancelling is checked for admins in company-team.test.ts).',
  },
  {
    route: 'PATCH /api/company/team/members/:userId',
    access: 'owner',
    request: '/api/company/team/members/{colleague}',
    owners: ['X', 'Y'],
    body: () => ({ role: 'interviewer' }),
    alsoChanges: { X: ['XH'] },
    expect: {
      ...companiesOnly(403),
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      XA: { X: 200, Y: 404 },
      XH: 403,
      XI: 403,
    },
  },
  {
    route: 'DELETE /api/company/team/members/:userId',
    access: 'owner',
    request: '/api/company/team/members/{colleague}',
    owners: ['X', 'Y'],
    alsoChanges: { X: ['XH'] },
    expect: {
      ...companiesOnly(403),
      X: { X: 204, Y: 404 },
      Y: { X: 404, Y: 204 },
      XA: { X: 404, Y: 404 },
      XH: 403,
      XI: 403,
    },
    lastly: ['XA'],
    note: 'XA’s 404 on X’s: X removed XH a moment before (an admin removing is checked in company-team.test.ts).',
  },
  {
    route: 'PUT /api/company/team/members/:userId/positions',
    access: 'owner',
    request: '/api/company/team/members/{interviewer}/positions',
    owners: ['X', 'Y'],
    body: (world, owner) => ({ positionIds: [world.positions[owner === 'Y' ? 'Y' : 'X'].id] }),
    alsoChanges: { X: ['XI'] },
    expect: {
      ...companiesOnly(403),
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      XA: { X: 200, Y: 404 },
      XH: 403,
      XI: 403,
    },
  },
  {
    route: 'POST /api/company/team/ownership',
    access: 'self',
    body: (world) => ({ userId: world.colleagues.X }),
    alsoChanges: { any: ['XH'] },
    expect: { ...companiesOnly(200), Y: 404, XA: 403, XH: 403, XI: 403 },
    note: 'Only the owner; Y names X’s colleague, who is not on Y’s team (404).',
  },
  {
    route: 'GET /api/company/team/audit',
    access: 'self',
    expect: { ...companiesOnly(200), XH: 403, XI: 403 },
  },
  {
    route: 'POST /api/company-invitations/preview',
    access: 'token',
    body: () => ({ token: 'not-an-invitation-link' }),
    expect: all(400),
    note: 'A valid link’s cases (reused, expired, someone else’s, cancelled) are in company-team.test.ts.',
  },
  {
    route: 'POST /api/company-invitations/accept',
    access: 'token',
    body: () => ({ token: 'not-an-invitation-link' }),
    expect: { ...all(400), anon: 401 },
  },

  // --- the hiring process (decision 026, 027) ---------------------------------------------------------------
  {
    route: 'PUT /api/hiring/applications/:id/assessment',
    access: 'owner',
    request: '/api/hiring/applications/{application}/assessment',
    owners: ['X', 'Y'],
    body: () => ({ rating: 4, notes: 'Private to the company.' }),
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      P: 403,
      XI: { X: 404, Y: 404 },
    },
    note: 'Private notes and rating: only the company that owns the position.',
  },
  {
    route: 'POST /api/hiring/applications/:id/views',
    access: 'owner',
    request: '/api/hiring/applications/{application}/views',
    owners: ['X', 'Y'],
    alsoChanges: { X: ['A'], Y: ['B'] },
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { X: 200, Y: 404 },
      Y: { X: 404, Y: 200 },
      P: 403,
      XI: { X: 404, Y: 404 },
    },
    note: "'Viewed' is a step of the application's timeline, which the applicant shares.",
  },
  {
    route: 'POST /api/hiring/my-applications/:id/withdrawal',
    access: 'owner',
    request: '/api/hiring/my-applications/{myApplication}/withdrawal',
    owners: ['A', 'B'],
    body: () => ({ reason: 'Another seat' }),
    alsoChanges: { A: ['X'], B: ['Y'] },
    expect: { anon: 401, A: { A: 200, B: 404 }, B: { A: 404, B: 200 }, X: 403, Y: 403, P: 404 },
    note: 'Only the applicant withdraws; the company of the position sees the step.',
  },
  {
    route: 'GET /api/hiring/positions/:jobId/responsiveness',
    access: 'public',
    request: '/api/hiring/positions/{position}/responsiveness',
    owners: ['X', 'Y'],
    expect: all(200),
    note: 'Aggregate figures of a company, shown to advisors on its open roles.',
  },
  {
    route: 'POST /api/hiring/applications/:id/interviews',
    access: 'owner',
    request: '/api/hiring/applications/{application}/interviews',
    owners: ['X', 'Y'],
    body: () => ({
      timeZone: 'America/New_York',
      slots: [{ startsAt: '2099-03-02T10:00' }, { startsAt: '2099-03-03T10:00' }],
      location: 'Head office',
    }),
    alsoChanges: { X: ['A'], Y: ['B'] },
    expect: { anon: 401, A: 403, B: 403, X: { X: 201, Y: 404 }, Y: { X: 404, Y: 201 }, P: 403, XI: 403 },
  },
  {
    route: 'PUT /api/hiring/interviews/:id/slots',
    access: 'owner',
    request: '/api/hiring/interviews/{interview}/slots',
    owners: ['X', 'Y'],
    body: () => ({
      timeZone: 'America/New_York',
      slots: [{ startsAt: '2099-03-02T10:00' }, { startsAt: '2099-03-03T10:00' }],
      location: 'Head office',
    }),
    alsoChanges: { X: ['A'], Y: ['B'] },
    expect: { anon: 401, A: 403, B: 403, X: { X: 200, Y: 404 }, Y: { X: 404, Y: 200 }, P: 403, XI: 403 },
  },
  {
    route: 'POST /api/hiring/interviews/:id/booking',
    access: 'related',
    request: '/api/hiring/interviews/{myInterview}/booking',
    owners: ['A', 'B'],
    body: (world, owner) => ({ slotId: world.interviews[owner === 'B' ? 'Y' : 'X'].slotId }),
    alsoChanges: { A: ['X'], B: ['Y'] },
    expect: { anon: 401, A: { A: 200, B: 404 }, B: { A: 404, B: 200 }, X: 403, Y: 403, P: 404 },
    note: 'Only the applicant the times were proposed to books one.',
  },
  {
    route: 'POST /api/hiring/interviews/:id/other-times',
    access: 'related',
    request: '/api/hiring/interviews/{myInterview}/other-times',
    owners: ['A', 'B'],
    body: () => ({ message: 'Afternoons suit me better.' }),
    alsoChanges: { A: ['X'], B: ['Y'] },
    expect: { anon: 401, A: { A: 200, B: 404 }, B: { A: 404, B: 200 }, X: 403, Y: 403, P: 404 },
  },
  {
    route: 'POST /api/hiring/interviews/:id/cancellation',
    access: 'related',
    request: '/api/hiring/interviews/{myInterview}/cancellation',
    owners: ['A', 'B'],
    body: () => ({}),
    alsoChanges: { A: ['X'], B: ['Y'] },
    expect: {
      anon: 401,
      A: { A: 200, B: 404 },
      B: { A: 404, B: 200 },
      X: { A: 200, B: 404 },
      Y: { A: 404, B: 200 },
      P: 404,
      XI: 403,
    },
    note: 'Either side of the interview cancels it; cancelling a cancelled interview changes nothing.',
  },

  // --- billing ----------------------------------------------------------------------------------------------
  { route: 'GET /api/billing/pricing', access: 'self', expect: signedIn(200) },
  {
    route: 'GET /api/billing/subscription',
    access: 'self',
    expect: { ...signedIn(200), XA: 403, XH: 403, XI: 403 },
  },
  {
    route: 'POST /api/billing/subscription/cancel',
    access: 'self',
    expect: { anon: 401, A: 404, B: 404, X: 404, Y: 404, P: 200, XA: 403, XH: 403, XI: 403 },
    note: '404 = no subscription of one’s own to cancel.',
  },
  {
    route: 'GET /api/billing/portal',
    access: 'self',
    expect: { ...signedIn(404), XA: 403, XH: 403, XI: 403 },
    note: 'Demo mode (no Stripe keys): no portal.',
  },
  {
    route: 'POST /api/billing/stripe-webhook',
    access: 'signature',
    body: () => '{"id":"evt_forged","type":"checkout.session.completed"}',
    expect: all(400),
    note: 'Unsigned: refused whoever sends it (billing-webhook.test.ts covers signed events).',
  },
  {
    route: 'GET /api/billing/match-analytics',
    access: 'self',
    expect: { anon: 401, A: 402, B: 402, X: 403, Y: 403, P: 200 },
  },
  { route: 'GET /api/billing/weekly-suggestions', access: 'self', expect: advisorsOnly(200) },
  {
    route: 'PUT /api/billing/weekly-suggestions',
    access: 'self',
    body: () => ({ enabled: false }),
    expect: advisorsOnly(200),
  },
  {
    route: 'GET /api/billing/weekly-suggestions/unsubscribe',
    access: 'token',
    request: '/api/billing/weekly-suggestions/unsubscribe?token=forged.token',
    expect: all(400),
  },
  {
    route: 'POST /api/billing/weekly-suggestions/resubscribe',
    access: 'token',
    bodyType: 'form-urlencoded',
    body: () => ({ token: 'forged.token' }),
    expect: all(400),
  },

  // --- invitations, conversations, blocks (features/messaging) ------------------------------------------------
  {
    route: 'POST /api/invitations',
    access: 'self',
    body: (world) => ({ jobId: world.positions.X.id, advisorId: world.userIds.B, note: 'Again' }),
    expect: { anon: 401, A: 403, B: 403, X: 409, Y: 422, P: 403, XI: 403 },
    note: 'X already invited B (409); the position is not Y’s (422). Creation is covered by messaging.test.ts.',
  },
  { route: 'GET /api/invitations', access: 'self', expect: signedIn(200) },
  {
    route: 'GET /api/invitations/sent',
    access: 'self',
    expect: { ...companiesOnly(200), XI: 403 },
    note: 'The calling company’s own sent invitations (the company user is in the where).',
  },
  {
    route: 'GET /api/invitations/positions',
    access: 'self',
    request: '/api/invitations/positions?advisorId={advisor}',
    owners: ['A', 'B'],
    expect: { ...companiesOnly(200), XI: 403 },
    note: 'The caller’s own active positions, marked invited/applied for that advisor.',
  },
  {
    route: 'POST /api/invitations/:id/accept',
    access: 'owner',
    request: '/api/invitations/{invitation}/accept',
    owners: ['A', 'B'],
    alsoChanges: { A: ['Y'], B: ['X'] },
    expect: { anon: 401, A: { A: 200, B: 404 }, B: { A: 404, B: 200 }, X: 403, Y: 403, P: 404 },
    note: 'Accepting applies: the application is also the inviting company’s.',
  },
  {
    route: 'POST /api/invitations/:id/decline',
    access: 'owner',
    request: '/api/invitations/{invitation}/decline',
    owners: ['A', 'B'],
    body: () => ({ reason: 'Not now' }),
    alsoChanges: { A: ['Y'], B: ['X'] },
    expect: { anon: 401, A: { A: 200, B: 404 }, B: { A: 404, B: 200 }, X: 403, Y: 403, P: 404 },
  },
  {
    route: 'GET /api/threads',
    access: 'self',
    expect: { ...signedIn(200), XI: 403 },
    note: 'A company’s colleagues share its inbox (decision 048); interviewers take no part in it.',
  },
  ...(['GET', 'POST messages', 'POST read', 'POST block'] as const).map((kind): RouteRow => {
    const [method, action] = kind.split(' ');
    const ok = kind === 'GET' || kind === 'POST read' ? 200 : kind === 'POST block' ? 204 : 201;
    return {
      route: `${method} /api/threads/:applicationId${action ? `/${action}` : ''}`,
      access: 'related',
      request: `/api/threads/{advisorApplication}${action ? `/${action}` : ''}`,
      owners: ['A', 'B'],
      ...(action === 'messages' ? { body: () => ({ body: 'Hello from the matrix' }) } : {}),
      // A's message tells every colleague of X who hires (their bell), not the interviewer.
      alsoChanges: action === 'messages' ? { A: ['X', 'XA', 'XH'], B: ['Y'] } : { A: ['X'], B: ['Y'] },
      expect: {
        anon: 401,
        A: { A: ok, B: 404 },
        B: { A: 404, B: ok },
        X: { A: ok, B: 404 },
        Y: { A: 404, B: ok },
        P: 404,
        // The company's colleagues who hire share its inbox (decision 048); XA and XH default to X's cells.
        XI: 403,
      },
      note:
        'The thread of A’s application to X (and of B’s to Y): only its two parties (a company: its colleagues ' +
        'who hire); everyone else 404. An interviewer takes no part in the conversations (403).',
    };
  }),
  { route: 'GET /api/blocks', access: 'self', expect: { ...signedIn(200), XI: 403 } },
  {
    route: 'POST /api/blocks',
    access: 'self',
    body: (world) => ({ userId: world.userIds.A }),
    expect: { anon: 401, A: 404, B: 404, X: 204, Y: 204, P: 404, XI: 403 },
    note:
      'Colleagues who hire block for the company (blocks are the company account’s, decision 048); ' +
      'interviewers do not. ' +
      'Only someone one has been in contact with (issue #28): X (A applied to it) and Y (it invited A) may block A; ' +
      'A itself, another advisor and an unknown id get the same 404.',
  },
  {
    route: 'DELETE /api/blocks/:userId',
    access: 'self',
    request: '/api/blocks/{userA}',
    expect: { ...signedIn(204), XI: 403 },
  },

  // --- notifications ------------------------------------------------------------------------------------------
  { route: 'GET /api/notifications', access: 'self', expect: signedIn(200) },
  { route: 'GET /api/notifications/counts', access: 'self', expect: signedIn(200) },
  { route: 'POST /api/notifications/read', access: 'self', expect: signedIn(204) },
  {
    route: 'POST /api/notifications/:id/read',
    access: 'owner',
    request: '/api/notifications/{notification}/read',
    owners: ['A', 'B'],
    expect: {
      anon: 401,
      A: { A: 204, B: 404 },
      B: { A: 404, B: 204 },
      X: 404,
      Y: 404,
      P: 404,
    },
    note: 'One bell entry: only its recipient; anyone else 404.',
  },
  { route: 'GET /api/notifications/preferences', access: 'self', expect: signedIn(200) },
  {
    route: 'PUT /api/notifications/preferences',
    access: 'self',
    body: () => ({ message: 'daily' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/notifications/unsubscribe',
    access: 'token',
    request: '/api/notifications/unsubscribe?token=forged.message.token',
    expect: all(400),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    access: 'token',
    request: '/api/notifications/unsubscribe?token=forged.message.token',
    bodyType: 'form-urlencoded',
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
    expect: all(400),
    note: 'RFC 8058 one-click (notification-mail.test.ts covers a signed token).',
  },

  // --- saved searches (decision 045) -----------------------------------------------------------------------
  { route: 'GET /api/saved-searches', access: 'self', expect: advisorsOnly(200) },
  {
    route: 'POST /api/saved-searches',
    access: 'self',
    body: () => ({ name: 'Matrix search', filters: { country: 'Germany' }, frequency: 'weekly' }),
    expect: advisorsOnly(201),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method): RouteRow => ({
    route: `${method} /api/saved-searches/:id`,
    access: 'owner',
    request: '/api/saved-searches/{savedSearch}',
    owners: ['A', 'B'],
    ...(method === 'PATCH' ? { body: () => ({ name: 'Renamed by the matrix', frequency: 'off' }) } : {}),
    expect: {
      anon: 401,
      A: { A: method === 'DELETE' ? 204 : 200, B: 404 },
      B: { A: 404, B: method === 'DELETE' ? 204 : 200 },
      X: 403,
      Y: 403,
      P: 404,
    },
    note: 'One saved search: only the advisor who saved it; another advisor 404, a company 403.',
  })),
  {
    route: 'GET /api/saved-searches/unsubscribe',
    access: 'token',
    request: '/api/saved-searches/unsubscribe?token=s.00000000-0000-4000-a000-000000000000.forged',
    expect: all(400),
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    access: 'token',
    request: '/api/saved-searches/unsubscribe?token=s.00000000-0000-4000-a000-000000000000.forged',
    bodyType: 'form-urlencoded',
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
    expect: all(400),
    note: 'RFC 8058 one-click (saved-searches.test.ts covers a signed token).',
  },
  // --- references (features/references, decision 046) --------------------------------------------------------
  { route: 'GET /api/references', access: 'self', expect: advisorsOnly(200) },
  {
    route: 'POST /api/references',
    access: 'self',
    body: () => ({
      refereeName: 'Matrix Referee',
      refereeEmail: 'matrix-referee@example.org',
      relationship: 'CEO I advised',
      organisation: 'Matrix Holdings',
      yearFrom: 2020,
      yearTo: null,
    }),
    expect: advisorsOnly(201),
  },
  ...(
    [
      ['resend', 429],
      ['withdraw', 200],
      ['approve', 409],
      ['decline', 409],
    ] as const
  ).map(([verb, own]): RouteRow => ({
    route: `POST /api/references/:id/${verb}`,
    access: 'owner',
    request: `/api/references/{reference}/${verb}`,
    owners: ['A', 'B'],
    expect: { anon: 401, A: { A: own, B: 404 }, B: { A: 404, B: own }, X: 403, Y: 403, P: 404 },
    note:
      'The owner reaches the request (resend: too soon after the first mail; approve/decline: not written yet); ' +
      'anyone else gets 404.',
  })),
  {
    route: 'GET /api/references/advisors/:advisorId',
    access: 'related',
    request: '/api/references/advisors/{advisor}',
    owners: ['A', 'B'],
    expect: {
      anon: 401,
      A: 403,
      B: 403,
      X: { A: 200, B: 404 },
      Y: { A: 404, B: 200 },
      P: 403,
      XI: { A: 404, B: 404 },
    },
    note: 'Approved references: the same rule as the company’s advisor view; never the referee’s e-mail.',
  },
  {
    route: 'GET /api/references/respond',
    access: 'token',
    request: '/api/references/respond?token=forged.token.value',
    expect: all(404),
  },
  {
    route: 'POST /api/references/respond',
    access: 'token',
    bodyType: 'form-urlencoded',
    body: () => ({
      token: 'forged.token.value',
      confirmedName: 'Someone',
      confirmedRelationship: 'colleague',
      body: 'A forged reference that must never be stored, whatever it says about anyone at all.',
      confirm: 'yes',
    }),
    expect: all(404),
    note: 'references.test.ts covers a signed token (open, expired, reused, withdrawn, replaced).',
  },
  // --- board skills matrix (features/board-matrix, decision 051) -------------------------------------------
  { route: 'GET /api/company/board-matrix', access: 'self', expect: { ...companiesOnly(200), XI: 403 } },
  {
    route: 'PUT /api/company/board-matrix',
    access: 'self',
    body: () => ({
      members: [{ name: 'M. X.', skills: ['Legal'], termEndsOn: null }],
      targetSkills: ['Compliance'],
    }),
    expect: { ...companiesOnly(200), XH: 403, XI: 403 },
  },
  {
    route: 'DELETE /api/company/board-matrix',
    access: 'self',
    expect: { ...companiesOnly(404), XH: 403, XI: 403 },
    note: 'The world has no matrix: the company reaches its own (none yet, 404); board-matrix.test.ts deletes one.',
  },

  // --- board seats, competitors and the checks (features/board-seats, decision 050) ---------------------------
  { route: 'GET /api/board-seats', access: 'self', expect: advisorsOnly(200) },
  {
    route: 'POST /api/board-seats',
    access: 'self',
    body: () => ({
      companyName: 'Matrix Holdings',
      role: 'non_executive_director',
      listed: true,
      startDate: '2020-01-01',
    }),
    expect: advisorsOnly(201),
  },
  ...(['PUT', 'DELETE'] as const).map((method): RouteRow => ({
    route: `${method} /api/board-seats/:id`,
    access: 'owner',
    request: '/api/board-seats/{seat}',
    owners: ['A', 'B'],
    ...(method === 'PUT'
      ? {
          body: () => ({
            companyName: 'Renamed by the matrix',
            role: 'advisor',
            listed: false,
            startDate: '2019-01-01',
            hidden: true,
          }),
        }
      : {}),
    expect: {
      anon: 401,
      A: { A: method === 'DELETE' ? 204 : 200, B: 404 },
      B: { A: 404, B: method === 'DELETE' ? 204 : 200 },
      X: 403,
      Y: 403,
      P: 404,
    },
    note: 'One seat: only the advisor who added it; another advisor 404, a company 403.',
  })),
  {
    route: 'GET /api/board-seats/check/:jobId',
    access: 'public',
    request: '/api/board-seats/check/{position}',
    owners: ['X', 'Y'],
    expect: advisorsOnly(200),
    note: 'Any advisor, before applying to any open role: reads only their own seats and the role.',
  },
  { route: 'GET /api/board-seats/competitors', access: 'self', expect: { ...companiesOnly(200), XI: 403 } },
  {
    route: 'PUT /api/board-seats/competitors',
    access: 'self',
    body: () => ({ competitors: ['Matrix Rival', 'rival.example'] }),
    expect: { ...companiesOnly(200), XH: 403, XI: 403 },
  },
  {
    route: 'GET /api/board-seats/advisors/:advisorId/check/:jobId',
    access: 'owner',
    request: '/api/board-seats/advisors/{userA}/check/{position}',
    owners: ['X', 'Y'],
    expect: { anon: 401, A: 403, B: 403, X: { X: 200, Y: 404 }, Y: { X: 404, Y: 200 }, P: 403, XI: 403 },
    note: 'Before inviting: only to the company’s own position; the seats read are the advisor’s visible ones.',
  },

  // --- outside /api -----------------------------------------------------------------------------------------
  {
    route: 'ALL /api/*',
    access: 'public',
    method: 'POST',
    request: '/api/no-such-endpoint',
    expect: all(404),
    note: 'The JSON 404 for unknown API paths.',
  },
  {
    route: 'GET /files/:kind/:owner/:name',
    access: 'public',
    request: '{photo}',
    owners: ['A', 'B'],
    expect: all(200),
    note: 'Public images only (photos, badges, logos) under unguessable keys; resumes are never served here.',
  },
  { route: 'GET /sitemap.xml', access: 'public', expect: all(200) },
  { route: 'GET /feeds/roles.rss', access: 'public', expect: all(200) },
  { route: 'GET /feeds/roles.atom', access: 'public', expect: all(200) },
  { route: 'GET /feeds/roles.json', access: 'public', expect: all(200) },
  { route: 'GET /robots.txt', access: 'public', expect: all(200) },
  {
    route: 'GET /dev/checkout',
    access: 'dev-only',
    request: '/dev/checkout?plan=annual&client_reference_id={userA}',
    expect: all(200),
  },
  {
    route: 'POST /dev/checkout',
    access: 'dev-only',
    bodyType: 'form-urlencoded',
    body: (world) => ({ plan: 'monthly', client_reference_id: world.userIds.A }),
    expect: all(303),
    alsoChanges: { any: ['A'] },
    note:
      'Like a Stripe Payment Link, anyone may pay for an account (a gift). Offline demo only: never mounted ' +
      'with Stripe keys or in production.',
  },
  {
    route: 'POST /dev/hiring/deadline-pass',
    access: 'dev-only',
    body: () => ({ at: new Date().toISOString() }),
    expect: all(200),
    note: 'Runs the daily no-ghosting pass as of a given time; not mounted in production.',
  },
  {
    route: 'GET /dev/mailbox',
    access: 'dev-only',
    expect: all(200),
    note: 'The development outbox shows all mail; it is not mounted in production.',
  },
];
