// The pieces of the public read cache on their own: batched version reads never answer a caller with a read that
// started before it asked; encodings follow Accept-Encoding; the cache stays within its bounds.
import { describe, expect, it } from 'vitest';
import { batchReads } from '@server/lib/content-version';
import { chooseEncoding, createResponseCache } from '@server/lib/response-cache';
import { createVersionedMemo } from '@server/lib/versioned-memo';

function controllableReads() {
  const pending: { started: number; resolve: (v: number) => void }[] = [];
  let clock = 0;
  return {
    read: () => new Promise<number>((resolve) => pending.push({ started: clock, resolve })),
    pending,
    tick: () => ++clock,
  };
}

describe('batched content-version reads', () => {
  it('shares one read among callers that arrive while another is running, started after they arrived', async () => {
    const db = controllableReads();
    const version = batchReads(db.read);
    const first = version();
    expect(db.pending).toHaveLength(1);
    db.tick(); // a write commits, then three requests arrive while the first read is on the wire
    const late = [version(), version(), version()];
    expect(db.pending).toHaveLength(1);
    db.pending[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    // One new read for the three, started after they arrived (clock 1), so it sees the write.
    expect(db.pending).toHaveLength(2);
    expect(db.pending[1]!.started).toBe(1);
    db.pending[1]!.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    // Idle again: the next caller starts its own read at once.
    void version();
    expect(db.pending).toHaveLength(3);
  });

  it('recovers after a failed read', async () => {
    let calls = 0;
    const version = batchReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection reset');
      return 7;
    });
    const failed = version();
    const waiting = version();
    await expect(failed).rejects.toThrow('connection reset');
    expect(await waiting).toBe(7);
  });
});

describe('response encodings', () => {
  it('prefers br, then gzip, honours q=0 and wildcards', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
  });
});

const entry = (version: number, size: number) => ({
  version,
  status: 200,
  headers: [] as [string, string][],
  identity: new Uint8Array(size),
  gzip: new Uint8Array(0),
  br: new Uint8Array(0),
});

describe('response cache bounds', () => {
  it('drops an entry of another version and the least recently used beyond its limits', () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', entry(1, 10));
    cache.set('b', entry(1, 10));
    expect(cache.get('a', 2)).toBeUndefined();
    cache.set('a', entry(2, 10));
    cache.get('b', 1); // b is now the most recently used
    cache.set('c', entry(2, 10));
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    cache.set('big', entry(2, 95));
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    cache.set('huge', entry(2, 1000));
    expect(cache.get('huge', 2)).toBeUndefined();
  });
});

describe('versioned memo', () => {
  it('loads once per key and version, and forgets a failed load', async () => {
    const memo = createVersionedMemo<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo('k', 1, load), memo('k', 1, load)])).toEqual([1, 1]);
    expect(await memo('k', 2, load)).toBe(2);
    await expect(memo('x', 2, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await memo('x', 2, load)).toBe(3);
  });
});
