// Answers are compressed for clients that accept it — br first, then gzip — and decode to exactly the plain answer;
// small answers and clients that accept neither get the body as it is.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createJobs } from '@tests/factories';
import { useTestApp } from '../setup/test-app';
import { signedInAdvisor } from './company-test-helpers';

describe('response compression', () => {
  const t = useTestApp();

  it('compresses a signed-in JSON answer as br or gzip, identical once decoded', async () => {
    await createJobs(t.database.db, 10);
    const { client } = await signedInAdvisor(t);
    const fetchWith = async (acceptEncoding?: string) => {
      const res = await t.app.request('/api/jobs', {
        headers: {
          cookie: client.cookieHeader,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      const encoding = res.headers.get('content-encoding');
      const text = (
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString('utf8');
      return { res, encoding, text, size: bytes.length };
    };
    const plain = await fetchWith();
    expect(plain.encoding).toBeNull();
    expect(JSON.parse(plain.text).items).toHaveLength(10);
    const br = await fetchWith('gzip, deflate, br');
    const gzip = await fetchWith('gzip');
    expect([br.encoding, gzip.encoding]).toEqual(['br', 'gzip']);
    expect(br.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    expect(br.size).toBeLessThan(plain.size / 2);
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.res.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ db: 'ok' });
  });
});
