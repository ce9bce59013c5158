// The load generator of `npm run bench:load`, run as its own process so it never shares an event loop with the
// server it measures. Reads one scenario as JSON (argv[2]), drives it with autocannon, and prints one JSON line:
// requests/s, latency percentiles (p50/p95/p99 from every response's time, since autocannon's summary has no p95)
// and the status codes seen.
import autocannon from 'autocannon';

/**
 * @type {{ url: string, paths: string[], method?: string, headers?: Record<string, string>, body?: string,
 *   connections: number, seconds: number, warmupSeconds?: number }}
 */
const scenario = JSON.parse(process.argv[2] ?? '{}');

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
      },
    ],
  });
  const times = [];
  const statuses = {};
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!record) return;
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  return new Promise((resolve, reject) =>
    instance.once('done', (result) =>
      result ? resolve({ result, times, statuses }) : reject(new Error('no result')),
    ),
  );
}

if (scenario.warmupSeconds) await run(scenario.warmupSeconds, false);
const { result, times, statuses } = await run(scenario.seconds, true);
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
  }),
);
