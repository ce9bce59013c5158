// Response compression on libuv's thread pool. hono/compress pipes every body through a web CompressionStream on
// the main thread, which under load was one of the largest costs of an API answer; node:zlib's async functions do
// the same work on a worker thread while the event loop serves other requests. Brotli (at a quality cheap enough
// for per-request use) when the client accepts it, else gzip. Bodies are buffered: every compressible answer here
// is a JSON or HTML document of at most a few hundred kB (files are served uncompressed, as images and PDFs).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { chooseEncoding } from '../lib/response-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this a compressed answer saves less than its headers and the work cost. */
const THRESHOLD_BYTES = 1024;

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      [204, 206, 304].includes(res.status) ||
      res.headers.has('Content-Encoding') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    const headers = new Headers(res.headers);
    if (!vary || !/accept-encoding/i.test(vary))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    let sent: Buffer = body;
    if (body.length >= THRESHOLD_BYTES && encoding !== 'identity') {
      sent =
        encoding === 'br'
          ? await brotli(body, {
              // Told the size, the encoder fits its window and tables to the body instead of its 4 MB default: the
              // same bytes out, 0.18 instead of 0.31 ms of CPU for a 2.8 kB answer (decision 057).
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gzipAsync(body, { level: 6 });
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(sent.length));
    c.res = new Response(new Uint8Array(sent), { status: res.status, statusText: res.statusText, headers });
    // Hono copies the replaced answer's headers onto the new one; these three describe the new body.
    for (const name of ['Content-Length', 'Content-Encoding', 'Vary']) {
      const value = headers.get(name);
      if (value) c.res.headers.set(name, value);
    }
  };
}
