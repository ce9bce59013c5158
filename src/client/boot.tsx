// Starts the application: main.tsx loads this module (decision 012).
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadDialogParts } from './components/ui/deferred-dialog';
import { CONSENT_BANNER_SELECTOR, RenderedConsent } from '@client/features/analytics/consent';
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
const router = createAppRouter(queryClient);
// Hydration starts from the consent state the markup was rendered with: with the banner, or with a choice made.
const renderedConsent = document.querySelector(CONSENT_BANNER_SELECTOR) ? 'unknown' : 'declined';
let markCommitted!: () => void;
const committed = new Promise<void>((resolve) => (markCommitted = resolve));
// Its effect runs once the first render (or hydration) of the whole tree is on the page, handlers attached.
function Committed() {
  useEffect(markCommitted, []);
  return null;
}
const app = (
  <StrictMode>
    <RenderedConsent value={renderedConsent}>
      <App queryClient={queryClient} router={router} />
    </RenderedConsent>
    <Committed />
  </StrictMode>
);

/**
 * Settles once the application owns the page: hydrated, every handler attached (main.tsx holds a button pressed before
 * that, and presses it again now).
 */
export let hydrated: Promise<void> = Promise.resolve();
if (root.hasChildNodes()) {
  // Hydrate once the screen's code is here: the markup stays and React takes it over, in a transition: small slices
  // that leave the main thread free for the visitor's input (an event on a part not yet hydrated makes React hydrate
  // that part at once). A difference (a date formatted in this browser's time zone) is not an error: React renders
  // that part again.
  hydrated = routerReady(router)
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error) =>
            console.warn('Part of the page was rendered again in the browser:', error),
        });
      }),
    )
    .then(() => committed);
} else {
  // Rendered once the screen's code is here too: before that the router has nothing to show (and warns so).
  void routerReady(router).then(() => createRoot(root).render(app));
}

// The dialogs' code (the header's menu on a phone, Share, …) is loaded once the page is the application's and the
// browser is idle, so the first tap on a dialog's trigger opens it in one render instead of waiting for a download.
const preloadDialogs = () => void preloadDialogParts();
void committed.then(() =>
  'requestIdleCallback' in window ? requestIdleCallback(preloadDialogs) : setTimeout(preloadDialogs, 200),
);
