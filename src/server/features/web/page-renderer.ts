// The server's side of page rendering (decision 012). The renderer itself is client code (src/client/ssr), built by
// `vite build --ssr` into dist/ssr; the server loads it at start-up when it is there and otherwise serves the
// plain application shell, as it does in API-only tests and development without a build.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ContentName } from '../../lib/content-version';

export interface RenderedPage {
  html: string;
  state: unknown;
}

/** A signed-in page asked for by someone who is not signed in. */
export interface PageRedirect {
  signInThenReturnTo: string;
}

/** How the route table (src/client/app/router.tsx) says a path is served. */
export interface PageDescription {
  /** Whether the path is rendered (a page the route table marks so, or the 404 page). */
  serverRendered: boolean;
  /** 404 for a path the application has no page for. */
  status: 200 | 404;
  /** The content an anonymous view shows: such views are cached under its counter. */
  cachedUnder?: ContentName;
  /** Only for signed-in visitors: anyone else is sent to sign in. */
  signedInOnly?: boolean;
  /** The application starts as soon as the page arrives instead of on first use (decision 013). */
  startsAtOnce?: boolean;
}

/** The contract of src/client/ssr/render-page.tsx. */
export interface PageRenderer {
  describePage: (path: string) => PageDescription;
  renderPage: (request: {
    url: string;
    fetchApi: (request: Request) => Promise<Response>;
    consentChosen: boolean;
  }) => Promise<RenderedPage | PageRedirect | undefined>;
  configureRenderer: (site: { name: string; supportEmail: string; origin: string }) => void;
}

export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}
