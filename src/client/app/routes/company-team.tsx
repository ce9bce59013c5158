import { TeamPage } from '@client/features/company-team/components/team-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /company/team: the company's colleagues, invitations, assignments and audit log (decision 048). */
export default function CompanyTeamScreen() {
  usePageTitle('Team');
  return <TeamPage />;
}
