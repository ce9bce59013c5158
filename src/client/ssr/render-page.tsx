// Server rendering of the public landing pages (decision 012): the server's first answer already carries the page's
// markup, so a visitor on a slow phone reads it before any JavaScript has run. The same route table, components and
// query options as the browser render it; their API calls go to the server's own app in-process, with the
// visitor's cookie, so the markup shows exactly what that visitor may see. The browser then renders over it with
// the same data (sent along as dehydrated query state), so nothing is fetched twice and nothing changes on screen.
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { routes, serverRenderingOf } from '@client/app/router';
import { RenderedConsent } from '@client/features/analytics/consent';
import { viewerQueryOptions } from '@client/features/auth/api/viewer-query';
import { ApiError, setApiTransport, type ApiTransport } from '@client/lib/api-client';
import { configureSite } from '@client/lib/site';

export interface PageRequest {
  /** Path and query of the page, e.g. `/job/board-chair-acme`. */
  url: string;
  /** Answers the API calls the page makes while rendering (the server's own app, with the visitor's cookie). */
  fetchApi: (request: Request) => Promise<Response>;
  /** Whether the visitor's cookie holds an analytics choice: without one the page carries the consent banner. */
  consentChosen: boolean;
}

export interface RenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The query cache the markup was rendered from; the browser starts from it. */
  state: DehydratedState;
}

/** A page for signed-in visitors asked for by someone who is not: the server sends them to sign in instead. */
export interface PageRedirect {
  /** The page they asked for, to come back to once signed in. */
  signInThenReturnTo: string;
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

/** The page at `path` from the route table, and how the server renders it (undefined: the plain shell). */
function findPage(path: string) {
  const deepest = matchRoutes(routes, path)?.at(-1);
  const rendering = deepest && serverRenderingOf(deepest.route);
  if (!deepest || !rendering) return undefined;
  // The catch-all route is the 404 page: a path the application has no page for.
  const status: 200 | 404 = deepest.route.path === '*' ? 404 : 200;
  return { rendering, params: deepest.params, status };
}

export interface PageDescription {
  serverRendered: boolean;
  status: 200 | 404;
  cachedUnder?: 'jobs' | 'advisors';
  signedInOnly?: boolean;
  startsAtOnce?: boolean;
}

/**
 * What the server does with `path` (cheap: no rendering), as the route table declares it: whether it renders it,
 * its HTTP status (404 for a path the application has no page for, so crawlers hear it too), the content its
 * anonymous markup is cached under, and whether only signed-in visitors may have it.
 */
export function describePage(path: string): PageDescription {
  const page = findPage(path);
  if (!page) return { serverRendered: false, status: 200 };
  const { cachedUnder, signedInOnly = false, startsAtOnce = false } = page.rendering;
  return { serverRendered: true, status: page.status, cachedUnder, signedInOnly, startsAtOnce };
}

/** The page's markup and data, where to send the visitor instead, or undefined where the path is not rendered. */
export async function renderPage(request: PageRequest): Promise<RenderedPage | PageRedirect | undefined> {
  const url = new URL(request.url, ORIGIN);
  const page = findPage(url.pathname);
  if (!page) return undefined;
  const { rendering, params } = page;

  return requestScope.run(request.fetchApi, async () => {
    // No retries: a failed query leaves its screen in the loading state, and the browser asks again.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all([
      queryClient.prefetchQuery(viewerQueryOptions()),
      rendering.prefetch?.(queryClient, params),
    ]);
    if (rendering.signedInOnly && !queryClient.getQueryData(viewerQueryOptions().queryKey)?.user) {
      return { signInThenReturnTo: `${url.pathname}${url.search}` };
    }
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
    // Prerendered, not streamed (decision 018): the page's data is already here, so there is nothing to stream
    // ahead of; the whole document is what the response cache stores; and a boundary streamed apart would be
    // revealed by an inline script, which the Content-Security-Policy blocks. Waits for every lazy part; any error
    // fails the render (the caller serves the plain shell) instead of shipping a page that silently switches to
    // client rendering.
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <RenderedConsent value={request.consentChosen ? 'declined' : 'unknown'}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </RenderedConsent>,
      // One piece: a boundary above the default chunk size would be sent apart and revealed by an inline script.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    if (errors.length > 0) throw new AggregateError(errors, `Rendering ${url.pathname} failed`);
    const state = dehydrate(queryClient);
    queryClient.clear();
    return { html, state };
  });
}
