import type { PageView } from '@shared/schemas/auth';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema';
import { getAccess } from '../billing/access.service';

/**
 * Stores one page view. The client only sends these after the visitor accepted analytics. Role and plan come
 * from the session, not from the request body, so they cannot be forged.
 */
export async function createPageView(
  db: Db,
  { actor, view, now }: { actor: SessionUser | null; view: PageView; now: Date },
) {
  const plan = actor ? ((await getAccess(db, { userId: actor.id, now })).plan ?? 'free') : 'free';
  await db.insert(pageViews).values({
    path: view.path,
    search: view.search,
    role: actor?.role ?? null,
    plan,
    userId: actor?.id ?? null,
  });
}
