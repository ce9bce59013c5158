// Passwords are hashed with argon2id (OWASP's minimum: 19 MiB memory, 2 iterations), not the auth library default.
import { hash, verify } from '@node-rs/argon2';

// `algorithm: 2` is Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed match, not a server error.
    return false;
  }
}
