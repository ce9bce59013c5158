// The load generator of `npm run bench:load`, run as its own process so it never shares an event loop with the
// server it measures. Reads one scenario as JSON (argv[2]), drives it with autocannon, and prints one JSON line:
// requests/s, latency percentiles (p50/p95/p99 from every response's time, since autocannon's summary has no p95),
// the status codes seen, and how many pages came as the plain shell instead of rendered.
import autocannon from 'autocannon';

/**
 * @type {{ url: string, paths: string[], method?: string, headers?: Record<string, string>, body?: string,
 *   connections: number, seconds: number, warmupSeconds?: number }}
 */
const scenario = JSON.parse(process.argv[2] ?? '{}');
/** The header a page served as the plain shell carries (src/server/features/web/web.routes.ts, SHELL_HEADER). */
const SHELL_HEADER = 'x-page-served-as';

function run(seconds, record) {
  let next = 0;
  const instance = autocannon({
    url: scenario.url,
    connections: scenario.connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method ?? 'GET',
        headers: scenario.headers ?? {},
        body: scenario.body,
        // Rotate through the given paths so a page is not the same cached row every time.
        setupRequest: (request) => ({ ...request, path: scenario.paths[next++ % scenario.paths.length] }),
        onResponse: (_status, _body, _context, headers) => {
          if (!record) return;
          for (const name in headers)
            if (name.toLowerCase() === SHELL_HEADER && headers[name] === 'shell') shells++;
        },
      },
    ],
  });
  const times = [];
  const statuses = {};
  let shells = 0;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!record) return;
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  return new Promise((resolve, reject) =>
    instance.once('done', (result) =>
      result ? resolve({ result, times, statuses, shells }) : reject(new Error('no result')),
    ),
  );
}

if (scenario.warmupSeconds) await run(scenario.warmupSeconds, false);
const { result, times, statuses, shells } = await run(scenario.seconds, true);
times.sort((a, b) => a - b);
const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.total / (result.duration || scenario.seconds),
    requests: result.requests.total,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: times.at(-1) ?? NaN,
    errors: result.errors + result.timeouts,
    statuses,
    shells,
  }),
);
