// The job list's "N open roles" total, remembered for a few seconds when it is large. Counting 100 000 matching
// rows costs milliseconds of database time on every request — more than the whole page query — and the public
// list is the busiest endpoint. A total of thousands that is a few seconds old is indistinguishable to a reader
// ("100 000 open roles" vs "100 001"), while small totals (a narrow filter, a young site, every test) stay exact
// because they are cheap to count and a difference would show. Each instance keeps its own copy: nothing another
// instance needs, and every copy converges within the time-to-live.

/** Totals at or above this are served from memory for up to `ttlMs`; below it every request counts. */
export const CACHED_TOTAL_MIN = 1_000;
const TTL_MS = 10_000;
/** A bound on distinct filter combinations kept, so odd queries cannot grow memory without limit. */
const MAX_ENTRIES = 500;

interface Entry {
  total: Promise<number>;
  at: number;
}

export function createJobTotalsCache({ ttlMs = TTL_MS }: { ttlMs?: number } = {}) {
  const entries = new Map<string, Entry>();
  return {
    /** The total for `key`: remembered when large and fresh, else counted (one count in flight per key). */
    async get(key: string, now: number, count: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      if (entry && now - entry.at < ttlMs) {
        const total = await entry.total.catch(() => undefined);
        if (total !== undefined && total >= CACHED_TOTAL_MIN) return total;
      }
      const total = count();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { total, at: now });
      total.catch(() => entries.delete(key));
      return total;
    },
  };
}

export type JobTotalsCache = ReturnType<typeof createJobTotalsCache>;
