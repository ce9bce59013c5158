import { useParams } from 'react-router';
import { PublicAdvisorPage } from '@client/features/advisor-profile/components/public-advisor-page';

export default function PublicAdvisor() {
  const { slugOrId = '' } = useParams();
  // Keyed by the parameter so moving between two advisors starts from a clean page.
  return <PublicAdvisorPage key={slugOrId} slugOrId={slugOrId} />;
}
