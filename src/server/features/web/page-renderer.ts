// The server's side of page rendering (decisions 012, 025). The renderer itself is client code (src/client/ssr),
// built by `vite build --ssr` into dist/ssr, because the route table it reads is the client's; the server loads it at
// start-up when it is there and otherwise serves the plain application shell, as it does in API-only tests and
// development without a build.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { DocumentHead } from '@shared/document-head';
import type { ContentName } from '../../lib/content-version';

export interface RenderedPage {
  /** The page's markup and the data it was rendered from; undefined: send the plain shell with the head. */
  markup?: { html: string; state: unknown };
  /** The head tags the page's route declares. */
  head?: DocumentHead;
  /** Milliseconds spent loading the page's data and rendering it (sent as Server-Timing). */
  timing: { loadMs: number; renderMs?: number };
}

/** The page's area guard sent the visitor elsewhere (e.g. a signed-in page asked for by someone signed out). */
export interface PageRedirect {
  redirectTo: string;
}

/** How the route table (src/client/app/router.tsx) says a path is served. */
export interface PageDescription {
  /** Whether the path is rendered (a page the route table marks so, or the 404 page). */
  serverRendered: boolean;
  /** 404 for a path the application has no page for. */
  status: 200 | 404;
  /** The page's route module as the build manifest names it (`app/routes/<name>.tsx`), for its preload hints. */
  module?: string;
  /** The content an anonymous view shows: such views are cached under its counter. */
  cachedUnder?: ContentName;
  /** Behind a guard: anyone without a session is sent to sign in without a render. */
  signedInOnly: boolean;
  /** The application starts as soon as the page arrives instead of on first use (decision 013). */
  startsAtOnce: boolean;
}

/** One page of the route table, as the build tools read it. */
export interface ListedPage {
  path: string;
  module: string;
  area: 'public' | 'signed-in' | 'advisor' | 'company';
  serverRendered?: boolean;
  cachedUnder?: ContentName;
  startsAtOnce?: boolean;
}

/** The contract of src/client/ssr/render-page.tsx. */
export interface PageRenderer {
  describePage: (path: string) => PageDescription;
  listPages: () => ListedPage[];
  renderPage: (request: {
    url: string;
    fetchApi: (request: Request) => Promise<Response>;
    consentChosen: boolean;
  }) => Promise<RenderedPage | PageRedirect | undefined>;
  /** The page's head tags alone (its data fetched, nothing rendered), for the plain shell. */
  renderHead: (request: {
    url: string;
    fetchApi: (request: Request) => Promise<Response>;
  }) => Promise<DocumentHead | undefined>;
  configureRenderer: (site: { name: string; supportEmail: string; origin: string }) => void;
}

export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}
