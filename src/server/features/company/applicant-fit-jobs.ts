// The application-fits job (decision 030): scores stored fits made stale by a profile or position edit, a new
// application, or a new engine version. Queued in the transaction of each such edit, and once after every start.
import type { AppDeps } from '../../app-deps';
import { markOutdatedFits, refreshStaleFits } from './applicant-fit';

export async function workApplicantFits(deps: Pick<AppDeps, 'db' | 'logger' | 'queue'>) {
  await deps.queue.work(
    'application-fits',
    async ({ afterStart }) => {
      const outdated = afterStart ? await markOutdatedFits(deps.db) : 0;
      const scored = await refreshStaleFits(deps.db);
      if (outdated > 0 || scored > 0) deps.logger.info('applicant fits scored', { outdated, scored });
    },
    { pollingIntervalSeconds: 30 },
  );
  // The backfill of the migration and the fits of an older engine: scored in the background after every start.
  await deps.queue.send('application-fits', { afterStart: true });
}
