// Run by the browser tests' global setup (`node --import tsx`), before the server's first start, on the embedded
// database the server will open: the demo data (the same seedDemoData the server runs on a first start), then a pool
// of confirmed users with a session each, written to E2E_SESSION_POOL. A journey that needs a new signed-in user
// claims one and sets its session cookie (session-pool.ts) instead of signing up over HTTP and waiting for the
// confirmation mail (decision 031). The full sign-up by mail stays in auth-sign-up.spec.ts, once per role.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { openDatabase } from '@server/db/client';
import { eq } from 'drizzle-orm';
import { companyProfiles, session, user } from '@server/db/schema';
import { seedDemoData } from '@server/features/demo/demo-seed';
import { createUser } from '@tests/factories';
import {
  DEMO_EMAILS,
  POOL_SIZE,
  STRONG_PASSWORD,
  type DemoUser,
  type PooledUser,
  type SessionPool,
} from './session-pool-file';

const dataDir = process.env.DATA_DIR;
const poolFile = process.env.E2E_SESSION_POOL;
if (!dataDir || !poolFile) throw new Error('prepare-database needs DATA_DIR and E2E_SESSION_POOL');

/** As long as better-auth's own sessions (src/server/lib/auth.ts: 14 days). */
const SESSION_DAYS = 14;

const database = await openDatabase({ dataDir });

/** A session row for `userId`; returns its token. */
async function writeSession(userId: string): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await database.db.insert(session).values({
    token,
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

try {
  await seedDemoData(database.db);
  const demo = {} as Record<DemoUser, string>;
  for (const [name, email] of Object.entries(DEMO_EMAILS) as [DemoUser, string][]) {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) throw new Error(`the demo seed has no ${email}`);
    demo[name] = await writeSession(row.id);
  }
  const pool: SessionPool = { advisor: [], company: [], demo };
  for (const role of ['advisor', 'company'] as const) {
    for (let n = 0; n < POOL_SIZE[role]; n++) {
      const created = await createUser(database.db, {
        email: `${role}.${n}@pool.example.com`,
        password: STRONG_PASSWORD,
        role,
      });
      // What better-auth's session hook does on a company's first confirmed sign-in (src/server/lib/auth.ts).
      if (role === 'company') await database.db.insert(companyProfiles).values({ userId: created.id });
      const entry: PooledUser = {
        email: created.email,
        password: STRONG_PASSWORD,
        token: await writeSession(created.id),
      };
      pool[role].push(entry);
    }
  }
  writeFileSync(poolFile, JSON.stringify(pool));
} finally {
  await database.close();
}
