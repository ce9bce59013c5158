// Public images (avatars, badges, logos) by their server-generated key. Resumes are never served here.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';

const PUBLIC_KINDS = new Set(['photos', 'badges', 'logos']);
const NAME_PATTERN = /^[A-Za-z0-9_-]{8,80}\.(webp|png|jpg|jpeg)$/;
const OWNER_PATTERN = /^[0-9a-f-]{36}$/;

export const fileRoutes = (deps: AppDeps) =>
  new Hono().get('/:kind/:owner/:name', async (c) => {
    const { kind, owner, name } = c.req.param();
    if (!PUBLIC_KINDS.has(kind) || !OWNER_PATTERN.test(owner) || !NAME_PATTERN.test(name)) {
      throw new AppError('NOT_FOUND', 'File not found.');
    }
    const file = await deps.storage.get(`${kind}/${owner}/${name}`);
    if (!file) throw new AppError('NOT_FOUND', 'File not found.');
    // Keys are unique per upload, so a file never changes under its URL.
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
