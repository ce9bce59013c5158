// CSRF: every state-changing /api route the app registers refuses a request a browser sends from another site
// (403 CROSS_SITE_REQUEST_REFUSED) and changes nothing, even from an actor the route would otherwise serve.
// Same-origin pages and clients that send no browser headers (curl, servers) keep working; Stripe's webhook is
// exempt because its signature, not a cookie, authenticates it.
import { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@server/env';
import { errorHandler } from '@server/middleware/error-handler';
import { originCheck } from '@server/middleware/origin-check';
import { createLogger } from '@server/lib/logger';
import type { ApiErrorBody } from '@shared/errors';
import { useTestApp } from '../../setup/test-app';
import { AUTHORIZATION_MATRIX, advisorProfileInput } from './authorization-matrix';
import { ACTORS, fillPath, seedWorld, settleMatchRuns, snapshotOwners } from './authorization-world';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'ALL']);
const WEBHOOK = 'POST /api/billing/stripe-webhook';
const refused = { error: { code: 'CROSS_SITE_REQUEST_REFUSED', message: expect.any(String) } };

describe('cross-site requests to the API', () => {
  const t = useTestApp();

  it('refuses every state-changing /api route from another site, for an actor it would otherwise serve', async () => {
    const world = await seedWorld(t);
    const owners = ['A', 'B', 'X', 'Y', 'P'] as const;
    const snapshot = () =>
      snapshotOwners(
        t,
        owners.map((who) => world.userIds[who]),
      );
    const routes = inspectRoutes(t.app)
      .filter((route) => !route.isMiddleware && STATE_CHANGING.has(route.method))
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(20);

    const problems: string[] = [];
    let sent = 0;
    const before = await snapshot();
    for (const route of routes) {
      if (route === WEBHOOK) continue;
      const row = AUTHORIZATION_MATRIX.find((candidate) => candidate.route === route);
      if (!row) {
        problems.push(`${route} is not in the authorization matrix`);
        continue;
      }
      // The actor and object for which the matrix expects success, so only the origin can explain a refusal.
      const owner = row.owners?.[0];
      const actor =
        ACTORS.find((who) => {
          const cell = row.expect[who];
          if (cell === undefined) return false;
          const status = typeof cell === 'number' ? cell : owner ? cell[owner] : undefined;
          return status !== undefined && status < 400;
        }) ?? 'anon';
      const path = fillPath(row, world, owner);
      const method = row.method ?? route.split(' ')[0]!;
      const variants: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
        // A sibling subdomain is same-site for cookies (SameSite=Lax lets it through) but not our origin.
        { origin: 'http://attacker.localhost:3000', 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of variants) {
        const body = row.body ? await row.body(world) : undefined;
        const res = await world.clients[actor].call<Partial<ApiErrorBody> | null>(method, path, {
          body,
          headers,
          anonymous: actor === 'anon',
        });
        sent += 1;
        if (res.status !== 403 || res.body?.error?.code !== 'CROSS_SITE_REQUEST_REFUSED') {
          problems.push(
            `${route} as ${actor} with ${JSON.stringify(headers)}: ${res.status} ${JSON.stringify(res.body)}`,
          );
        }
      }
      // Without an Origin, the browser's own marker alone is enough.
      const res = await world.clients[actor].call(method, path, {
        body: row.body ? await row.body(world) : undefined,
        headers: { origin: '', 'sec-fetch-site': 'cross-site' },
        anonymous: actor === 'anon',
      });
      sent += 1;
      if (res.status !== 403) problems.push(`${route} as ${actor} with only Sec-Fetch-Site: ${res.status}`);
    }
    await settleMatchRuns(world);
    const after = await snapshot();
    owners.forEach((who, i) => {
      if (after[i] !== before[i]) problems.push(`a refused request changed ${who}'s stored data`);
    });
    expect(problems).toEqual([]);
    expect(sent).toBe((routes.length - 1) * 5);
  }, 180_000);

  it('lets same-origin pages and header-less clients (curl, servers) change state', async () => {
    const world = await seedWorld(t);
    const sameOrigin = await world.clients.A.put('/api/profile', advisorProfileInput({ firstName: 'Same' }), {
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    const noHeaders = await world.clients.A.put('/api/profile', advisorProfileInput({ firstName: 'Curl' }), {
      headers: { origin: '' },
    });
    expect(noHeaders.status).toBe(200);
    expect(noHeaders.body).toMatchObject({ firstName: 'Curl' });
    // Outside production the address the request was sent to counts as ours (127.0.0.1 vs localhost, Vite's proxy).
    const ownHost = await t.app.request('http://127.0.0.1:3000/api/profile', {
      method: 'PUT',
      headers: {
        origin: 'http://127.0.0.1:3000',
        cookie: world.clients.A.cookieHeader,
        'content-type': 'application/json',
      },
      body: JSON.stringify(advisorProfileInput({ firstName: 'Loopback' })),
    });
    expect(ownHost.status).toBe(200);
  }, 120_000);

  it('does not apply to Stripe’s webhook, which its signature authenticates', async () => {
    const res = await t.app.request('/api/billing/stripe-webhook', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      body: '{"id":"evt_1"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('refuses cross-site sign-in and sign-up, before better-auth runs', async () => {
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-out']) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'a@example.com',
          password: 'Correct-Horse-Battery-9',
          role: 'advisor',
        }),
      });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject(refused);
    }
  });
});

describe('the origin check in production', () => {
  const env = parseEnv({
    NODE_ENV: 'production',
    APP_URL: 'https://boardly.example',
    AUTH_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://mail.example',
    MAIL_FROM: 'Boardly <no-reply@boardly.example>',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PAYMENT_LINK_MONTHLY: 'https://buy.stripe.com/m',
    STRIPE_PAYMENT_LINK_ANNUAL: 'https://buy.stripe.com/a',
    STRIPE_PAYMENT_LINK_LIFETIME: 'https://buy.stripe.com/l',
  });
  const app = new Hono();
  app.onError(errorHandler(createLogger('silent')));
  app.use('/api/*', originCheck(env, { exemptPaths: ['/api/billing/stripe-webhook'] }));
  app.post('/api/thing', (c) => c.json({ ok: true }));

  const post = (url: string, headers: Record<string, string>) =>
    app.request(url, { method: 'POST', headers });

  it('trusts only APP_URL, not the Host the request names (a DNS-rebinding page controls that)', async () => {
    expect(
      (await post('https://boardly.example/api/thing', { origin: 'https://boardly.example' })).status,
    ).toBe(200);
    expect(
      (await post('https://boardly.example/api/thing', { origin: 'https://boardly.example/' })).status,
    ).toBe(200);
    expect(
      (await post('http://rebound.example/api/thing', { origin: 'http://rebound.example' })).status,
    ).toBe(403);
    expect(
      (await post('https://boardly.example/api/thing', { origin: 'http://boardly.example' })).status,
    ).toBe(403);
    expect((await post('https://boardly.example/api/thing', {})).status).toBe(200);
  });
});
