// Users with a credential account, as sign-up would create them (shared by tests, e2e and the demo seed).
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { account, user } from '@server/db/schema';
import { hashPassword } from '@server/lib/password';
import type { Role } from '@shared/constants';

export interface CreateUserInput {
  email?: string;
  password?: string;
  role?: Role;
  name?: string;
  emailVerified?: boolean;
}

export const DEFAULT_TEST_PASSWORD = 'Correct-Horse-Battery-9';

// argon2id at production cost takes tens of milliseconds of CPU, and suites create hundreds of users with the same
// few passwords: each password is hashed once per process and its hash reused. The hash still verifies through the
// real argon2 check at sign-in; only the salt is shared between these fixture accounts (decision 019).
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createUser(db: Db, input: CreateUserInput = {}) {
  const email = (input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const [row] = await db
    .insert(user)
    .values({
      email,
      name: input.name ?? '',
      role: input.role ?? 'advisor',
      emailVerified: input.emailVerified ?? true,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  await db.insert(account).values({
    userId: row.id,
    accountId: row.id,
    providerId: 'credential',
    password: await hashOnce(input.password ?? DEFAULT_TEST_PASSWORD),
  });
  return row;
}
