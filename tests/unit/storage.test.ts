// One contract for both storage drivers. The S3 driver runs against the AWS SDK's own mock of S3Client
// (aws-sdk-client-mock) backed by an in-memory bucket: the SDK boundary, not our code, is replaced.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, type Storage } from '@server/lib/storage';

function s3Backed(): Storage {
  const bucket = new Map<string, { body: Buffer; type?: string }>();
  const client = new S3Client({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
  });
  const mock = mockClient(client);
  mock
    .on(PutObjectCommand)
    .callsFake((input: { Key: string; Body: Buffer; ContentType?: string; Bucket: string }) => {
      expect(input.Bucket).toBe('boardly-test');
      bucket.set(input.Key, { body: Buffer.from(input.Body), type: input.ContentType });
      return {};
    });
  mock.on(GetObjectCommand).callsFake((input: { Key: string }) => {
    const object = bucket.get(input.Key);
    if (!object) throw new NoSuchKey({ message: 'missing', $metadata: {} });
    // The SDK's streaming body exposes transformToByteArray(); that is all the driver reads.
    return {
      Body: { transformToByteArray: async () => new Uint8Array(object.body) } as never,
      ContentType: object.type,
    };
  });
  mock.on(DeleteObjectCommand).callsFake((input: { Key: string }) => {
    bucket.delete(input.Key);
    return {};
  });
  // Pages of two keys, so the driver must follow continuation tokens; as in S3, a token marks the last key listed
  // (not an offset), so deleting a page before asking for the next one skips nothing.
  mock.on(ListObjectsV2Command).callsFake((input: { Prefix: string; ContinuationToken?: string }) => {
    const after = input.ContinuationToken ?? '';
    const rest = [...bucket.keys()].filter((k) => k.startsWith(input.Prefix) && k > after).sort();
    const page = rest.slice(0, 2);
    return {
      Contents: page.map((Key) => ({ Key, LastModified: new Date() })),
      IsTruncated: rest.length > page.length,
      NextContinuationToken: rest.length > page.length ? page.at(-1) : undefined,
    };
  });
  mock.on(DeleteObjectsCommand).callsFake((input: { Delete: { Objects: { Key: string }[] } }) => {
    for (const object of input.Delete.Objects) bucket.delete(object.Key);
    return {};
  });
  return createS3Storage(
    { bucket: 'boardly-test', region: 'eu-west-1', accessKeyId: 'x', secretAccessKey: 'y' },
    client,
  );
}

const drivers: [string, () => Storage][] = [
  ['local disk', () => createLocalStorage(mkdtempSync(join(tmpdir(), 'boardly-storage-')))],
  ['S3-compatible', s3Backed],
];

const key = 'photos/0b5e4f0e-3a43-4b7e-9b1a-6a2b8a5f2c11/abc123def456.webp';

describe.each(drivers)('%s storage', (_name, make) => {
  it('stores, reads back and deletes a file', async () => {
    const storage = make();
    await storage.put(key, Buffer.from('image bytes'), 'image/webp');
    expect(await storage.get(key)).toEqual({ data: Buffer.from('image bytes'), contentType: 'image/webp' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("deletes every file of one owner, of every kind, and nobody else's", async () => {
    const storage = make();
    const owner = '0b5e4f0e-3a43-4b7e-9b1a-6a2b8a5f2c11';
    const other = '7d1c2a90-5b1e-4c3f-8e2a-1f0b9c8d7e6a';
    const mine = [
      `photos/${owner}/aaaaaaaa1.webp`,
      `photos/${owner}/aaaaaaaa2.webp`,
      `photos/${owner}/aaaaaaaa3.webp`,
      `resumes/${owner}/bbbbbbbb1.pdf`,
      `logos/${owner}/cccccccc1.webp`,
    ];
    const theirs = [`photos/${other}/dddddddd1.webp`, `badges/${other}/eeeeeeee1.png`];
    for (const k of [...mine, ...theirs]) await storage.put(k, Buffer.from(k), 'application/octet-stream');

    expect(await storage.deleteAllOf(owner)).toBe(mine.length);
    for (const k of mine) expect(await storage.get(k)).toBeNull();
    for (const k of theirs) expect((await storage.get(k))?.data.toString()).toBe(k);
    expect(await storage.deleteAllOf(owner)).toBe(0);
    await expect(storage.deleteAllOf('../etc')).rejects.toThrow(/Unsafe storage owner/);
  });

  it('lists every stored file of every kind with when it was written, across listing pages', async () => {
    const storage = make();
    const owner = '0b5e4f0e-3a43-4b7e-9b1a-6a2b8a5f2c11';
    const keys = [
      `photos/${owner}/aaaaaaaa1.webp`,
      `photos/${owner}/aaaaaaaa2.webp`,
      `photos/${owner}/aaaaaaaa3.webp`,
      `resumes/${owner}/bbbbbbbb1.pdf`,
      `logos/${owner}/cccccccc1.webp`,
    ];
    const before = Date.now() - 1000;
    for (const k of keys) await storage.put(k, Buffer.from(k), 'application/octet-stream');
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual([...keys].sort());
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('answers null for a missing file', async () => {
    expect(await make().get(key.replace('abc', 'zzz'))).toBeNull();
  });

  it('refuses keys it did not generate (path traversal, odd characters)', async () => {
    const storage = make();
    for (const bad of ['../../etc/passwd', 'photos/../secret.png', 'photos/x/y.png', '/abs/path.png']) {
      await expect(storage.put(bad, Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
