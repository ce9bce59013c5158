import { useParams } from 'react-router';
import { PublicJobPage } from '@client/features/jobs/components/public-job-page';
import { publicJobQueryOptions } from '@client/features/jobs/api/jobs-queries';
import { jobHead } from '@client/features/jobs/lib/job-head';
import type { PageHead } from '../page-table';
import { useViewer } from '../use-viewer';

export const head: PageHead = ({ client, params, site }) =>
  jobHead(client.getQueryData(publicJobQueryOptions(params.idOrSlug ?? '').queryKey), site);

export default function PublicJobScreen() {
  const { idOrSlug = '' } = useParams();
  const viewer = useViewer();
  // Keyed by the parameter so moving between two roles starts from a clean page.
  return (
    <PublicJobPage
      key={idOrSlug}
      idOrSlug={idOrSlug}
      viewer={{
        signedIn: viewer.user !== null,
        role: viewer.user?.role ?? null,
        isLoading: viewer.isLoading,
      }}
    />
  );
}
