// Changing the e-mail address: the password again, a clear refusal for an address another account uses, then
// better-auth's change-email flow mails a link to the new address. The address changes only when that link is
// opened (GET /api/auth/verify-email); the old address is told about the request meanwhile.
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  type ChangeEmail,
  type EmailChangeRequested,
} from '@shared/schemas/account-settings';
import type { SessionUser } from '../../app-env';
import { user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth';
import { emailChangeNoticeMail } from '../../lib/mail-templates';
import type { JobQueue } from '../../lib/queue/job-queue';
import { enqueueMail } from '../../lib/queue/mail-jobs';
import { requireUser } from '../../middleware/session';
import type { AccountSettingsDeps } from './password-change.service';
import { requireCurrentPassword } from './reauthenticate.service';

/** Where the confirmation link lands; better-auth appends `&error=…` when the link is bad or expired. */
export const EMAIL_CHANGE_CALLBACK_PATH = '/settings?email=confirmed';

export interface EmailChangeDeps extends AccountSettingsDeps {
  auth: Auth;
  queue: JobQueue;
  siteName: string;
  supportEmail: string;
}

export async function requestEmailChange(
  deps: EmailChangeDeps,
  {
    actor,
    sessionHeaders,
    newEmail,
    currentPassword,
  }: ChangeEmail & {
    actor: SessionUser | null;
    /** The caller's request headers: better-auth finds the session to change in their cookie. */
    sessionHeaders: Headers;
  },
): Promise<EmailChangeRequested> {
  const viewer = requireUser(actor);
  if (newEmail === viewer.email) {
    throw new AppError('VALIDATION_FAILED', ACCOUNT_SETTINGS_MESSAGES.sameEmail, [
      { path: 'newEmail', message: ACCOUNT_SETTINGS_MESSAGES.sameEmail },
    ]);
  }
  await requireCurrentPassword(deps.db, {
    userId: viewer.id,
    email: viewer.email,
    password: currentPassword,
    field: 'currentPassword',
    now: deps.clock.now(),
    maxFailures: deps.maxPasswordFailures,
  });
  // better-auth answers an address in use with a silent success (to hide which addresses exist); sign-up already
  // says "User already exists", so a signed-in user who re-entered their password gets the plain reason instead.
  const taken = await deps.db.query.user.findFirst({
    where: eq(user.email, newEmail),
    columns: { id: true },
  });
  if (taken) {
    throw new AppError('USER_ALREADY_EXISTS', ACCOUNT_SETTINGS_MESSAGES.emailInUse, [
      { path: 'newEmail', message: ACCOUNT_SETTINGS_MESSAGES.emailInUse },
    ]);
  }

  await deps.auth.api.changeEmail({
    body: { newEmail, callbackURL: EMAIL_CHANGE_CALLBACK_PATH },
    headers: sessionHeaders,
  });
  // Queued like the link to the new address (better-auth's hook, lib/auth.ts): both go out when SMTP can take them.
  await enqueueMail(
    deps.queue,
    await emailChangeNoticeMail(viewer.email, deps.siteName, newEmail, deps.supportEmail),
  );
  deps.logger.info('account: e-mail change requested', { userId: viewer.id });
  return { ok: true, pendingEmail: newEmail };
}
