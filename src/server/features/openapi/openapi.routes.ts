// GET /api/openapi.json (the OpenAPI 3.1 description, generated from the route definitions) and GET /api/docs (the
// same, rendered by Scalar's API reference from our own origin). Public and identical for everyone, so shared
// caches may keep them for a few minutes.
import type { Env } from '../../env';
import { createApiRouter, type RouteDefinitions } from '../../lib/api-route';
import { chooseEncoding } from '../../lib/response-cache';
import { buildOpenApiDocument } from './openapi-document';
import { renderReferencePage } from './reference-page';
import { loadScalarBundle } from './scalar-bundle';
import { getDocument, getReference, getReferenceScript } from './openapi.definitions';

const PUBLIC_SHORT_CACHE = 'public, max-age=300';
export const SCALAR_SCRIPT_PATH = '/api/docs/scalar.js';

export function openApiRoutes(env: Pick<Env, 'APP_URL' | 'SITE_NAME'>, definitions: () => RouteDefinitions) {
  // Built on first use rather than at boot: most processes never serve it, and every route is defined by then.
  let json: string | undefined;
  const documentJson = () =>
    (json ??= JSON.stringify(
      buildOpenApiDocument(definitions(), { appUrl: env.APP_URL, siteName: env.SITE_NAME }),
    ));
  const page = renderReferencePage({
    title: `${env.SITE_NAME} API reference`,
    documentUrl: '/api/openapi.json',
    scriptUrl: SCALAR_SCRIPT_PATH,
  });
  return createApiRouter()
    .openapi(getDocument, (c) =>
      c.body(documentJson(), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': PUBLIC_SHORT_CACHE,
      }),
    )
    .openapi(getReference, (c) => c.html(page, 200, { 'Cache-Control': PUBLIC_SHORT_CACHE }))
    .openapi(getReferenceScript, async (c) => {
      const bundle = await loadScalarBundle();
      const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
      return c.body(new Uint8Array(bundle[encoding]), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
        Vary: 'Accept-Encoding',
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      });
    });
}
