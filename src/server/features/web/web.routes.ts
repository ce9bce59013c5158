// Serves the built SPA: hashed assets with immutable caching (precompressed .br/.gz made at build), other public
// files with revalidation, and index.html for every client route — with the page's markup already in it for the
// server-rendered public pages (decision 012).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { ContentName } from '../../lib/content-version';
import { cachedByVersion, type ResponseCache } from '../../lib/response-cache';
import { hasSessionCookie } from '../../middleware/session';
import { renderDocument, withRenderedPage, type DocumentHead, type SiteMeta } from './document';
import type { PageRenderer } from './page-renderer';
import { loadPreloadHints } from './preload-hints';

export interface WebOptions {
  clientDir: string;
  site: SiteMeta;
  /** Resolves page-specific head tags (title, description, preview image) for share-ready public pages. */
  headFor?: (path: string) => Promise<DocumentHead | undefined>;
  /**
   * Public pages are the same document for every visitor without a session and change only with their content:
   * they are served from this cache, keyed by the content version they depend on.
   */
  pageCache?: { version: (name: ContentName) => Promise<number>; cache: ResponseCache };
  /** Renders the public pages' markup, calling the API as the visitor (the app itself, with their cookie). */
  pages?: {
    renderer: PageRenderer;
    fetchApi: (c: Context) => (request: Request) => Promise<Response>;
    /** A page that fails to render is served as the plain shell (the browser renders it); this hears why. */
    onError: (error: unknown, path: string) => void;
  };
}

/** The public pages a visitor without a session gets from the cache, and the content each one shows. */
const CACHED_PAGES: Array<{ path: string; content: ContentName }> = [
  { path: '/', content: 'jobs' },
  { path: '/job/*', content: 'jobs' },
  { path: '/advisor/*', content: 'advisors' },
];

export function webRoutes({ clientDir, headFor, site, pageCache, pages }: WebOptions) {
  const indexFile = join(clientDir, 'index.html');
  // The template is immutable for a given build, so reading it once is safe on every instance.
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const preloadHints = loadPreloadHints(clientDir);
  const web = new Hono();

  web.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const publicFiles = serveStatic({
    root: clientDir,
    precompressed: true,
    rewriteRequestPath: (path) => (path === '/' || path === '/index.html' ? '/__no_such_file__' : path),
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=3600');
    },
  });
  // Every public file has an extension (favicon.svg, robots.txt, …); client routes such as /job/{slug} never do,
  // so they skip the file-system lookups (the file and its .br/.gz variants) on every page view.
  web.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
  if (pageCache) {
    for (const { path, content } of CACHED_PAGES) {
      web.get(
        path,
        cachedByVersion(
          pageCache.cache,
          () => pageCache.version(content),
          // A signed-in visitor's page shows their own header (and an advisor's, their access): never shared.
          (c) => (hasSessionCookie(c) ? undefined : `page ${c.req.path}`),
        ),
      );
    }
  }
  web.get('*', async (c) => {
    if (!template) return c.text('The client is not built. Run `npm run build`.', 503);
    const path = c.req.path;
    const [head, page] = await Promise.all([
      headFor ? headFor(path) : undefined,
      pages?.renderer.isServerRendered(path)
        ? pages.renderer.renderPage({ url: path, fetchApi: pages.fetchApi(c) }).catch((error: unknown) => {
            pages.onError(error, path);
            return undefined;
          })
        : undefined,
    ]);
    c.header('Cache-Control', 'no-cache');
    const hints = preloadHints(path, page !== undefined);
    let html = renderDocument(template, head, site);
    if (hints) html = html.replace('</head>', `  ${hints}\n  </head>`);
    return c.html(page ? withRenderedPage(html, page) : html);
  });
  return web;
}
