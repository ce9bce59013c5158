// The real page renderer (src/client/ssr/render-page.tsx, which reads the client's route table) for integration
// tests, configured as the server configures it, and a client directory with a minimal index.html to render into.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageRenderer } from '@server/features/web/page-renderer';

// Loaded by name: a static import would pull the client's browser-typed modules into the server's type check.
const RENDERER_MODULE = '@client/ssr/render-page';

export async function loadTestRenderer<Extra = object>(): Promise<PageRenderer & Extra> {
  const renderer = (await import(RENDERER_MODULE)) as PageRenderer & Extra;
  renderer.configureRenderer({
    name: 'Boardly',
    supportEmail: 'help@boardly.example',
    origin: 'http://localhost:3000',
  });
  return renderer;
}

/** A built client's stand-in: an index.html with a default title and description, and an empty root. */
export function testClientDir(): string {
  const clientDir = mkdtempSync(join(tmpdir(), 'boardly-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Boardly</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
  );
  return clientDir;
}
