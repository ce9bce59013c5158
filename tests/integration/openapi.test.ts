// The API description: a well-formed OpenAPI 3.1 document, in step with the routes the app really serves (a route
// added without documentation fails here), and true to what the endpoints answer.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '@server/features/openapi/openapi-document';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

// ajv-formats is CommonJS; its default export arrives wrapped once more under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface RouteEntry {
  method: string;
  path: string;
  isMiddleware: boolean;
}

async function fetchDocument(app: ReturnType<typeof useTestApp>['app']) {
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return { res, document: (await res.json()) as OpenApiDocument };
}

function documentedOperations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      // OpenAPI's {name} is Hono's :name.
      path: path.replace(/\{([^}]+)\}/g, ':$1'),
      openApiPath: path,
      operation: item[method]!,
    })),
  );
}

/** The not-found fallback `app.all('/api/*')` answers every unknown path; it is not an endpoint. */
const isNotFoundFallback = (route: RouteEntry) => route.method === 'ALL' && route.path === '/api/*';
/** A whole sub-application mounted on a prefix (better-auth on /api/auth/*). */
const isMount = (route: RouteEntry) => route.path.endsWith('/*');

function servedApiRoutes(routes: RouteEntry[]) {
  const unique = new Map<string, RouteEntry>();
  for (const route of routes) {
    if (route.isMiddleware || !route.path.startsWith('/api/') || isNotFoundFallback(route)) continue;
    unique.set(`${route.method} ${route.path}`, route);
  }
  return [...unique.values()];
}

/** Routes the app serves under /api that the document does not describe. */
function undocumentedRoutes(routes: RouteEntry[], document: OpenApiDocument) {
  const documented = documentedOperations(document);
  return servedApiRoutes(routes)
    .filter((route) =>
      isMount(route)
        ? !documented.some((op) => op.method === route.method && op.path.startsWith(route.path.slice(0, -1)))
        : !documented.some((op) => op.method === route.method && op.path === route.path),
    )
    .map((route) => `${route.method} ${route.path}`);
}

/** Documented operations the app does not serve (same method, same path, or under a mounted prefix). */
function unservedOperations(routes: RouteEntry[], document: OpenApiDocument) {
  const served = servedApiRoutes(routes);
  return documentedOperations(document)
    .filter(
      (op) =>
        !served.some(
          (route) =>
            route.method === op.method &&
            (isMount(route) ? op.path.startsWith(route.path.slice(0, -1)) : route.path === op.path),
        ),
    )
    .map((op) => `${op.method} ${op.path}`);
}

function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else collectRefs(child, found);
    }
  }
  return found;
}

function resolvePointer(document: unknown, ref: string) {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

function responseValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return (method: (typeof METHODS)[number], path: string, status: number): ValidateFunction => {
    const schema =
      document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`no documented JSON answer for ${method} ${path} ${status}`);
    // The component $refs point into the document, so the document's components travel with the schema.
    return ajv.compile({ ...schema, components: document.components });
  };
}

function expectValid(validate: ValidateFunction, body: unknown) {
  const valid = validate(body);
  expect(validate.errors ?? [], JSON.stringify(body).slice(0, 400)).toEqual([]);
  expect(valid).toBe(true);
}

describe('GET /api/openapi.json', () => {
  const t = useTestApp();

  it('is a well-formed OpenAPI 3.1 document that shared caches may keep briefly', async () => {
    const { res, document } = await fetchDocument(t.app);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');

    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Boardly API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(document.servers[0]!.url).toBe('http://localhost:3000');
    const tagNames = new Set(document.tags.map((tag) => tag.name));
    const operationIds = new Set<string>();

    for (const { openApiPath, method, operation } of documentedOperations(document)) {
      const where = `${method} ${openApiPath}`;
      expect(openApiPath, where).toMatch(/^\/api\//);
      expect(operation.summary, where).toBeTruthy();
      expect(operationIds.has(operation.operationId), `${where} operationId is unique`).toBe(false);
      operationIds.add(operation.operationId);
      expect(
        operation.tags.every((tag) => tagNames.has(tag)),
        where,
      ).toBe(true);
      expect(['anonymous', 'signed-in', 'advisor', 'company']).toContain(operation['x-auth']);

      const statuses = Object.keys(operation.responses);
      expect(statuses.length, where).toBeGreaterThan(0);
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        `${where} has a success answer`,
      ).toBe(true);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(status, where).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${where} ${status}`).toBeTruthy();
      }

      const pathNames = [...openApiPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), where).toEqual([...pathNames].sort());
      expect(declared.every((p) => p.required)).toBe(true);
      if (operation['x-auth'] !== 'anonymous') {
        expect(operation.security, where).toEqual([{ sessionCookie: [] }]);
      }
    }
    expect(operationIds.size).toBeGreaterThanOrEqual(45);
  });

  it('resolves every $ref, and every component is a valid JSON Schema 2020-12', async () => {
    const { document } = await fetchDocument(t.app);
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(50);
    const unresolved = [...new Set(refs)].filter((ref) => resolvePointer(document, ref) === undefined);
    expect(unresolved).toEqual([]);

    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText()}`).toBe(true);
    }
    // Answers document exactly their fields, so a leaked field would be visible as a difference.
    expect(document.components.schemas.PublicAdvisorProfile).toMatchObject({ additionalProperties: false });
    expect(Object.keys(document.components.schemas.PublicAdvisorProfile!.properties as object)).not.toContain(
      'email',
    );
  });

  it('is generated from the route definitions and covers every route the app serves under /api', async () => {
    const { document } = await fetchDocument(t.app);
    const routes = inspectRoutes(t.app);
    expect(undocumentedRoutes(routes, document)).toEqual([]);
    expect(unservedOperations(routes, document)).toEqual([]);

    // The check itself notices a new route that has no definition, and a documented one that went away.
    const withNewRoute = [
      ...routes,
      { method: 'GET', path: '/api/me/not-yet-documented', isMiddleware: false },
    ];
    expect(undocumentedRoutes(withNewRoute, document)).toEqual(['GET /api/me/not-yet-documented']);
    const withoutJobs = routes.filter((route) => route.path !== '/api/jobs');
    expect(unservedOperations(withoutJobs, document)).toEqual(['GET /api/jobs']);
  });

  it('lists only better-auth endpoints that really exist under /api/auth', async () => {
    const { document } = await fetchDocument(t.app);
    const authOperations = documentedOperations(document).filter((op) => op.path.startsWith('/api/auth/'));
    expect(authOperations.map((op) => `${op.method} ${op.openApiPath}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-out',
        'GET /api/auth/get-session',
        'GET /api/auth/verify-email',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
      ]),
    );
    const client = new TestClient(t.app);
    for (const op of authOperations) {
      const path = op.openApiPath.replace(/\{[^}]+\}/g, 'not-a-token');
      const res = await client.call(op.method, path, op.method === 'GET' ? {} : { body: {} });
      expect(res.status, `${op.method} ${path}`).not.toBe(404);
      expect(res.status, `${op.method} ${path}`).toBeLessThan(500);
    }
  });

  it('documents the Stripe-Signature header of the webhook', async () => {
    const { document } = await fetchDocument(t.app);
    const webhook = document.paths['/api/billing/stripe-webhook']!.post!;
    expect(webhook.parameters).toContainEqual(
      expect.objectContaining({ name: 'Stripe-Signature', in: 'header', required: true }),
    );
    expect(webhook.responses['400']).toBeDefined();
  });
});

describe('real answers match the documented schemas', () => {
  const t = useTestApp();

  it('health, the job list, a public job, and a missing job', async () => {
    const { document } = await fetchDocument(t.app);
    const validatorFor = responseValidator(document);
    const jobs = await createJobs(t.database.db, 12);
    const client = new TestClient(t.app);

    expectValid(validatorFor('get', '/api/health', 200), (await client.get('/api/health')).body);

    const listValidator = validatorFor('get', '/api/jobs', 200);
    const list = await client.get('/api/jobs');
    expect(list.status).toBe(200);
    expectValid(listValidator, list.body);
    // Locked and unlocked cards both appear on page 1, so both shapes were checked.
    expect((list.body.items as Array<{ locked: boolean }>).map((card) => card.locked)).toContain(true);
    expect((list.body.items as Array<{ locked: boolean }>).map((card) => card.locked)).toContain(false);
    // The validator is not vacuous: a card with an undocumented field, or a page without its total, fails.
    expect(listValidator({ ...list.body, total: undefined })).toBe(false);
    const [firstCard] = list.body.items as Array<Record<string, unknown>>;
    expect(listValidator({ ...list.body, items: [{ ...firstCard, email: 'x@example.com' }] })).toBe(false);

    const job = await client.get(`/api/jobs/public/${jobs[0]!.publicJobSlug}`);
    expect(job.status).toBe(200);
    expectValid(validatorFor('get', '/api/jobs/public/{idOrSlug}', 200), job.body);

    const missing = await client.get('/api/jobs/public/no-such-role');
    expect(missing.status).toBe(404);
    expectValid(validatorFor('get', '/api/jobs/public/{idOrSlug}', 404), missing.body);

    const badFilter = await client.get('/api/jobs?workType=Moon');
    expect(badFilter.status).toBe(422);
    expectValid(validatorFor('get', '/api/jobs', 422), badFilter.body);
  });

  it('sign-in, the session, the viewer and an application', async () => {
    const { document } = await fetchDocument(t.app);
    const validatorFor = responseValidator(document);
    const { user: companyUser } = await createCompany(t.database.db);
    const [job] = await createJobs(t.database.db, 1, () => ({ jobUrl: null, postedBy: companyUser.id }));
    const { user } = await createAdvisor(t.database.db);

    const anonymous = new TestClient(t.app);
    expectValid(validatorFor('get', '/api/me', 200), (await anonymous.get('/api/me')).body);
    expectValid(
      validatorFor('get', '/api/auth/get-session', 200),
      (await anonymous.get('/api/auth/get-session')).body,
    );
    const unauthenticated = await anonymous.get('/api/my-applications');
    expect(unauthenticated.status).toBe(401);
    expectValid(validatorFor('get', '/api/my-applications', 401), unauthenticated.body);

    const signIn = await anonymous.post('/api/auth/sign-in/email', {
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expectValid(validatorFor('post', '/api/auth/sign-in/email', 200), signIn.body);

    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    expectValid(
      validatorFor('get', '/api/auth/get-session', 200),
      (await advisor.get('/api/auth/get-session')).body,
    );
    expectValid(validatorFor('get', '/api/me', 200), (await advisor.get('/api/me')).body);
    const applied = await advisor.post(`/api/jobs/${job!.id}/applications`);
    expect(applied.status).toBe(201);
    expectValid(validatorFor('post', '/api/jobs/{jobId}/applications', 201), applied.body);
    const mine = await advisor.get('/api/my-applications');
    expect(mine.status).toBe(200);
    expectValid(validatorFor('get', '/api/my-applications', 200), mine.body);
  });
});

describe('path parameters are validated by the route definitions', () => {
  const t = useTestApp();

  it("answers a malformed id with 404 and the route's message before any service runs", async () => {
    const anonymous = new TestClient(t.app);
    // The service would refuse a signed-out caller first (401); the definition refuses the id before it runs.
    const apply = await anonymous.post('/api/jobs/not-an-id/applications');
    expect(apply.status).toBe(404);
    expect(apply.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Job position not found or no longer available.' },
    });
    const { user: companyUser } = await createCompany(t.database.db);
    const company = await signedInClient(t.app, companyUser.email, DEFAULT_TEST_PASSWORD);
    for (const path of ['/api/company/positions/1%27%20or%201=1', '/api/company/positions/%00']) {
      const res = await company.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ error: { code: 'NOT_FOUND', message: 'Position not found.' } });
    }
    const run = await anonymous.get('/api/matches/runs/not-a-run');
    expect(run.status).toBe(404);
    // A well-formed id reaches the handler, which applies its own rules.
    const wellFormed = await anonymous.post('/api/jobs/00000000-0000-4000-8000-000000000000/applications');
    expect(wellFormed.status).toBe(401);
  });
});

describe('GET /api/docs', () => {
  const t = useTestApp();

  it("is Scalar's reference page, its script served from our origin under the site's CSP", async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('public, max-age=300');
    // The same policy as every other page: nothing loosened for the reference.
    const sitePolicy = (await t.app.request('/api/health')).headers.get('content-security-policy');
    expect(sitePolicy).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toBe(sitePolicy);

    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBe(2);
    // No inline code: one data element Scalar reads its settings from, one script from this origin.
    const [settings, renderer] = scripts;
    expect(settings![1]).toContain('type="application/json"');
    expect(settings![1]).toContain('data-url="/api/openapi.json"');
    expect(settings![2]).toBe('');
    const src = /src="([^"]+)"/.exec(renderer![1]!)?.[1];
    expect(src).toBe('/api/docs/scalar.js');
    expect(renderer![2]).toBe('');
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/https?:\/\//);

    const script = await t.app.request(src!, { headers: { 'Accept-Encoding': 'identity' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('content-security-policy')).toBe(sitePolicy);
    expect(await script.text()).toContain('createApiReference');
    const compressed = await t.app.request(src!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });
});
