// The shape of the session pool written by prepare-database.ts before the server starts and read by
// session-pool.ts in the journeys. Imports nothing from Playwright: prepare-database runs in plain Node.

/** A strong password the server's strength check accepts. */
export const STRONG_PASSWORD = 'Quiet-Harbour-Lantern-41';

/** Fresh users per role; a run uses about 30 advisors and 12 companies, the rest is headroom. */
export const POOL_SIZE = { advisor: 60, company: 30 } as const;

export interface PooledUser {
  email: string;
  password: string;
  /** The session row's token; the cookie carries it signed with AUTH_SECRET. */
  token: string;
}

/** The seeded demo logins (src/server/features/demo/demo-seed.ts) by the name the journeys use for them. */
export const DEMO_EMAILS = {
  advisor: 'advisor@boardly.example',
  company: 'company@boardly.example',
  /** An advisor with an active annual plan. */
  subscriber: 'subscriber@boardly.example',
} as const;
export type DemoUser = keyof typeof DEMO_EMAILS;

export type SessionPool = Record<keyof typeof POOL_SIZE, PooledUser[]> & {
  /** A session token per demo login: any number of tests may share it. */
  demo: Record<DemoUser, string>;
};
