// Changing the password from the settings screen: the current password again, the same strength rule as sign-up,
// and every other signed-in device signed out (the one making the change stays signed in).
import { and, eq, ne } from 'drizzle-orm';
import type { ChangePassword, PasswordChanged } from '@shared/schemas/account-settings';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { account, session } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { hashPassword } from '../../lib/password';
import { findPasswordWeaknesses } from '../../lib/password-strength';
import { requireUser } from '../../middleware/session';
import { requireCurrentPassword } from './reauthenticate.service';
import type { Clock } from '../../lib/clock';

export interface AccountSettingsDeps {
  db: Db;
  logger: Logger;
  clock: Clock;
  /** Wrong passwords per account per hour before re-authentication is refused (shared with sign-in). */
  maxPasswordFailures: number;
}

export async function changePassword(
  deps: AccountSettingsDeps,
  {
    actor,
    sessionId,
    currentPassword,
    newPassword,
  }: ChangePassword & { actor: SessionUser | null; sessionId: string | null },
): Promise<PasswordChanged> {
  const viewer = requireUser(actor);
  const { accountId } = await requireCurrentPassword(deps.db, {
    userId: viewer.id,
    email: viewer.email,
    password: currentPassword,
    field: 'currentPassword',
    now: deps.clock.now(),
    maxFailures: deps.maxPasswordFailures,
  });
  // The rule sign-up uses, including "not similar to your e-mail address".
  const reasons = await findPasswordWeaknesses(newPassword, { email: viewer.email });
  if (reasons.length > 0) {
    throw new AppError(
      'WEAK_PASSWORD',
      reasons[0]!,
      reasons.map((message) => ({ path: 'newPassword', message })),
    );
  }

  const hash = await hashPassword(newPassword);
  const ended = await deps.db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: deps.clock.now() })
      .where(eq(account.id, accountId));
    const otherSessions = sessionId
      ? and(eq(session.userId, viewer.id), ne(session.id, sessionId))
      : eq(session.userId, viewer.id);
    return tx.delete(session).where(otherSessions).returning({ id: session.id });
  });
  deps.logger.info('account: password changed', { userId: viewer.id, otherSessionsEnded: ended.length });
  return { ok: true, otherSessionsEnded: ended.length };
}
