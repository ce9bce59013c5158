// The server's side of page rendering (decision 012). The renderer itself is client code (src/client/ssr), built by
// `vite build --ssr` into dist/ssr; the server loads it at start-up when it is there and otherwise serves the
// plain application shell, as it does in API-only tests and development without a build.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface RenderedPage {
  html: string;
  state: unknown;
}

/** The contract of src/client/ssr/render-page.tsx. */
export interface PageRenderer {
  /** Whether the path is rendered (a public page, or the 404 page), and its status (404 for no such page). */
  describePage: (path: string) => { serverRendered: boolean; status: 200 | 404 };
  renderPage: (request: {
    url: string;
    fetchApi: (request: Request) => Promise<Response>;
  }) => Promise<RenderedPage | undefined>;
  configureRenderer: (site: { name: string; supportEmail: string; origin: string }) => void;
}

export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}
