// Throwaway databases on a PostgreSQL server, for the tests, the benchmarks and the crash drill. Many are created and
// dropped while autovacuum works, and its workers get in the way; both operations wait them out.
import pg from 'pg';

const retryDelayMs = 250;
const attempts = 20;

async function withAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

async function retrying(run: () => Promise<unknown>, retryable: (code: string | undefined) => boolean) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run();
      return;
    } catch (error) {
      if (attempt >= attempts || !retryable((error as { code?: string }).code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
  }
}

/**
 * Copying a database (template1 by default) needs it free of sessions: an autovacuum worker in it makes PostgreSQL
 * refuse (55006) after its own short wait, so try again.
 */
export const createDatabase = (adminUrl: string, name: string, template?: string) =>
  withAdmin(adminUrl, (admin) =>
    retrying(
      () => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
      (code) => code === '55006',
    ),
  );

/**
 * FORCE ends the other sessions in the database, and PostgreSQL 15 refuses that for an autovacuum worker (which runs
 * as no role) unless the caller has pg_signal_backend (granted by .ci/run). Without it, wait for the worker.
 */
export const dropDatabase = (adminUrl: string, name: string) =>
  withAdmin(adminUrl, (admin) =>
    retrying(
      () => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      // 42501: not allowed to end that session; 55006: still in use.
      (code) => code === '42501' || code === '55006',
    ),
  );

/** The connection string of database `name` on the server `adminUrl` names. */
export function databaseUrlOn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
