import { SentInvitationsPage } from '@client/features/messaging/components/sent-invitations-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /company/invitations?job_id=&status=&page=: the invitations the company sent (the area's loader applied the guard). */
export default function CompanyInvitationsScreen() {
  usePageTitle('Invitations sent');
  return <SentInvitationsPage />;
}
