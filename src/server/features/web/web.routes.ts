// Serves the built SPA: hashed assets with immutable caching (precompressed .br/.gz made at build), other public
// files with revalidation, and index.html for every client route — with the page's markup already in it for the
// server-rendered pages (decision 012), and the head tags its route declares (decision 025).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_KEY, isStoredConsent } from '@shared/analytics-consent';
import type { ContentName } from '../../lib/content-version';
import { cachedAnswer, cachedByVersion, doNotCache, type ResponseCache } from '../../lib/response-cache';
import { hasSessionCookie } from '../../middleware/session';
import { renderDocument, withRenderedPage, type DocumentHead, type SiteMeta } from './document';
import type { PageDescription, PageRenderer, RenderedPage } from './page-renderer';
import { loadPreloadHints } from './preload-hints';

export interface WebOptions {
  clientDir: string;
  site: SiteMeta;
  /**
   * Public pages are the same document for every visitor without a session and change only with their content:
   * they are served from this cache, keyed by the content version they depend on.
   */
  pageCache?: { version: (name: ContentName) => Promise<number>; cache: ResponseCache };
  /**
   * Renders the pages the route table marks so, with their head tags, calling the API as the visitor (the app
   * itself, with their cookie). Without it (API-only tests, development without a build) every path is the shell.
   */
  pages?: Pages;
}

interface Pages {
  renderer: PageRenderer;
  fetchApi: (c: Context) => (request: Request) => Promise<Response>;
  /** A page that fails to render is served as the plain shell (the browser renders it); this hears why. */
  onError: (error: unknown, path: string) => void;
  /**
   * Renders in flight at most (default 1). A render is mostly CPU on the one event loop, so more at once only
   * makes each slower; a page that would need one beyond this is served at once as the plain shell instead of
   * waiting in line, and is not cached, so a later visitor gets it rendered.
   */
  maxConcurrentRenders?: number;
}

/**
 * One. A render is mostly CPU on the one event loop: measured under `bench:load` (2 000 cold job pages, 16
 * connections, 2 cores), one render at a time served 1 550–1 590 req/s (p99 37–40 ms) and two 660–940 req/s
 * (p99 75–150 ms): a second render does not finish pages sooner, it takes the loop from every cached page and shell.
 */
const DEFAULT_MAX_CONCURRENT_RENDERS = 1;

/** Marks a page served as the plain shell while the renderer was busy (see `shed`). */
export const SHELL_HEADER = 'X-Page-Served-As';

/** Sends the visitor elsewhere: never kept by any cache (it depends on their session). */
const sendTo = (c: Context, location: string) => {
  doNotCache(c);
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 302);
};
/** Sends the visitor to sign in, and back to `url` afterwards (the sign-in screen's `next`, as the area guard does). */
const signInFirst = (c: Context, url: string) =>
  sendTo(c, `/auth?${new URLSearchParams({ next: url }).toString()}`);

/** How long the page's data and its render took, for the browser's developer tools and `npm run bench:load`. */
const serverTiming = ({ timing }: RenderedPage) =>
  [
    `load;dur=${timing.loadMs.toFixed(1)}`,
    ...(timing.renderMs === undefined ? [] : [`render;dur=${timing.renderMs.toFixed(1)}`]),
  ].join(', ');

/**
 * Whether the visitor has made their analytics choice (the cookie the browser mirrors it in): a page without one
 * carries the consent banner in its markup (decision 018), so the two are rendered, and cached, apart.
 */
const consentChosen = (c: Context) => isStoredConsent(getCookie(c, CONSENT_KEY));

export function webRoutes({ clientDir, site, pageCache, pages }: WebOptions) {
  const indexFile = join(clientDir, 'index.html');
  // The template is immutable for a given build, so reading it once is safe on every instance.
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const preloadHints = loadPreloadHints(clientDir);
  const maxRenders = pages?.maxConcurrentRenders ?? DEFAULT_MAX_CONCURRENT_RENDERS;
  let rendering = 0;
  const web = new Hono();

  const documentFor = (
    description: PageDescription,
    head: DocumentHead | undefined,
    markup?: RenderedPage['markup'],
  ) => {
    const { startsAtOnce } = description;
    // A rendered page shows before its code is requested, even one that starts at once (decision 033).
    const hints = preloadHints(description.module, markup !== undefined);
    let html = renderDocument(template!, head, site);
    if (hints) html = html.replace('</head>', `  ${hints}\n  </head>`);
    return markup ? withRenderedPage(html, markup, { startsAtOnce }) : html;
  };

  const pageRequest = (c: Context, url: string, { fetchApi }: Pages) => ({
    url,
    fetchApi: fetchApi(c),
    consentChosen: consentChosen(c),
  });

  /** Renders in the slot the caller has taken, and frees it; a failure is served as the plain shell. */
  async function render(c: Context, url: string, rendered: Pages) {
    try {
      return await rendered.renderer.renderPage(pageRequest(c, url, rendered));
    } catch (error) {
      rendered.onError(error, url);
      // A failure may be passing (a database error): the next visitor gets another try, not this shell.
      doNotCache(c);
      return undefined;
    } finally {
      rendering--;
    }
  }

  /** The page's head tags alone (the data they are built from, nothing rendered); none if that fails. */
  async function headOf(c: Context, url: string) {
    if (!pages) return undefined;
    try {
      return await pages.renderer.renderHead({ url, fetchApi: pages.fetchApi(c) });
    } catch (error) {
      pages.onError(error, url);
      return undefined;
    }
  }

  /**
   * A page that needs a render while every slot is taken: the plain shell, at once. It is the page as it was
   * before server rendering (head tags, empty root; the browser renders it), so a burst of first views is served
   * at the speed of the head query instead of queueing behind renders. It never goes into the page's own entry,
   * so the next visitor who finds the renderer free gets the page rendered and cached. Anonymous shells are kept
   * apart, under the same content version, so repeated views of a page during the burst skip its head query.
   */
  async function shed(c: Context, url: string, description: PageDescription) {
    doNotCache(c);
    const shell = async () => {
      // Says what the visitor got: `npm run bench:load` reports the share of first views that were shells.
      c.header(SHELL_HEADER, 'shell');
      return c.html(documentFor(description, await headOf(c, url)), description.status);
    };
    const version: number | undefined = c.get('cacheVersion');
    if (!pageCache || version === undefined) return shell();
    return cachedAnswer(c, { cache: pageCache.cache, key: `shell ${c.req.path}`, version }, shell);
  }

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
    // A page the route table caches (its `cachedUnder` content) is, for a visitor without a session, the same
    // document for everyone who has (or has not) made their analytics choice, until that content changes.
    const cachedUnder = (content: ContentName) =>
      cachedByVersion(
        pageCache.cache,
        () => pageCache.version(content),
        // A signed-in visitor's page shows their own header (and an advisor's, their access): never shared.
        (c) =>
          hasSessionCookie(c)
            ? undefined
            : `page ${c.req.path}${consentChosen(c) ? '' : ' with consent banner'}`,
      );
    const caches = { jobs: cachedUnder('jobs'), advisors: cachedUnder('advisors') } as const;
    web.get('*', (c, next) => {
      const content = pages?.renderer.describePage(c.req.path).cachedUnder;
      return content && content in caches ? caches[content as keyof typeof caches](c, next) : next();
    });
  }
  web.get('*', async (c) => {
    if (!template) return c.text('The client is not built. Run `npm run build`.', 503);
    const path = c.req.path;
    const url = path + (new URL(c.req.url).search || '');
    // A page with a session is that visitor's own: no shared cache may keep it.
    c.header('Cache-Control', hasSessionCookie(c) ? 'private, no-cache' : 'no-cache');
    // Only the application's route table knows which paths are pages; without the renderer every path is the shell.
    const description: PageDescription = pages?.renderer.describePage(path) ?? {
      serverRendered: false,
      status: 200,
      signedInOnly: false,
      startsAtOnce: false,
    };
    const { serverRendered, status } = description;
    // A page behind an area guard: anyone without a session signs in first and comes back (no render, no script).
    if (description.signedInOnly && !hasSessionCookie(c)) return signInFirst(c, url);
    const rendered = serverRendered ? pages : undefined;
    if (!rendered) return c.html(documentFor(description, undefined), status);
    if (rendering >= maxRenders) return shed(c, url, description);
    rendering++;
    const page = await render(c, url, rendered);
    // The area's guard sent the visitor elsewhere (a session cookie that no longer signs anyone in).
    if (page && 'redirectTo' in page) return sendTo(c, page.redirectTo);
    if (page) c.header('Server-Timing', serverTiming(page));
    return c.html(documentFor(description, page?.head, page?.markup), status);
  });
  return web;
}
