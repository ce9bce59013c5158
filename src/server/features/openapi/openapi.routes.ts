// GET /api/openapi.json (the OpenAPI 3.1 description) and GET /api/docs (the same, as a readable HTML page).
// Both are public and identical for everyone, so shared caches may keep them for a few minutes.
import { Hono } from 'hono';
import type { Env } from '../../env';
import { buildOpenApiDocument } from './openapi-document';
import { renderReferencePage } from './reference-page';

const PUBLIC_SHORT_CACHE = 'public, max-age=300';

export function openApiRoutes(env: Pick<Env, 'APP_URL' | 'SITE_NAME'>) {
  // Built on first use rather than at boot: most processes never serve it.
  let cached: { json: string; html: string } | undefined;
  const built = () => {
    if (!cached) {
      const document = buildOpenApiDocument({ appUrl: env.APP_URL, siteName: env.SITE_NAME });
      cached = { json: JSON.stringify(document), html: renderReferencePage(document) };
    }
    return cached;
  };
  return new Hono()
    .get('/openapi.json', (c) =>
      c.body(built().json, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': PUBLIC_SHORT_CACHE,
      }),
    )
    .get('/docs', (c) => c.html(built().html, 200, { 'Cache-Control': PUBLIC_SHORT_CACHE }));
}
