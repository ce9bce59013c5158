// The application-fits job (decision 030): scores stored fits made stale by a profile or position edit, a new
// application, or a new engine version. Queued in the transaction of each such edit, and after a start that found
// something to score.
import type { AppDeps } from '../../app-deps';
import { hasStaleFits, markOutdatedFits, refreshStaleFits } from './applicant-fit';

/**
 * One refresh at a time across instances (policy singleton): a worker that looks while another instance runs one
 * is refused by pg-boss's fetch and waits this long before it looks again. At 30 s an edit's fits waited up to half
 * a minute after another instance's refresh; a look every 2 s is one indexed query.
 */
export const APPLICANT_FITS_WORK = { pollingIntervalSeconds: 2 };

export async function workApplicantFits(deps: Pick<AppDeps, 'db' | 'logger' | 'queue'>) {
  await deps.queue.work(
    'application-fits',
    async () => {
      const scored = await refreshStaleFits(deps.db);
      if (scored > 0) deps.logger.info('applicant fits scored', { scored });
    },
    APPLICANT_FITS_WORK,
  );
  await scoreFitsAfterStart(deps);
}

/**
 * After a start: fits of an older engine version become stale (one pass over the table), and the job is queued if
 * any fit is stale — those, the migration's backfill, or rows inserted by a seed. An up-to-date start queues nothing.
 */
export async function scoreFitsAfterStart(deps: Pick<AppDeps, 'db' | 'queue'>) {
  const outdated = await markOutdatedFits(deps.db);
  if (outdated > 0 || (await hasStaleFits(deps.db))) await deps.queue.send('application-fits', {});
}
