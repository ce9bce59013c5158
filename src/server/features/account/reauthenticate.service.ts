// Sensitive changes (password, e-mail, deleting the account) ask for the password again: a stolen or forgotten-open
// session alone must not be enough. Wrong answers count towards the same per-account lock as failed sign-ins, so the
// settings forms cannot be used to guess the password either.
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_SETTINGS_MESSAGES } from '@shared/schemas/account-settings';
import type { Db } from '../../db/client';
import { account } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { clearFailedSignIns, getSignInLockSeconds, recordFailedSignIn } from '../auth/sign-in-guard.service';

export interface ReauthenticateInput {
  userId: string;
  email: string;
  password: string;
  /** Which form field the password was typed into, for the error shown under it. */
  field: string;
  now: Date;
  maxFailures: number;
}

/** Resolves with the credential account's id when the password is right; throws WRONG_PASSWORD otherwise. */
export async function requireCurrentPassword(
  db: Db,
  input: ReauthenticateInput,
): Promise<{ accountId: string }> {
  const lockSeconds = await getSignInLockSeconds(db, {
    email: input.email,
    now: input.now,
    max: input.maxFailures,
  });
  if (lockSeconds > 0) {
    const minutes = Math.max(1, Math.ceil(lockSeconds / 60));
    throw new AppError(
      'RATE_LIMITED',
      `Too many wrong passwords for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(lockSeconds) },
    );
  }

  const credential = await db.query.account.findFirst({
    where: and(eq(account.userId, input.userId), eq(account.providerId, 'credential')),
    columns: { id: true, password: true },
  });
  const matches =
    credential?.password != null &&
    (await verifyPassword({ hash: credential.password, password: input.password }));
  if (!credential || !matches) {
    await recordFailedSignIn(db, { email: input.email, now: input.now });
    throw new AppError('WRONG_PASSWORD', ACCOUNT_SETTINGS_MESSAGES.wrongPassword, [
      { path: input.field, message: ACCOUNT_SETTINGS_MESSAGES.wrongPassword },
    ]);
  }
  await clearFailedSignIns(db, { email: input.email });
  return { accountId: credential.id };
}
