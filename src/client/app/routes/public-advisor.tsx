import { useParams } from 'react-router';
import { PublicAdvisorPage } from '@client/features/advisor-profile/components/public-advisor-page';
import { publicAdvisorQueryOptions } from '@client/features/advisor-profile/api/advisor-profile-queries';
import { advisorHead } from '@client/features/advisor-profile/lib/advisor-head';
import type { PageHead } from '../page-table';

export const head: PageHead = ({ client, params, site }) =>
  advisorHead(client.getQueryData(publicAdvisorQueryOptions(params.slugOrId ?? '').queryKey), site);

export default function PublicAdvisor() {
  const { slugOrId = '' } = useParams();
  // Keyed by the parameter so moving between two advisors starts from a clean page.
  return <PublicAdvisorPage key={slugOrId} slugOrId={slugOrId} />;
}
