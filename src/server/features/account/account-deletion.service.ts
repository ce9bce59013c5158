// Deleting an account: the password again and the typed confirmation; then renewals stop at Stripe (before anything
// is deleted, so a payment-provider failure leaves the account as it was), the user row goes (the database cascades
// to sessions, sign-in methods, profiles, positions and the applications to them, applications, subscriptions,
// match runs; page views are kept without the user), and the files the user uploaded are removed from storage.
import { eq } from 'drizzle-orm';
import { ACCOUNT_SETTINGS_MESSAGES, type DeleteAccount } from '@shared/schemas/account-settings';
import type { SessionUser } from '../../app-env';
import { companyProfiles, jobs, profiles, user, verification } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertSafeKey, type Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import { clearFailedSignIns } from '../auth/sign-in-guard.service';
import type { BillingDeps } from '../billing/billing-deps';
import { cancelAllAutoRenewals } from '../billing/subscription.service';
import type { AccountSettingsDeps } from './password-change.service';
import { requireCurrentPassword } from './reauthenticate.service';

export interface AccountDeletionDeps extends AccountSettingsDeps {
  storage: Storage;
  billing: Pick<BillingDeps, 'db' | 'env' | 'logger' | 'stripe' | 'now'>;
}

/** `/files/<key>` of an upload this user owns, as a storage key; anything else (a pasted URL) is not ours. */
function ownedKeyOf(url: string | null, userId: string): string | null {
  if (!url?.startsWith('/files/')) return null;
  const key = url.slice('/files/'.length);
  return key.split('/')[1] === userId ? key : null;
}

/** Every stored file the account's rows point at: profile photo, résumé, badge, company and position logos. */
async function findOwnedFileKeys(deps: AccountDeletionDeps, userId: string): Promise<string[]> {
  const [advisor, company, positionLogos] = await Promise.all([
    deps.db.query.profiles.findFirst({
      where: eq(profiles.id, userId),
      columns: { photoKey: true, resumeKey: true, badgeKey: true },
    }),
    deps.db.query.companyProfiles.findFirst({
      where: eq(companyProfiles.userId, userId),
      columns: { logoUrl: true },
    }),
    deps.db.select({ logoUrl: jobs.logoUrl }).from(jobs).where(eq(jobs.postedBy, userId)),
  ]);
  const keys = [
    advisor?.photoKey,
    advisor?.resumeKey,
    advisor?.badgeKey,
    ownedKeyOf(company?.logoUrl ?? null, userId),
    ...positionLogos.map((row) => ownedKeyOf(row.logoUrl, userId)),
  ];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string' && key.length > 0))];
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
    now: deps.now(),
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

  const fileKeys = await findOwnedFileKeys(deps, viewer.id);
  await deps.db.transaction(async (tx) => {
    // Password-reset links name the user in `value`; e-mail links are signed tokens that die with the user row.
    await tx.delete(verification).where(eq(verification.value, viewer.id));
    await tx.delete(user).where(eq(user.id, viewer.id));
  });
  await clearFailedSignIns(deps.db, { email: viewer.email });

  // After the commit: a file that cannot be removed now is only logged (its rows are gone, nothing links to it).
  let filesRemoved = 0;
  for (const key of fileKeys) {
    try {
      assertSafeKey(key);
      await deps.storage.delete(key);
      filesRemoved += 1;
    } catch (error) {
      deps.logger.error('account: stored file not removed after deletion', {
        userId: viewer.id,
        key,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  deps.logger.info('account: deleted', { userId: viewer.id, filesRemoved });
  return { ok: true, filesRemoved };
}
