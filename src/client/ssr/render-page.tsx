// Server rendering of the public landing pages (decision 012): the server's first answer already carries the page's
// markup, so a visitor on a slow phone reads it before any JavaScript has run. The same route table, components and
// query options as the browser render it; their API calls go to the server's own app in-process, with the
// visitor's cookie, so the markup shows exactly what that visitor may see. The browser then renders over it with
// the same data (sent along as dehydrated query state), so nothing is fetched twice and nothing changes on screen.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { routes } from '@client/app/router';
import { publicAdvisorQueryOptions } from '@client/features/advisor-profile/api/advisor-profile-queries';
import { viewerQueryOptions } from '@client/features/auth/api/viewer-query';
import { positionQueryOptions, publicJobQueryOptions } from '@client/features/jobs/api/jobs-queries';
import { ApiError, setApiTransport, type ApiTransport } from '@client/lib/api-client';
import { configureSite } from '@client/lib/site';

export interface PageRequest {
  /** Path and query of the page, e.g. `/job/board-chair-acme`. */
  url: string;
  /** Answers the API calls the page makes while rendering (the server's own app, with the visitor's cookie). */
  fetchApi: (request: Request) => Promise<Response>;
}

export interface RenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The query cache the markup was rendered from; the browser starts from it. */
  state: DehydratedState;
}

// The pages rendered on the server and the data each needs before it can render (every page shows the viewer in
// its header). Any other path gets the plain application shell.
type Params = Record<string, string | undefined>;
const SERVER_RENDERED: Array<{
  pattern: string;
  prefetch: (client: QueryClient, params: Params) => Promise<void>;
}> = [
  { pattern: '/', prefetch: async () => {} },
  {
    pattern: '/job/:idOrSlug',
    prefetch: (client, { idOrSlug = '' }) => client.prefetchQuery(publicJobQueryOptions(idOrSlug)),
  },
  {
    pattern: '/position/:jobId',
    prefetch: (client, { jobId = '' }) => client.prefetchQuery(positionQueryOptions(jobId)),
  },
  {
    pattern: '/advisor/:slugOrId',
    prefetch: (client, { slugOrId = '' }) => client.prefetchQuery(publicAdvisorQueryOptions(slugOrId)),
  },
];

/** Any path the application has no page for: its 404 screen needs no data of its own. */
const NOT_FOUND = { prefetch: async () => {}, params: {} };

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

/** The server-rendered page at `path` with its route parameters, if there is one. */
function findPage(path: string) {
  for (const page of SERVER_RENDERED) {
    const match = matchPath(page.pattern, path);
    if (match) return { prefetch: page.prefetch, params: match.params };
  }
  return undefined;
}

/** Whether no route of the application but its catch-all matches `path`: the 404 page. */
function isUnknown(path: string): boolean {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest === undefined || deepest.route.path === '*';
}

/**
 * What the server does with `path` (cheap: no rendering): whether it renders it — one of the pages above, or the 404
 * page for a path the application has no page for — and its HTTP status, 404 there so crawlers hear it too.
 */
export function describePage(path: string): { serverRendered: boolean; status: 200 | 404 } {
  if (findPage(path)) return { serverRendered: true, status: 200 };
  const unknown = isUnknown(path);
  return { serverRendered: unknown, status: unknown ? 404 : 200 };
}

/** The page's markup and data, or undefined where the path is not server-rendered. */
export async function renderPage(request: PageRequest): Promise<RenderedPage | undefined> {
  const url = new URL(request.url, ORIGIN);
  const page = findPage(url.pathname) ?? (isUnknown(url.pathname) ? NOT_FOUND : undefined);
  if (!page) return undefined;
  const params = page.params;

  return requestScope.run(request.fetchApi, async () => {
    // No retries: a failed query leaves its screen in the loading state, and the browser asks again.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all([queryClient.prefetchQuery(viewerQueryOptions()), page.prefetch(queryClient, params)]);
    // A page whose data does not exist for this visitor (a role that is gone: the screen tells the visitor and sends
    // them home) is left to the browser, which starts the application at once on the plain shell. Any other failure
    // (the database is unavailable) fails the render: served as the shell too, but not cached as the page.
    const failures = queryClient
      .getQueryCache()
      .getAll()
      .flatMap((query) => (query.state.status === 'error' ? [query.state.error] : []));
    const failure = failures.find((error) => !(error instanceof ApiError && error.status < 500));
    if (failure) throw failure;
    if (failures.length > 0) return undefined;
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    // Waits for every lazy part of the page; an error fails the render (the caller serves the plain shell) instead
    // of shipping a page that silently switches to client rendering.
    const html = await renderToStringAsync(
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
    const state = dehydrate(queryClient);
    queryClient.clear();
    return { html, state };
  });
}
