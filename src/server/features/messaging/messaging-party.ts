// Who converses for the caller (decision 048, updated): an advisor for themselves; a company member for the
// company, whose conversations are one shared inbox keyed by its account (`threads.company_user_id`, as its
// positions are). Every thread, unread count and block of the company side is read and written through the account;
// the person stays the sender of what they write. Members whose role does not include the conversations (the
// interviewer) are refused (403).
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { findCompanyMembership, requireCompanyPermission } from '../../lib/company-actor';
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
  if (user.role !== 'company') return { user, partyId: user.id, side: 'advisor' };
  // A company user without a profile yet has no conversations: their own id finds none.
  const membership = await findCompanyMembership(db, user.id);
  if (!membership) return { user, partyId: user.id, side: 'company' };
  requireCompanyPermission(membership, 'messages');
  return { user, partyId: membership.company.userId, side: 'company' };
}
