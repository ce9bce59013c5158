// Fuzzing the public routes, account settings, the /api catch-all and better-auth's /api/auth/*: malformed and boundary input never
// gets a 5xx, every answer is the documented success or the shared error body, refused writes change nothing.
// Also checks that every route the app mounts has a fuzz case, so a new route cannot be left out.
import { inspectRoutes } from 'hono/dev';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzzedRouteKeys } from './cases';
import { accountCases } from './cases/account-cases';
import { publicCases } from './cases/public-cases';
import { fuzzRoutes, newStats, reportStats } from './support/fuzz-runner';
import { routeKey } from './support/fuzz-route';
import { createFuzzWorld } from './support/fuzz-world';
import { useTestApp } from '../../setup/test-app';

describe('fuzzing public routes', () => {
  const t = useTestApp();
  const stats = newStats();
  afterAll(() => reportStats('public', stats));

  it('has a fuzz case for every route the app mounts', () => {
    const mounted = inspectRoutes(t.app)
      .filter((route) => !route.isMiddleware)
      .map(routeKey);
    const missing = [...new Set(mounted)].filter((key) => !fuzzedRouteKeys.has(key));
    expect(missing, 'routes without a fuzz case (add one in tests/integration/fuzz/cases)').toEqual([]);
    const stale = [...fuzzedRouteKeys].filter((key) => !mounted.includes(key));
    expect(stale, 'fuzz cases for routes that no longer exist').toEqual([]);
  });

  it('answers every public route with its success schema or the error body, never 5xx', async () => {
    const world = await createFuzzWorld(t);
    const failures = await fuzzRoutes(t, world, [...publicCases, ...accountCases], stats);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
