// The router's loaders (decision 025), run as the browser's router runs them before a screen renders, against the
// real API on a real database: each area's guard decides on the viewer before any screen exists, and each page's
// loader fetches what its screen reads at the same time as the viewer — not after it.
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createJobs } from '@tests/factories';
import { TestClient } from '../setup/http';
import { loadTestRenderer } from '../setup/page-renderer';
import { useTestApp } from '../setup/test-app';
import { signedInAdvisor, signedInCompany } from './company-test-helpers';

type Loaded = { redirectTo: string } | { client: QueryClient };
const renderer = await loadTestRenderer<{
  loadPage: (request: { url: string; fetchApi: (request: Request) => Promise<Response> }) => Promise<Loaded>;
}>();

describe('route loaders', () => {
  const t = useTestApp();

  /** The page's loaders as `visitor` (their cookie); `log` hears when each API call starts and ends. */
  const load = (url: string, visitor: TestClient, log: string[] = []) =>
    renderer.loadPage({
      url,
      fetchApi: async (request) => {
        const headers = new Headers(request.headers);
        if (visitor.cookieHeader) headers.set('cookie', visitor.cookieHeader);
        const path = new URL(request.url).pathname;
        log.push(`start ${path}`);
        const res = await t.app.fetch(new Request(request, { headers }));
        log.push(`end ${path}`);
        return res;
      },
    });
  const redirectOf = (loaded: Loaded) => ('redirectTo' in loaded ? loaded.redirectTo : undefined);
  const dataOf = (loaded: Loaded, key: unknown[]) =>
    'client' in loaded ? loaded.client.getQueryData(key) : undefined;

  it('sends a signed-out visitor of every guarded area to sign in, back to the page with its query', async () => {
    const visitor = new TestClient(t.app);
    for (const url of [
      '/pricing',
      '/settings',
      '/my-profile',
      '/advisor-matchmaking?mode=manual',
      '/company/dashboard?page=2',
    ]) {
      expect(redirectOf(await load(url, visitor)), url).toBe(`/auth?${new URLSearchParams({ next: url })}`);
    }
    // The public area lets them in.
    expect(redirectOf(await load('/', visitor))).toBeUndefined();
  });

  it('sends a company without a completed profile to complete it, from every page that needs one', async () => {
    const { client } = await signedInCompany(t, { profileCompleted: false });
    for (const url of [
      '/company/dashboard',
      '/company/applicants?job_id=x',
      '/search-advisors',
      '/post-board-position',
    ]) {
      expect(redirectOf(await load(url, client)), url).toBe('/company/my-profile');
    }
    const profilePage = await load('/company/my-profile', client);
    expect(redirectOf(profilePage)).toBeUndefined();
    expect(dataOf(profilePage, ['company', 'profile'])).toMatchObject({
      profile: { profileCompleted: false },
    });
  });

  it('sends a company account from the advisor area to its dashboard; lets an advisor into the company area', async () => {
    const { client: company } = await signedInCompany(t);
    expect(redirectOf(await load('/advisor-matchmaking', company))).toBe('/company/dashboard');
    const { client: advisor } = await signedInAdvisor(t);
    // Other roles pass through the company guard: the company API answers them 403 and the page says why.
    expect(redirectOf(await load('/company/dashboard', advisor))).toBeUndefined();
    expect(redirectOf(await load('/advisor-matchmaking', advisor))).toBeUndefined();
  });

  it("fetches the screen's data with its own query keys, at the same time as the viewer", async () => {
    const { client, user, company } = await signedInCompany(t);
    await createJobs(t.database.db, 2, () => ({ postedBy: user.id, companyId: company.id }));
    const log: string[] = [];
    const dashboard = await load('/company/dashboard', client, log);
    expect(redirectOf(dashboard)).toBeUndefined();
    expect(dataOf(dashboard, ['auth', 'viewer'])).toMatchObject({ user: { id: user.id } });
    expect(dataOf(dashboard, ['company', 'positions', 'page', 1])).toMatchObject({ total: 2 });
    expect(dataOf(dashboard, ['company', 'profile'])).toMatchObject({ profile: { profileCompleted: true } });
    // No waterfall: the page's queries were asked for before the viewer's answer had come back.
    const viewerAnswered = log.indexOf('end /api/me');
    expect(log.indexOf('start /api/company/positions')).toBeLessThan(viewerAnswered);
    expect(log.indexOf('start /api/company/profile')).toBeLessThan(viewerAnswered);
  });

  it('reads the page, filters and status from the URL as the screens do', async () => {
    const { client: advisor } = await signedInAdvisor(t);
    const manual = await load('/advisor-matchmaking?mode=manual&industry=Technology&page=2', advisor);
    const keys =
      'client' in manual
        ? manual.client
            .getQueryCache()
            .getAll()
            .map((query) => query.queryKey)
        : [];
    expect(keys).toContainEqual(['matching', 'jobs', { page: 2, industry: 'Technology' }]);
  });
});
