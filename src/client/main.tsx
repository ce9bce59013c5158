import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/app.css';

// The Content-Security-Policy forbids eval; without `jitless`, zod probes `new Function` on its first object parse
// and the browser reports a CSP violation. zod reads its settings from this global (what `z.config()` writes);
// setting it directly keeps zod out of the entry chunk (importing `config` costs 4 kB). The XSS corpus journey fails
// on any CSP violation, so a zod upgrade that moved this setting would be caught.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
