// A cache of whole public responses, already compressed: a hit costs no database query (beyond the content
// version), no serialization and no compression. Entries are keyed by what the response depends on plus the
// content version it was built at (content-version.ts), so a committed change is never served stale. Only
// responses that are the same for every visitor may go in; bounded by entries and bytes, least recently used first.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

declare module 'hono' {
  interface ContextVariableMap {
    /** Set through `doNotCache`: this answer must not be stored, though its status says it could be. */
    doNotCache: boolean;
    /** The content version `cachedByVersion` read for this request; unset when the request is not cacheable. */
    cacheVersion: number;
  }
}

/**
 * Tells `cachedByVersion` not to store this request's answer: a stand-in served instead of the real answer (the
 * plain shell while the renderer is busy) must not be what every later visitor gets until the content changes.
 * A context variable rather than a marker header, so nothing of it can reach the client.
 */
export const doNotCache = (c: Context): void => c.set('doNotCache', true);

interface CachedResponse {
  version: number;
  status: number;
  headers: [string, string][];
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export function createResponseCache({
  // Bytes are the bound that matters; entries are cheap. A public page is kept as well as the API answer it was
  // rendered from (and, while the renderer is busy, its plain shell), so a few thousand pages need several entries each.
  maxEntries = 10_000,
  maxBytes = 64 * 1024 * 1024,
}: ResponseCacheOptions = {}) {
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  const sizeOf = (entry: CachedResponse) => entry.identity.length + entry.gzip.length + entry.br.length;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  };
  return {
    get(key: string, version: number): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        remove(key);
        return undefined;
      }
      // Re-inserting moves the key to the end of the Map's order: the front is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: CachedResponse) {
      remove(key);
      const size = sizeOf(entry);
      if (size > maxBytes) return;
      entries.set(key, entry);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q > 0): br, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

async function capture(res: Response, version: number): Promise<CachedResponse> {
  const identity = new Uint8Array(await res.arrayBuffer());
  // Server-Timing describes the render of this one answer: a copy from the cache took none.
  const headers = [...res.headers.entries()].filter(
    ([name]) => !['content-length', 'content-encoding', 'vary', 'server-timing'].includes(name),
  );
  // On libuv's thread pool, not the event loop: a page and its API answer are compressed on every cache miss, and
  // a burst of first views would otherwise take that time from every other request.
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  return {
    version,
    status: res.status,
    headers,
    identity,
    gzip: new Uint8Array(gzipped),
    br: new Uint8Array(brotli),
  };
}

function respond(entry: CachedResponse, acceptEncoding: string | undefined): Response {
  const encoding = chooseEncoding(acceptEncoding);
  const headers = new Headers(entry.headers);
  headers.set('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  const body = entry[encoding];
  headers.set('Content-Length', String(body.length));
  return new Response(body, { status: entry.status, headers });
}

/** Stores `res` under `key` at `version`, and answers it from the stored (compressed) entry. */
async function keep(
  cache: ResponseCache,
  key: string,
  res: Response,
  version: number,
  acceptEncoding: string | undefined,
): Promise<Response> {
  const entry = await capture(res, version);
  cache.set(key, entry);
  return respond(entry, acceptEncoding);
}

/**
 * `build()`'s answer, kept under `key` at `version` and served from there while the version holds (only a 200 is
 * kept). For a handler that serves a second, stand-in answer for its path apart from the one `cachedByVersion`
 * keeps, such as a page's plain shell while the renderer is busy.
 */
export async function cachedAnswer(
  c: Context,
  { cache, key, version }: { cache: ResponseCache; key: string; version: number },
  build: () => Promise<Response>,
): Promise<Response> {
  const acceptEncoding = c.req.header('Accept-Encoding');
  const hit = cache.get(key, version);
  if (hit) return respond(hit, acceptEncoding);
  const res = await build();
  if (res.status !== 200 || version < 0) return res;
  return keep(cache, key, res, version, acceptEncoding);
}

/**
 * Serves a route from the cache when `keyOf` names an entry (undefined: not cacheable, e.g. a signed-in caller)
 * and stores its 200 answers, unless the handler called `doNotCache`. Security headers set by outer middleware are
 * added after this runs, as on any answer.
 */
export function cachedByVersion(
  cache: ResponseCache,
  version: () => Promise<number>,
  keyOf: (c: Context) => string | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.method === 'GET' ? keyOf(c) : undefined;
    if (key === undefined) return next();
    const current = await version();
    c.set('cacheVersion', current);
    const hit = cache.get(key, current);
    if (hit) {
      c.res = respond(hit, c.req.header('Accept-Encoding'));
      return;
    }
    await next();
    if (c.res.status !== 200 || current < 0 || c.get('doNotCache')) return;
    const answer = await keep(cache, key, c.res, current, c.req.header('Accept-Encoding'));
    c.res = answer;
    // Hono copies the replaced answer's headers onto the new one; these describe the new body.
    for (const name of ['Content-Length', 'Content-Encoding', 'Vary']) {
      const value = answer.headers.get(name);
      if (value) c.res.headers.set(name, value);
    }
  };
}
