// Public images (avatars, badges, logos) by their server-generated key. Resumes are never served here.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../lib/app-error';
import { advisorAsSeenBy, isConfidential } from '../notifications/identity';

const PUBLIC_KINDS = new Set(['photos', 'badges', 'logos']);
const NAME_PATTERN = /^[A-Za-z0-9_-]{8,80}\.(webp|png|jpg|jpeg)$/;
const OWNER_PATTERN = /^[0-9a-f-]{36}$/;

export const fileRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/:kind/:owner/:name', async (c) => {
    const { kind, owner, name } = c.req.param();
    if (!PUBLIC_KINDS.has(kind) || !OWNER_PATTERN.test(owner) || !NAME_PATTERN.test(name)) {
      throw new AppError('NOT_FOUND', 'File not found.');
    }
    // A confidential advisor's photo and badge show their face and name: only they and the companies they are
    // revealed to get them (decision 044); anyone else gets the same 404 as a missing file.
    const confidential = kind !== 'logos' && (await isConfidential(deps.db, owner));
    if (confidential) {
      const viewer = c.get('user');
      const allowed =
        viewer?.id === owner ||
        (viewer?.role === 'company' && (await advisorAsSeenBy(deps.db, viewer.id, owner)).revealed);
      if (!allowed) throw new AppError('NOT_FOUND', 'File not found.');
    }
    const file = await deps.storage.get(`${kind}/${owner}/${name}`);
    if (!file) throw new AppError('NOT_FOUND', 'File not found.');
    // Keys are unique per upload, so a file never changes under its URL.
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': confidential ? 'private, no-store' : 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
