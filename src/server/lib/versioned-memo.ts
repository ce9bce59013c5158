// Remembers query results per key for one content version (content-version.ts): the job list's total and pages
// are the same for every reader until a job changes, so counting 100 000 rows or reading a page again is wasted
// work until then. Simultaneous misses share one query; a failed query is forgotten. Bounded, oldest first.

interface Entry<T> {
  version: number;
  value: Promise<T>;
}

export function createVersionedMemo<T>({ maxEntries = 1_000 }: { maxEntries?: number } = {}) {
  const entries = new Map<string, Entry<T>>();
  return (key: string, version: number, load: () => Promise<T>): Promise<T> => {
    const entry = entries.get(key);
    if (entry && entry.version === version) return entry.value;
    const value = load();
    entries.delete(key);
    if (version >= 0) {
      entries.set(key, { version, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    }
    return value;
  };
}

export type VersionedMemo<T> = ReturnType<typeof createVersionedMemo<T>>;
