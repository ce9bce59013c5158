import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A real round trip to the database; any failure (closed pool, server down) reads as 'down'. */
export async function checkDatabase(db: Db): Promise<'ok' | 'down'> {
  try {
    await db.execute(sql`select 1`);
    return 'ok';
  } catch {
    return 'down';
  }
}
