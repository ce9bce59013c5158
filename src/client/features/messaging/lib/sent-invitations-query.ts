// The sent-invitations page's query, read from its URL (job_id, status, page: the names the applicants page uses).
import {
  INVITATION_STATUSES,
  type InvitationStatus,
  type SentInvitationsQuery,
} from '@shared/schemas/messaging';

const isStatus = (value: string | null): value is InvitationStatus =>
  (INVITATION_STATUSES as readonly string[]).includes(value ?? '');

/** The page's query from the URL (the same names as the applicants page: job_id, status, page). */
export function readSentInvitationsQuery(params: URLSearchParams): SentInvitationsQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    ...(params.get('job_id') ? { jobId: params.get('job_id')! } : {}),
    ...(isStatus(status) ? { status } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
