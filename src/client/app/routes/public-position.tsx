import { useParams } from 'react-router';
import { PositionResponsiveness } from '@client/features/hiring/components/position-responsiveness';
import { PublicPositionPage } from '@client/features/jobs/components/public-position-page';
import { positionQueryOptions } from '@client/features/jobs/api/jobs-queries';
import { positionHead } from '@client/features/jobs/lib/job-head';
import type { PageHead } from '../page-table';

export const head: PageHead = ({ client, params, site }) =>
  positionHead(client.getQueryData(positionQueryOptions(params.jobId ?? '').queryKey), site);

export default function PublicPositionScreen() {
  const { jobId = '' } = useParams();
  return <PublicPositionPage key={jobId} jobId={jobId} extras={<PositionResponsiveness jobId={jobId} />} />;
}
