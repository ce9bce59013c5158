// Server rendering of the pages the route table marks so (decisions 012, 018, 025): the server's first answer already
// carries the page's markup and head tags, so a visitor on a slow phone reads it before any JavaScript has run and
// a crawler or link preview reads its metadata. The same route table, loaders, components and query options as the
// browser produce it; their API calls go to the server's own app in-process, with the visitor's cookie, so the
// markup shows exactly what that visitor may see. The browser then renders over it with the same data (sent along
// as dehydrated query state), so nothing is fetched twice and nothing changes on screen.
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { text } from 'node:stream/consumers';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import type { DocumentHead } from '@shared/document-head';
import { fetchPageQueries, loaderContextFor, pageOf, type PageDeclaration } from '@client/app/page-table';
import { routes } from '@client/app/router';
import { RenderedConsent } from '@client/features/analytics/consent';
import { ApiError, setApiTransport, type ApiTransport } from '@client/lib/api-client';
import { configureSite, site } from '@client/lib/site';

export interface PageRequest {
  /** Path and query of the page, e.g. `/job/board-chair-acme`. */
  url: string;
  /** Answers the API calls the page makes while rendering (the server's own app, with the visitor's cookie). */
  fetchApi: (request: Request) => Promise<Response>;
  /** Whether the visitor's cookie holds an analytics choice: without one the page carries the consent banner. */
  consentChosen: boolean;
}

export interface RenderedPage {
  /** The markup for `<div id="root">`; undefined: the page is sent as the plain shell (the browser renders it). */
  markup?: { html: string; state: DehydratedState };
  /** The head tags the page's route module declares, from the data its loaders fetched. */
  head?: DocumentHead;
  /** Milliseconds spent loading the page's data and rendering its markup (the Server-Timing header). */
  timing: { loadMs: number; renderMs?: number };
}

/** A guard of the page's area sent the visitor elsewhere (signed out on a signed-in page: to sign in). */
export interface PageRedirect {
  redirectTo: string;
}

const ORIGIN = 'http://boardly.internal';
const requestScope = new AsyncLocalStorage<PageRequest['fetchApi']>();
const inProcess: ApiTransport = (input, init) => {
  const fetchApi = requestScope.getStore();
  if (!fetchApi) throw new Error('An API call was made outside a server render.');
  const url = input instanceof Request ? input.url : String(input);
  return fetchApi(new Request(new URL(url, ORIGIN), init));
};
setApiTransport(inProcess);

/** Called once by the server with its configuration, before the first render. */
export const configureRenderer = configureSite;

const handler = createStaticHandler(routes);

interface FoundPage {
  declaration: PageDeclaration;
  params: Record<string, string | undefined>;
  status: 200 | 404;
}

/**
 * Pages by path. Matching a path against the route table ranks every route again (React Router's `matchRoutes`
 * keeps nothing between calls): about 0.3 ms, which a request paid once to pick its cache, again to describe the page
 * and again to render it. The table does not change while the server runs, so a path's page never does; the bound
 * keeps a stream of unknown paths from growing the map.
 */
const foundPages = new Map<string, FoundPage | null>();
const MAX_FOUND_PAGES = 10_000;

/** The page the route table declares at `path`, with its parameters (undefined: no route, or not a page). */
function findPage(path: string): FoundPage | undefined {
  let found = foundPages.get(path);
  if (found === undefined) {
    if (foundPages.size >= MAX_FOUND_PAGES) foundPages.delete(foundPages.keys().next().value!);
    found = matchPage(path) ?? null;
    foundPages.set(path, found);
  }
  return found ?? undefined;
}

function matchPage(path: string): FoundPage | undefined {
  const deepest = matchRoutes(routes, path)?.at(-1);
  const declaration = deepest && pageOf(deepest.route);
  if (!deepest || !declaration) return undefined;
  // The catch-all route is the 404 page: a path the application has no page for.
  const status: 200 | 404 = deepest.route.path === '*' ? 404 : 200;
  return { declaration, params: deepest.params, status };
}

/** How the route table says a path is served (src/server/features/web/page-renderer.ts has the contract). */
export interface PageDescription {
  serverRendered: boolean;
  status: 200 | 404;
  /** The page's route module as the build manifest names it (its chunks are preloaded). */
  module?: string;
  cachedUnder?: 'jobs' | 'advisors';
  signedInOnly: boolean;
  startsAtOnce: boolean;
}

/** What the server does with `path` (cheap: no data, no rendering), as the route table declares it. */
export function describePage(path: string): PageDescription {
  const page = findPage(path);
  if (!page) return { serverRendered: false, status: 200, signedInOnly: false, startsAtOnce: false };
  const { serverRendered = false, cachedUnder, startsAtOnce = false, module, area } = page.declaration;
  return {
    serverRendered,
    status: page.status,
    module,
    cachedUnder,
    signedInOnly: area !== 'public',
    startsAtOnce,
  };
}

/** One page of the table, as the build tools read it (preload hints, `npm run size`). */
export interface ListedPage extends Omit<PageDeclaration, 'load' | 'queries'> {
  /** The route's full path pattern, e.g. `/job/:idOrSlug`. */
  path: string;
}

/** Every page the route table declares, in its order. */
export function listPages(): ListedPage[] {
  const walk = (list: RouteObject[], base: string): ListedPage[] =>
    list.flatMap((route) => {
      const path = route.index ? base : route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
      const declaration = pageOf(route);
      const own: ListedPage[] = declaration
        ? [
            {
              path,
              module: declaration.module,
              area: declaration.area,
              serverRendered: declaration.serverRendered ?? false,
              cachedUnder: declaration.cachedUnder,
              startsAtOnce: declaration.startsAtOnce ?? false,
            },
          ]
        : [];
      return [...own, ...walk(route.children ?? [], path)];
    });
  return walk(routes, '/');
}

/**
 * Runs the page's loaders (its area's guard, the queries its screen reads) into a fresh query client, as the
 * visitor: where they send the visitor instead, or the loaded client. Any failure other than the page's data not
 * existing for this visitor (4xx) throws.
 */
async function load(url: URL, client: QueryClient): Promise<{ redirectTo: string } | StaticHandlerContext> {
  const context = await handler.query(new Request(url), { requestContext: loaderContextFor(client) });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) return { redirectTo: location };
    throw new Error(`A loader answered ${url.pathname} with ${context.status}.`);
  }
  if (context.errors)
    throw new AggregateError(Object.values(context.errors), `Loading ${url.pathname} failed`);
  return context;
}

/** The failed queries; throws on any that is not the data missing for this visitor (e.g. the database is down). */
function missingData(client: QueryClient): boolean {
  const failures = client
    .getQueryCache()
    .getAll()
    .flatMap((query) => (query.state.status === 'error' ? [query.state.error] : []));
  const failure = failures.find((error) => !(error instanceof ApiError && error.status < 500));
  if (failure) throw failure;
  return failures.length > 0;
}

async function headOf(
  declaration: PageDeclaration,
  params: Record<string, string | undefined>,
  client: QueryClient,
) {
  const { head } = await declaration.load();
  return head?.({ params, client, site: headSite() });
}

/** The site as a page's head builder reads it (configured at start-up: configureRenderer). */
const headSite = () => ({ name: site.name, origin: site.origin });

/**
 * Runs the loaders of the page at `request.url` (any page, rendered by the server or not) for this visitor, as the
 * browser's router runs them before the screen renders: where the area's guard sends the visitor, or the query
 * client holding what the screen will read. For tests of the guards and the loaders.
 */
export function loadPage(request: Omit<PageRequest, 'consentChosen'>) {
  const url = new URL(request.url, ORIGIN);
  return requestScope.run(request.fetchApi, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const context = await load(url, client);
    return 'redirectTo' in context ? context : { client };
  });
}

/**
 * The page's head tags alone, for the plain shell the server sends when it cannot render the page now (every render
 * slot taken): only the queries the head is built from are fetched, not its area's guard or the viewer, and nothing
 * is rendered. Undefined where the path is not a server-rendered page or its head fails (the shell goes without).
 */
export async function renderHead(
  request: Omit<PageRequest, 'consentChosen'>,
): Promise<DocumentHead | undefined> {
  const url = new URL(request.url, ORIGIN);
  const page = findPage(url.pathname);
  if (!page?.declaration.serverRendered) return undefined;
  // A page without head tags of its own (pricing) needs none of its data here.
  const { head } = await page.declaration.load();
  if (!head) return undefined;
  return requestScope.run(request.fetchApi, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await fetchPageQueries(client, page.declaration, { params: page.params, search: url.searchParams });
    return head({ params: page.params, client, site: headSite() });
  });
}

/**
 * The page's head tags, markup and data: or where its area's guard sends the visitor, or undefined where the path is
 * not a server-rendered page. A page whose data does not exist for this visitor (a role that is gone: the screen
 * tells the visitor and sends them home) gets its head only, and is sent as the plain shell: the browser starts the
 * application at once. Any other failure throws (the caller serves the shell and does not cache it).
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | PageRedirect | undefined> {
  const url = new URL(request.url, ORIGIN);
  const page = findPage(url.pathname);
  if (!page?.declaration.serverRendered) return undefined;

  return requestScope.run(request.fetchApi, async () => {
    // No retries: a failed query leaves its screen in the loading state, and the browser asks again.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const started = performance.now();
    const context = await load(url, client);
    if ('redirectTo' in context) return context;
    const head = await headOf(page.declaration, page.params, client);
    const loadMs = performance.now() - started;
    if (missingData(client)) return { head, timing: { loadMs } };

    const router = createStaticRouter(handler.dataRoutes, context);
    // Prerendered, not streamed (decision 018): the page's data is already here, so there is nothing to stream
    // ahead of; the whole document is what the response cache stores; and a boundary streamed apart would be
    // revealed by an inline script, which the Content-Security-Policy blocks. Waits for every lazy part; any error
    // fails the render (the caller serves the plain shell) instead of shipping a page that silently switches to
    // client rendering.
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <RenderedConsent value={request.consentChosen ? 'declined' : 'unknown'}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </RenderedConsent>,
      // One piece: a boundary above the default chunk size would be sent apart and revealed by an inline script.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    if (errors.length > 0) throw new AggregateError(errors, `Rendering ${url.pathname} failed`);
    const state = dehydrate(client);
    client.clear();
    return {
      markup: { html, state },
      head,
      timing: { loadMs, renderMs: performance.now() - started - loadMs },
    };
  });
}
