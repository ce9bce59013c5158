import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/queue/job-queue';

/** A real round trip to the database; any failure (closed pool, server down) reads as 'down'. */
export async function checkDatabase(db: Db): Promise<'ok' | 'down'> {
  try {
    await db.execute(sql`select 1`);
    return 'ok';
  } catch {
    return 'down';
  }
}

/** The queue's backlog for monitoring; null when it cannot be read (the answer then says nothing about it). */
export async function readJobQueueHealth(queue: JobQueue) {
  try {
    const stats = await queue.stats();
    return { backlog: stats.backlog, oldestReadySeconds: stats.oldestReadySeconds, dead: stats.dead };
  } catch {
    return null;
  }
}
