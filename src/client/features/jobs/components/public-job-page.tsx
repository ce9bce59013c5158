import { Navigate } from 'react-router';
import type { PublicJob } from '@shared/schemas/jobs';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { usePublicJob } from '../api/jobs-queries';
import type { JobViewer } from './job-apply-button';
import { PublicJobDetails } from './public-job/public-job-details';
import { PublicJobHero } from './public-job/public-job-hero';
import { PublicJobSkeleton } from './public-job/public-job-skeleton';

/** `/job/{idOrSlug}`: a public, active role; works signed out. Anything else goes to /404. */
export function PublicJobPage({ idOrSlug, viewer }: { idOrSlug: string; viewer: JobViewer }) {
  const query = usePublicJob(idOrSlug);
  usePageTitle(query.data ? `${query.data.title} at ${query.data.companyName}` : undefined);

  if (query.isPending) return <PublicJobSkeleton />;
  if (query.isError) return <Navigate to={paths.notFound()} replace />;
  return <PublicJobView job={query.data} viewer={viewer} />;
}

function PublicJobView({ job, viewer }: { job: PublicJob; viewer: JobViewer }) {
  return (
    <main id="main">
      <PublicJobHero job={job} viewer={viewer} />
      <PublicJobDetails job={job} viewer={viewer} />
    </main>
  );
}
