// Server render time per page, for `npm run bench:load` (issue #15): each page is requested one at a time, so no
// render waits for another or is shed, and the server's own Server-Timing header says how long the page's loaders
// (its data, through the API in-process) and React's prerender took. The requests carry a session (except /auth,
// which is rendered for every request), so the response cache of anonymous pages never answers them.

export interface RenderTimedPage {
  name: string;
  /** One path per request (several: each is a first view), or one path asked for every time. */
  paths: string[];
  headers: Record<string, string>;
}

export interface RenderTimes {
  name: string;
  samples: number;
  load: { p50: number; p95: number };
  render: { p50: number; p95: number };
}

const SAMPLES = 30;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
};

/** `load;dur=3.1, render;dur=9.8` → { load: 3.1, render: 9.8 } */
function parseServerTiming(header: string | null): Record<string, number> {
  const timings: Record<string, number> = {};
  for (const part of (header ?? '').split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(part);
    if (match) timings[match[1]!] = Number(match[2]);
  }
  return timings;
}

export async function measureRenderTimes(base: string, pages: RenderTimedPage[]): Promise<RenderTimes[]> {
  const results: RenderTimes[] = [];
  for (const page of pages) {
    // One request first, not counted: the first render of a route compiles its code path.
    await (await fetch(base + page.paths[0]!, { headers: page.headers })).text();
    const loads: number[] = [];
    const renders: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const path = page.paths[(i + 1) % page.paths.length]!;
      const res = await fetch(base + path, { headers: page.headers });
      await res.text();
      const timing = parseServerTiming(res.headers.get('server-timing'));
      if (res.status !== 200 || timing.render === undefined) {
        throw new Error(
          `${path} was not rendered (status ${res.status}, Server-Timing "${res.headers.get('server-timing')}")`,
        );
      }
      loads.push(timing.load ?? NaN);
      renders.push(timing.render);
    }
    results.push({
      name: page.name,
      samples: SAMPLES,
      load: { p50: percentile(loads, 0.5), p95: percentile(loads, 0.95) },
      render: { p50: percentile(renders, 0.5), p95: percentile(renders, 0.95) },
    });
  }
  return results;
}

/** The Markdown rows for docs/benchmarks.md. */
export function renderTimeTable(results: RenderTimes[]): string[] {
  const ms = (value: number) => value.toFixed(1);
  return [
    '| page | samples | data (loaders) p50 / p95 ms | React prerender p50 / p95 ms |',
    '| --- | --: | --: | --: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.samples} | ${ms(r.load.p50)} / ${ms(r.load.p95)} | ${ms(r.render.p50)} / ${ms(r.render.p95)} |`,
    ),
  ];
}
