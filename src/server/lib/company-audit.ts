// The company's audit log (issue #33, decision 048): who changed which application, note, rating, position or
// colleague, and when. Written with the change itself, on the same transaction, so a change that rolls back leaves
// no entry and an entry never lacks its change. Owners and admins read it (features/company-team).
import type { Db } from '../db/client';
import { companyAuditLog } from '../db/schema';

export type CompanyAuditAction =
  | 'application.status'
  | 'application.note'
  | 'application.rating'
  | 'position.created'
  | 'position.edited'
  | 'position.opened'
  | 'position.closed'
  | 'position.assigned'
  | 'position.unassigned'
  | 'team.invited'
  | 'team.joined'
  | 'team.role'
  | 'team.removed'
  | 'team.ownership';

export interface CompanyAuditEntry {
  action: CompanyAuditAction;
  subjectType: 'application' | 'position' | 'member';
  subjectId?: string | null;
  subjectLabel?: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/** The member who made the change: their company and who they are. */
export interface AuditActor {
  company: { id: string };
  user: { id: string; email: string };
}

export async function recordCompanyChange(
  tx: Pick<Db, 'insert'>,
  actor: AuditActor,
  entry: CompanyAuditEntry,
): Promise<void> {
  await tx.insert(companyAuditLog).values({
    companyId: actor.company.id,
    actorUserId: actor.user.id,
    actorEmail: actor.user.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    subjectLabel: entry.subjectLabel ?? '',
    detail: entry.detail ?? {},
    createdAt: entry.at,
  });
}
