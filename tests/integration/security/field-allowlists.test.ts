// Public and cross-side answers carry exactly the fields on these explicit lists — nothing else. A new column that
// leaks into a response (an e-mail, a phone, a date of birth, a Stripe id, an internal user id) fails here by name,
// and so does a field that silently disappears. The lists are written out on purpose, not derived from the schemas:
// they are what a reviewer signs off as safe to show.
import { describe, expect, it } from 'vitest';
import { createJobs } from '@tests/factories';
import type { JobCard, MatchRun } from '@shared/schemas/jobs';
import { useTestApp } from '../../setup/test-app';
import { privateMarkers, seedWorld, type World } from './authorization-world';

/** Every key path in a JSON value (`items[].details.salary`), intermediate ones included, sorted and unique. */
function keyPaths(value: unknown, prefix = ''): string[] {
  const walk = (node: unknown, at: string): string[] => {
    if (Array.isArray(node)) return node.flatMap((item) => walk(item, `${at}[]`));
    if (node && typeof node === 'object') {
      return Object.entries(node).flatMap(([key, child]) => {
        const path = at ? `${at}.${key}` : key;
        return [path, ...walk(child, path)];
      });
    }
    return [];
  };
  return [...new Set(walk(value, prefix))].sort();
}

/** `prefix.field` for each field, plus `prefix` itself when it names a key (not the elements of an array). */
const nest = (prefix: string, fields: readonly string[]) => [
  ...(prefix.endsWith('[]') ? [] : [prefix]),
  ...fields.map((field) => `${prefix}.${field}`),
];

const JOB_CARD = [
  'id',
  'title',
  'industry',
  'type',
  'engagementType',
  'compensationType',
  'city',
  'country',
  'postedDate',
  'locked',
  'applied',
  'details',
];
const JOB_CARD_DETAILS = [
  'companyName',
  'companyUrl',
  'companySummary',
  'jobDescription',
  'salary',
  'jobUrl',
  'logoUrl',
  'publicJobSlug',
  'acceptsApplications',
];
const jobCard = (prefix: string) => [
  ...nest(prefix, JOB_CARD),
  ...JOB_CARD_DETAILS.map((field) => `${prefix}.details.${field}`),
];
/** A locked card names no role: what tempts (industry, engagement, compensation, region) and nothing else. */
const LOCKED_JOB_CARD = ['locked', 'industry', 'engagementType', 'compensationType', 'region'];
/** A list of cards, locked and unlocked: the union of both key sets. */
const jobCards = (prefix: string) => [...jobCard(prefix), `${prefix}.region`];
const PAGE = ['items', 'page', 'pageCount', 'total'];

const PUBLIC_JOB = [
  'id',
  'title',
  'companyName',
  'companyUrl',
  'companySummary',
  'jobDescription',
  'industry',
  'type',
  'engagementType',
  'compensationType',
  'salary',
  'city',
  'country',
  'jobUrl',
  'logoUrl',
  'postedDate',
  'publicJobSlug',
  'acceptsApplications',
  'applied',
  // The role's equity against the FAST grid for the company's stage, and pay against comparable roles (decision 051).
  'compensationContext',
  ...nest('compensationContext.equity', [
    'fastStage',
    'fundingStage',
    'grid',
    'grid.Expert',
    'grid.Standard',
    'grid.Strategic',
    'percent',
    'placement',
    'sourceUrl',
  ]),
  'compensationContext.pay',
];
const PUBLIC_ADVISOR = [
  'id',
  'publicProfileSlug',
  'name',
  'firstName',
  'lastName',
  'city',
  'country',
  'yearsExperience',
  'linkedinUrl',
  'calendlyLink',
  'biography',
  'industries',
  'skills',
  'hoursAvailable',
  'workPreference',
  'availableToWork',
  'compensationPreference',
  'photoUrl',
  'badgeUrl',
  'earlySupporter',
  // Board seats the advisor shows (decision 050): never `hidden`, never a hidden seat.
  'boardSeats',
  ...nest('boardSeats[]', [
    'id',
    'companyName',
    'companyWebsite',
    'role',
    'listed',
    'exchange',
    'country',
    'industry',
    'committees',
    'startDate',
    'endDate',
    'current',
  ]),
];
const SEARCH_CARD = [
  'id',
  'name',
  'confidential',
  'photoUrl',
  'city',
  'country',
  'yearsExperience',
  'hoursAvailable',
  'industries',
  'moreIndustries',
  'skills',
  'moreSkills',
  'score',
  'viewed',
  // Which of the company's board gaps the advisor fills (decision 051).
  'boardGapReason',
];
const SEARCHED_ADVISOR = [
  'id',
  'name',
  'confidential',
  'photoUrl',
  'city',
  'country',
  'yearsExperience',
  'hoursAvailable',
  'workPreference',
  'availableToWork',
  'compensationPreference',
  'industries',
  'skills',
  'biography',
  'linkedinUrl',
  'calendlyLink',
  'publicProfileSlug',
];
const VIEW_ALLOWANCE = ['freeViewsRemaining', 'unlimitedViews'];
const MATCH_RUN = ['id', 'status', 'percent', 'message', 'error', 'createdAt', 'results'];
const MATCH_RESULT = ['score', 'confidence', 'reasons', 'tensions', 'improvements', 'job'];

/** Key names that must never appear in these answers, at any depth. */
const FORBIDDEN_KEY =
  /email|phone|birth|gender|stripe|password|token|session|userId|postedBy|advisorUser|lifetime|resume|companyId|isPublic|isActive|notes?$/i;

describe('field allowlists of public and cross-side answers', () => {
  const t = useTestApp();

  async function world(): Promise<World> {
    const seeded = await seedWorld(t);
    // More roles than a free user may see in full, so locked cards appear in the list and in match results.
    await createJobs(t.database.db, 6);
    return seeded;
  }

  function expectOnly(label: string, body: unknown, allowed: readonly string[], seeded: World) {
    const paths = keyPaths(body);
    expect(paths, `${label}: fields`).toEqual([...new Set(allowed)].sort());
    expect(
      paths.filter((path) => FORBIDDEN_KEY.test(path.split('.').pop()!.replace('[]', ''))),
      label,
    ).toEqual([]);
    const text = JSON.stringify(body);
    for (const marker of privateMarkers(seeded))
      expect(text, `${label} contains ${marker.label}`).not.toContain(marker.value);
  }

  it('the job board, for a signed-out visitor: locked cards carry nothing that names the role', async () => {
    const seeded = await world();
    const res = await seeded.clients.anon.get<{ items: JobCard[] }>('/api/jobs');
    expect(res.status).toBe(200);
    expectOnly('GET /api/jobs', res.body, [...PAGE, ...jobCards('items[]')], seeded);
    const locked = res.body.items.filter((item) => item.locked);
    expect(locked.length).toBeGreaterThan(0);
    for (const item of locked) expect(keyPaths(item)).toEqual([...LOCKED_JOB_CARD].sort());
  });

  it('the public job and position pages', async () => {
    const seeded = await world();
    const job = await seeded.clients.anon.get(`/api/jobs/public/${seeded.positions.X.slug}`);
    expect(job.status).toBe(200);
    // The company's responsiveness where an advisor decides to apply (issue #29): public figures about the company,
    // null in this world (fewer than five applications).
    expectOnly('GET /api/jobs/public/:idOrSlug', job.body, [...PUBLIC_JOB, 'responsiveness'], seeded);
    const position = await seeded.clients.B.get(`/api/positions/${seeded.positions.X.id}`);
    expect(position.status).toBe(200);
    expectOnly('GET /api/positions/:jobId', position.body, [...PUBLIC_JOB, 'responsiveness'], seeded);
  });

  it('the public advisor profile', async () => {
    const seeded = await world();
    const res = await seeded.clients.anon.get('/api/advisors/advisor-a');
    expect(res.status).toBe(200);
    expectOnly('GET /api/advisors/:slugOrId', res.body, PUBLIC_ADVISOR, seeded);
  });

  it('advisor search cards and a profile opened from search, for a company the advisor never applied to', async () => {
    const seeded = await world();
    const search = await seeded.clients.Y.get('/api/company/advisor-search');
    expect(search.status).toBe(200);
    expectOnly(
      'GET /api/company/advisor-search',
      search.body,
      [...PAGE, ...VIEW_ALLOWANCE, ...nest('items[]', SEARCH_CARD)],
      seeded,
    );
    const opened = await seeded.clients.Y.post(`/api/company/advisor-search/${seeded.userIds.A}/views`);
    expect(opened.status).toBe(200);
    expectOnly(
      'POST /api/company/advisor-search/:advisorId/views',
      opened.body,
      [...VIEW_ALLOWANCE, ...nest('advisor', SEARCHED_ADVISOR)],
      seeded,
    );
  });

  it('match results for a free advisor: the same card fields, locked ones naming no role', async () => {
    const seeded = await world();
    const started = await seeded.clients.A.post<MatchRun>('/api/matches/runs');
    expect(started.status).toBe(202);
    let run = started.body;
    const deadline = Date.now() + 30_000;
    while (run.status === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await seeded.clients.A.get<MatchRun>(`/api/matches/runs/${started.body.id}`)).body;
    }
    expect(run.status).toBe('done');
    const markersOfOthers = privateMarkers(seeded).filter((marker) => !marker.visibleTo.includes('A'));
    const text = JSON.stringify(run);
    for (const marker of markersOfOthers) expect(text, marker.label).not.toContain(marker.value);
    const paths = keyPaths(run);
    expect(paths).toEqual(
      [
        ...new Set([
          ...MATCH_RUN,
          ...PAGE.map((field) => `results.${field}`),
          ...nest('results.items[]', MATCH_RESULT),
          ...jobCards('results.items[].job'),
        ]),
      ].sort(),
    );
    const locked = run.results!.items.filter((item) => item.job.locked);
    expect(locked.length).toBeGreaterThan(0);
    for (const item of locked) expect(keyPaths(item.job)).toEqual([...LOCKED_JOB_CARD].sort());
  });

  it('the sitemap lists only public pages under APP_URL', async () => {
    const seeded = await world();
    const res = await seeded.clients.anon.get<string>('/sitemap.xml');
    expect(res.status).toBe(200);
    const locations = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations) {
      expect(location).toMatch(/^http:\/\/localhost:3000\/((job|advisor)\/[a-z0-9-]+)?$/);
    }
    expect(locations).toContain('http://localhost:3000/advisor/advisor-a');
    // B's profile is private: neither its id nor any slug of it is listed.
    expect(res.body).not.toContain(seeded.userIds.B);
    expect(locations.filter((location) => location.includes('/advisor/'))).toHaveLength(1);
    // Only <urlset>, <url>, <loc> and <lastmod> elements.
    expect(new Set([...res.body.matchAll(/<([a-z]+)[\s>]/g)].map((match) => match[1]))).toEqual(
      new Set(['urlset', 'url', 'loc', 'lastmod']),
    );
    for (const marker of privateMarkers(seeded)) expect(res.body).not.toContain(marker.value);
  });
});
