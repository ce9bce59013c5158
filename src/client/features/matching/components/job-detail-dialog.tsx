import { lazy, Suspense, type ReactNode } from 'react';
import type { MatchFit, UnlockedJobCard } from '@shared/schemas/jobs';
import { Dialog, DialogContent, DialogFooter } from '@client/components/ui/dialog';
import { JobDetailFacts } from './job-detail/job-detail-facts';
import { JobDetailHeader } from './job-detail/job-detail-header';
import { JobDetailSections } from './job-detail/job-detail-sections';

// The apply states (and the notice a confidential advisor gets before applying, decision 044) load with their own
// chunk when a dialog first opens: the matchmaking screen's initial JavaScript is at its budget.
const ApplyAction = lazy(() =>
  import('./job-detail/apply-action').then((module) => ({ default: module.ApplyAction })),
);
// The role's compensation in context (decision 051) loads the same way, with its own request.
const CompensationSection = lazy(() =>
  import('./job-detail/compensation-section').then((module) => ({ default: module.CompensationSection })),
);

/** What the share control needs to build the role's public link. */
export interface ShareableJob {
  id: string;
  title: string;
  companyName: string;
  publicJobSlug: string | null;
}

export type RenderShare = (job: ShareableJob) => ReactNode;
/** The company's responsiveness for a role (features/hiring, composed in by app/), shown above Apply. */
export type RenderResponsiveness = (jobId: string) => ReactNode;
/** What the advisor is told before applying (the board-seats check, composed in by app/), shown above Apply. */
export type RenderBeforeApply = (jobId: string) => ReactNode;

interface JobDetailDialogProps {
  /** An unlocked role; locked roles never open the dialog (they carry nothing to show in it). */
  job: UnlockedJobCard | null;
  /** AI mode: the same breakdown as the match card. */
  match?: MatchFit;
  onClose: () => void;
  signedIn: boolean;
  renderShare?: RenderShare;
  renderResponsiveness?: RenderResponsiveness;
  renderBeforeApply?: RenderBeforeApply;
}

export function JobDetailDialog({
  job,
  match,
  onClose,
  signedIn,
  renderShare,
  renderResponsiveness,
  renderBeforeApply,
}: JobDetailDialogProps) {
  return (
    <Dialog open={job !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {job ? (
        <DialogContent size="lg" className="p-0">
          {/* Keyed by role so the local Applied state never carries over to another role. */}
          <JobDetailContent
            key={job.id}
            job={job}
            match={match}
            signedIn={signedIn}
            renderShare={renderShare}
            renderResponsiveness={renderResponsiveness}
            renderBeforeApply={renderBeforeApply}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function JobDetailContent({
  job,
  match,
  signedIn,
  renderShare,
  renderResponsiveness,
  renderBeforeApply,
}: {
  job: UnlockedJobCard;
  match?: MatchFit;
  signedIn: boolean;
  renderShare?: RenderShare;
  renderResponsiveness?: RenderResponsiveness;
  renderBeforeApply?: RenderBeforeApply;
}) {
  const details = job.details;

  return (
    <>
      <div className="flex flex-col gap-6 p-6">
        <JobDetailHeader job={job} />
        <JobDetailFacts job={job} />
        {renderResponsiveness?.(job.id)}
        <Suspense fallback={null}>
          <CompensationSection jobId={job.id} />
        </Suspense>
        <JobDetailSections job={job} match={match} />
        {signedIn && !job.applied ? renderBeforeApply?.(job.id) : null}
      </div>

      <DialogFooter className="sticky bottom-0 mt-0 border-t border-hairline bg-card px-6 py-4">
        {renderShare
          ? renderShare({
              id: job.id,
              title: job.title,
              companyName: details.companyName,
              publicJobSlug: details.publicJobSlug,
            })
          : null}
        <Suspense fallback={null}>
          <ApplyAction job={job} signedIn={signedIn} />
        </Suspense>
      </DialogFooter>
    </>
  );
}
