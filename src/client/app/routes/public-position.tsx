import { useParams } from 'react-router';
import { PublicPositionPage } from '@client/features/jobs/components/public-position-page';

export default function PublicPositionScreen() {
  const { jobId = '' } = useParams();
  return <PublicPositionPage key={jobId} jobId={jobId} />;
}
