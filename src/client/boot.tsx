// Starts the application: main.tsx loads this module (decision 012).
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { createQueryClient } from './lib/query-client';

// The Content-Security-Policy forbids eval; without `jitless`, zod probes `new Function` on its first object parse
// and the browser reports a CSP violation. zod reads its settings from this global (what `z.config()` writes);
// setting it directly keeps zod out of the entry chunk (importing `config` costs 4 kB). The XSS corpus journey fails
// on any CSP violation, so a zod upgrade that moved this setting would be caught.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// A server-rendered page (decision 012) sends the data its markup was made from: start from the same answers, so
// the first render matches the markup.
const serverState = document.getElementById('server-state')?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);
const router = createAppRouter();
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);

/**
 * Settles once the application owns the page: from then on it handles every event on it (main.tsx holds a button
 * pressed before that, and presses it again now).
 */
export let hydrated: Promise<void> = Promise.resolve();
if (root.hasChildNodes()) {
  // Hydrate once the screen's code is here: the markup stays and Preact (decision 014) attaches the handlers to it,
  // updating any text that came out differently here (a date formatted in this browser's time zone).
  hydrated = routerReady(router).then(() => {
    hydrateRoot(root, app);
  });
} else {
  // Rendered once the screen's code is here too: before that the router has nothing to show (and warns so).
  void routerReady(router).then(() => createRoot(root).render(app));
}
