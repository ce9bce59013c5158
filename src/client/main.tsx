import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles/app.css';

// The Content-Security-Policy forbids eval; without `jitless`, zod probes `new Function` on its first object parse
// and the browser reports a CSP violation. zod reads its settings from this global (what `z.config()` writes);
// setting it directly keeps zod out of the entry chunk (importing `config` costs 4 kB). The XSS corpus journey fails
// on any CSP violation, so a zod upgrade that moved this setting would be caught.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// A server-rendered page (decision 012) sends the data its markup was made from: start from the same answers.
const serverState = document.getElementById('server-state')?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);
const router = createAppRouter();
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // The server's markup stays on screen until the first render replaces it with the same page: wait for the
  // screen's code, then render in a transition, in small slices that leave the main thread free for input.
  void routerReady(router).then(() => startTransition(() => createRoot(root).render(app)));
} else {
  createRoot(root).render(app);
}
