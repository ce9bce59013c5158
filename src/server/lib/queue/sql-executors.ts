// The two ways pg-boss reaches our database besides its own PostgreSQL pool (decision 016):
// - the embedded PGlite client, which is one in-process connection shared with Drizzle;
// - a Drizzle database or transaction, so a job is inserted in the same transaction as the change that causes it.
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What pg-boss calls for every statement (its `db` option and the per-call `{ db }` option). */
export interface SqlExecutor {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * PGlite: parameterised statements go through `query`; pg-boss's schema set-up and maintenance send several
 * statements in one text (BEGIN … COMMIT, no parameters), which only `exec` accepts. PGlite runs both exclusively,
 * after any open Drizzle transaction has finished, so the queue never runs inside someone else's transaction.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        // The answer is the last statement that returned rows (a COMMIT after a SELECT returns none).
        const withRows = results.filter((result) => result.fields.length > 0);
        return { rows: (withRows.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (error) {
        // A failed statement inside the text's own BEGIN leaves the shared connection in an aborted transaction;
        // end it, or every later query of the app would fail.
        if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** `$1`, `$2`… in pg-boss's text become Drizzle parameters, in order (a repeated `$n` repeats the value). */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
    } else {
      chunks.push(sql`${values[Number(part) - 1] ?? null}`);
    }
  });
  return sql.join(chunks);
}

/**
 * A Drizzle database or transaction as a pg-boss executor: `queue.send(…, { db: drizzleExecutor(tx) })` inserts the
 * job in `tx`, so it exists exactly when the change that caused it was committed.
 */
export function drizzleExecutor(db: Pick<Db, 'execute'>): SqlExecutor {
  return {
    executeSql: async (text, values = []) => {
      const result = await db.execute<Record<string, unknown>>(toDrizzleSql(text, values));
      return { rows: result.rows };
    },
  };
}
