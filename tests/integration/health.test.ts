import { describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/test-app';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok after a real database round trip', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      db: 'ok',
      jobs: { backlog: 0, oldestReadySeconds: 0, dead: 0 },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('reports the job queue backlog and the age of the oldest job waiting to run', async () => {
    // This instance stops working the clean-up queue; one job is queued ready, one for an hour from now.
    await t.deps.queue.boss.offWork('cleanup');
    await t.deps.queue.send('cleanup', {});
    await t.deps.queue.send('cleanup', {}, { startAfter: new Date(Date.now() + 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const body = (await (await t.app.request('/api/health')).json()) as { jobs: Record<string, number> };
    expect(body.jobs.backlog).toBe(2);
    expect(body.jobs.oldestReadySeconds).toBeGreaterThanOrEqual(1);
    expect(body.jobs.dead).toBe(0);
    await t.deps.queue.boss.purgeQueue('cleanup');
  });

  it('answers 503 with db "down" when the database is unreachable', async () => {
    await t.database.shutDown();
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', db: 'down' });
  });
});

describe('unknown API routes and bad input', () => {
  const t = useTestApp();

  it('answers a JSON 404 in the error wire shape', async () => {
    // Malformed JSON to an unknown route (a body of another type is a 415 before any route: docs/security.md).
    const res = await t.app.request('/api/does-not-exist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  });

  it('sets security headers on every response', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
