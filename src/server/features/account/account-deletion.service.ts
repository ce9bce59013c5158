// Deleting an account: the password again and the typed confirmation; then renewals stop at Stripe (before anything
// is deleted, so a payment-provider failure leaves the account as it was), the user row goes (the database cascades
// to sessions, sign-in methods, profiles, positions and the applications to them, applications, subscriptions,
// match runs; page views are kept without the user), and every file stored under the user's id is removed.
import { eq } from 'drizzle-orm';
import { ACCOUNT_SETTINGS_MESSAGES, type DeleteAccount } from '@shared/schemas/account-settings';
import type { SessionUser } from '../../app-env';
import { user, verification } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import { clearFailedSignIns } from '../auth/sign-in-guard.service';
import type { BillingDeps } from '../billing/billing-deps';
import { cancelAllAutoRenewals } from '../billing/subscription.service';
import type { AccountSettingsDeps } from './password-change.service';
import { requireCurrentPassword } from './reauthenticate.service';

export interface AccountDeletionDeps extends AccountSettingsDeps {
  storage: Storage;
  billing: Pick<BillingDeps, 'db' | 'env' | 'logger' | 'stripe' | 'clock'>;
}

export async function deleteMyAccount(
  deps: AccountDeletionDeps,
  { actor, password }: DeleteAccount & { actor: SessionUser | null },
): Promise<{ ok: true; filesRemoved: number }> {
  const viewer = requireUser(actor);
  await requireCurrentPassword(deps.db, {
    userId: viewer.id,
    email: viewer.email,
    password,
    field: 'password',
    now: deps.clock.now(),
    maxFailures: deps.maxPasswordFailures,
  });

  try {
    await cancelAllAutoRenewals(deps.billing, { userId: viewer.id });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_PROVIDER_ERROR') {
      throw new AppError('PAYMENT_PROVIDER_ERROR', ACCOUNT_SETTINGS_MESSAGES.renewalNotCancelled);
    }
    throw error;
  }

  await deps.db.transaction(async (tx) => {
    // Password-reset links name the user in `value`; e-mail links are signed tokens that die with the user row.
    await tx.delete(verification).where(eq(verification.value, viewer.id));
    await tx.delete(user).where(eq(user.id, viewer.id));
  });
  await clearFailedSignIns(deps.db, { email: viewer.email });

  // After the commit, every file under the user's id goes — also uploads no row points at any more (a logo uploaded
  // but never saved). A storage failure now is only logged: the rows are gone and nothing links to the files.
  let filesRemoved = 0;
  try {
    filesRemoved = await deps.storage.deleteAllOf(viewer.id);
  } catch (error) {
    deps.logger.error('account: stored files not removed after deletion', {
      userId: viewer.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  deps.logger.info('account: deleted', { userId: viewer.id, filesRemoved });
  return { ok: true, filesRemoved };
}
