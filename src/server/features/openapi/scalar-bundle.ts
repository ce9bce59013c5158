// Scalar's API reference renderer, served from our own origin: the strict CSP allows scripts only from 'self', so
// the browser build of @scalar/api-reference is read from node_modules (never a CDN) and compressed once.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../../lib/response-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The single-file browser build (no follow-up chunk requests); the package exports no path to it, so it is found beside its entry. */
function standaloneBundlePath() {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(entry), 'browser', 'standalone.js');
}

export type ScalarBundle = Record<Encoding, Buffer>;

let loading: Promise<ScalarBundle> | undefined;

/** Read and compressed on first use (a few MB; most processes never serve the reference page). */
export function loadScalarBundle(): Promise<ScalarBundle> {
  loading ??= (async () => {
    const identity = await readFile(standaloneBundlePath());
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gz };
  })();
  return loading;
}
