// Serves the built SPA: hashed assets with immutable caching (precompressed .br/.gz made at build), other public
// files with revalidation, and index.html for every client route.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cachedByVersion, type ResponseCache } from '../../lib/response-cache';
import { renderDocument, type DocumentHead, type SiteMeta } from './document';
import { loadPreloadHints } from './preload-hints';

export interface WebOptions {
  clientDir: string;
  site: SiteMeta;
  /** Resolves page-specific head tags (title, description, preview image) for share-ready public pages. */
  headFor?: (path: string) => Promise<DocumentHead | undefined>;
  /**
   * Public job pages (`/job/…`) are the same document for every visitor and change only with a job: they are
   * served from this cache, keyed by the jobs content version.
   */
  jobPages?: { version: () => Promise<number>; cache: ResponseCache };
}

export function webRoutes({ clientDir, headFor, site, jobPages }: WebOptions) {
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
  if (jobPages) {
    web.get(
      '/job/*',
      cachedByVersion(jobPages.cache, jobPages.version, (c) => `page ${c.req.path}`),
    );
  }
  web.get('*', async (c) => {
    if (!template) return c.text('The client is not built. Run `npm run build`.', 503);
    const head = headFor ? await headFor(c.req.path) : undefined;
    c.header('Cache-Control', 'no-cache');
    const hints = preloadHints(c.req.path);
    const html = renderDocument(template, head, site);
    return c.html(hints ? html.replace('</head>', `  ${hints}\n  </head>`) : html);
  });
  return web;
}
