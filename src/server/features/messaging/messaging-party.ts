// Who converses for the caller (decision 048, updated): an advisor for themselves; a company member for the
// company, whose conversations are one shared inbox keyed by its account (`threads.company_user_id`, as its
// positions are). Every thread, unread count and block of the company side is read and written through the account;
// the person stays the sender of what they write. Members whose role does not include the conversations (the
// interviewer) are refused (403).
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { COMPANY_TEAM_MESSAGES, conversationPartyOf } from '../../lib/company-actor';
import { requireUser } from '../../middleware/session';

type Reader = Pick<Db, 'select'>;

export interface MessagingParty {
  /** The person signed in: the sender of what they write, the reader of their own bell. */
  user: SessionUser;
  /** Whose conversations these are: the advisor, or the company's account. */
  partyId: string;
  side: 'advisor' | 'company';
}

export async function requireMessagingParty(db: Reader, actor: SessionUser | null): Promise<MessagingParty> {
  const user = requireUser(actor);
  const partyId = await conversationPartyOf(db, user);
  if (!partyId) throw forbidden(COMPANY_TEAM_MESSAGES.forbidden.messages);
  return { user, partyId, side: user.role === 'company' ? 'company' : 'advisor' };
}
