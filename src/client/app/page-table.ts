// The parts the route table (router.tsx) is written with (decisions 025, 054). A page is declared once, by one `page()`
// entry inside one `area()`: how the server serves it. Beside it, found by the page's name, are its route module
// `routes/<name>.tsx` (the screen, and the head tags it declares) and, when the screen reads data, its loader
// `routes/<name>.loader.ts` (the queries fetched before the screen renders). The browser's router, the server's
// renderer and response cache, the head builder, the preload hints and the bundle-size check all read these
// declarations.
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createContext,
  redirect,
  RouterContextProvider,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { DocumentHead } from '@shared/document-head';
import { viewerQueryOptions } from '@client/features/auth/api/viewer-query';
import { guardRedirect, type Guard } from './area-guards';

export type Params = Record<string, string | undefined>;

/** What a page's head builder reads: the data its loader fetched (by the feature's query keys) and the site. */
export interface PageHeadArgs {
  params: Params;
  client: QueryClient;
  site: { name: string; origin: string };
}
/** A route module's `head` export: the page's head tags, from the data its loader fetched. */
export type PageHead = (args: PageHeadArgs) => DocumentHead | undefined;

/** A module of src/client/app/routes: the screen as its default export, optionally the page's head tags. */
export interface RouteModule {
  default: ComponentType;
  head?: PageHead;
}

/** Any of a feature's `queryOptions(...)`: the loader fetches with exactly what the screen's hooks read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of any data type; only the key and fetcher are used
type AnyQueryOptions = UseQueryOptions<any, any, any, any>;

/** Where a page may be opened: public, or behind the spec's guards (area-guards.ts). */
export type Area = 'public' | 'signed-in' | 'advisor' | 'company';

/**
 * A page's loader: the queries the screen's components read, besides the viewer (its area's loader has it), as the
 * feature's own query options. Fetched in parallel by the page's loader before the screen renders. The export
 * `queries` of `routes/<name>.loader.ts`; it imports the query options on demand (`await import(...)`) so the
 * loaders add no feature code to the browser's first download.
 */
export type PageQueries = (args: { params: Params; search: URLSearchParams }) => Promise<AnyQueryOptions[]>;

/** How the route table declares a page: where it may be opened comes from its `area()`, its loader from its name. */
export interface PageOptions {
  /** The server sends this page's markup (decision 012); every other page is sent as the application shell. */
  serverRendered?: boolean;
  /** The content its anonymous markup shows: anonymous views are cached under that content's counter (011). */
  cachedUnder?: 'jobs' | 'advisors';
  /**
   * The application starts as soon as the page has arrived, not on the visitor's first sign of use (decision 013):
   * the page acts by itself (the sign-in callback, the checkout return) or is a form whose typing the application
   * must see from the first key.
   */
  startsAtOnce?: boolean;
}

/** A page as the route table declares it; `handle.page` of its route. */
export interface PageDeclaration extends PageOptions {
  /** Its loader (`routes/<name>.loader.ts`), if the screen reads data. */
  queries?: PageQueries;
  /** Its route module as the build manifest names it, e.g. `app/routes/public-job.tsx`. */
  module: string;
  /** Loads the route module (its chunk). */
  load: () => Promise<RouteModule>;
  area: Area;
}

// Every route module, each its own chunk. The table names a page's module once; this is how it is loaded.
const routeModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);
// Every page's loader, in the application's own chunk (not the screen's): a navigation starts the loader's queries
// at once, in parallel with the download of the route module (decision 025). Each is a few lines that import the
// feature's query options on demand.
const loaders = import.meta.glob<PageQueries>('./routes/*.loader.ts', { eager: true, import: 'queries' });

/** The names of the pages that have a loader (`routes/<name>.loader.ts`): the table must declare each of them. */
export const loaderNames = () =>
  Object.keys(loaders).map((key) => key.replace('./routes/', '').replace('.loader.ts', ''));

// The query client the loaders fetch into: the browser's one, or the server render's own per request.
const queryClientContext = createContext<QueryClient>();

/** The router context that hands `client` to every loader (browser: getContext; server: requestContext). */
export function loaderContextFor(client: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, client);
  return context;
}

const queryClientOf = (context: unknown) => (context as RouterContextProvider).get(queryClientContext);

/**
 * A change of the query string within one page (a filter, a page of results) is the screen's own business: its
 * queries follow the URL and keep the previous answer on screen meanwhile. Re-running the loaders would hold the
 * new URL back until the data has arrived, so typing in a filter would lag.
 */
const notOnSearchChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/**
 * Fetches what the screen reads, all at once. A failure is left in the cache for the screen to show (its error
 * state, a retry, the redirect an error code asks for): tried once here, so a failing server does not hold the
 * navigation through the retries.
 */
async function fetchAll(client: QueryClient, options: AnyQueryOptions[]) {
  await Promise.allSettled(options.map((option) => client.ensureQueryData({ ...option, retry: false })));
}

/** What a page's loader fetches, without its area's guard: what its head tags are built from. */
export async function fetchPageQueries(
  client: QueryClient,
  { queries }: Pick<PageDeclaration, 'queries'>,
  args: { params: Params; search: URLSearchParams },
) {
  if (queries) await fetchAll(client, await queries(args));
}

/**
 * A page whose route module is `src/client/app/routes/<name>.tsx` and whose loader, if the screen reads data, is
 * `src/client/app/routes/<name>.loader.ts`. The area sets `handle.page.area`.
 */
export function page(name: string, path: string | { index: true }, options: PageOptions = {}): RouteObject {
  const key = `./routes/${name}.tsx`;
  const load = routeModules[key];
  if (!load) throw new Error(`No route module ${key} for the route table.`);
  const queries = loaders[`./routes/${name}.loader.ts`];
  const declaration: Omit<PageDeclaration, 'area'> = {
    ...options,
    ...(queries && { queries }),
    module: `app/routes/${name}.tsx`,
    load,
  };
  return {
    ...(typeof path === 'string' ? { path } : { index: true }),
    lazy: async () => ({ Component: (await load()).default }),
    ...(queries && {
      loader: async ({ context, params, request }: LoaderFunctionArgs) => {
        const search = new URL(request.url).searchParams;
        await fetchPageQueries(queryClientOf(context), declaration, { params, search });
        return null;
      },
      shouldRevalidate: notOnSearchChange,
    }),
    handle: { page: declaration },
  };
}

/**
 * A layout route whose loader resolves the viewer and applies `guard` before any page inside renders: a visitor
 * who may not be here is redirected by the loader, so no screen renders a guard of its own. Runs in parallel with
 * the pages' loaders (no waterfall: viewer, then profile, then page data).
 */
function guarded(guard: Guard, children: RouteObject[]): RouteObject {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs) => {
      const client = queryClientOf(context);
      if (guard === 'public') {
        // Only the header reads it here: any answer will do, and a failure leaves the header signed out.
        await client.ensureQueryData(viewerQueryOptions()).catch(() => undefined);
        return null;
      }
      // A fresh answer (a saved company profile invalidates it): the guard decides on it.
      const viewer = await client.fetchQuery(viewerQueryOptions());
      const url = new URL(request.url);
      const to = guardRedirect(guard, viewer, `${url.pathname}${url.search}`);
      if (to) throw redirect(to);
      return null;
    },
    shouldRevalidate: notOnSearchChange,
    children,
  };
}

const inArea = (area: Area, route: RouteObject): RouteObject => {
  const declared = pageOf(route);
  return {
    ...route,
    ...(declared && { handle: { page: { ...declared, area } } }),
    ...(route.children && { children: route.children.map((child) => inArea(area, child)) }),
  } as RouteObject;
};

/** One area of the site: its pages, behind its guard. */
export const area = (name: Area, children: RouteObject[]): RouteObject =>
  guarded(
    name,
    children.map((child) => inArea(name, child)),
  );

/** Company pages that need a completed company profile (spec part 2: the guard for company pages). */
export const withCompletedCompanyProfile = (children: RouteObject[]): RouteObject =>
  guarded('completed-company-profile', children);

/** The page a route declares, if it is one. */
export const pageOf = (route: { handle?: unknown }): PageDeclaration | undefined =>
  (route.handle as { page?: PageDeclaration } | undefined)?.page;
