// Sending an invitation and saying what will happen (issue #29): the advisor always gets it in the app, and by e-mail
// only as their invitation mail setting says. The answer carries that setting's effect, so the company's toast says
// only what is true ("in the app", "by e-mail", "in their daily digest") and the client never guesses.
import type { InvitationSent } from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import { getEmailModes, type NotifyDeps } from '../notifications/notify.service';
import { createInvitation } from './invitations.service';

export async function sendInvitation(
  deps: NotifyDeps,
  args: { actor: SessionUser | null; input: { jobId: string; advisorId: string; note: string } },
): Promise<InvitationSent> {
  const invitation = await createInvitation(deps, args);
  // Read after the invitation was made with notify (which read the same setting): a change in between is a race
  // the advisor won, and the next invitation says it.
  const modes = await getEmailModes(deps.db, invitation.advisorId);
  return { ...invitation, delivery: { inApp: true, email: modes.invitation } };
}
