import { ResponsivenessLine } from '@client/components/job/responsiveness-line';
import { useResponsiveness } from '../api/hiring-queries';

/** A role's company responsiveness fetched by the role's id (a page or dialog that lacks it in its own data). */
export function PositionResponsiveness({ jobId }: { jobId: string }) {
  const query = useResponsiveness(jobId);
  return <ResponsivenessLine figures={query.data?.responsiveness} />;
}
