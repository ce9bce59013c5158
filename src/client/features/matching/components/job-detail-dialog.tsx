import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Check, ExternalLink } from 'lucide-react';
import type { MatchFit, UnlockedJobCard } from '@shared/schemas/jobs';
import { Button, buttonClasses } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useApplyToJob } from '../api/matching-queries';
import {
  compensationLabel,
  engagementLabel,
  formatDate,
  locationOf,
  withShareUtm,
  workTypeLabel,
} from '@client/lib/job-text';
import { CompanyLogo } from '@client/components/company/company-logo';
import { JobDescription } from '@client/components/job/job-description';
import { MatchExplanation } from '@client/components/match-fit/match-explanation';
import { ScoreMeter } from '@client/components/match-fit/score-meter';

/** What the share control needs to build the role's public link. */
export interface ShareableJob {
  id: string;
  title: string;
  companyName: string;
  publicJobSlug: string | null;
}

export type RenderShare = (job: ShareableJob) => ReactNode;

interface JobDetailDialogProps {
  /** An unlocked role; locked roles never open the dialog (they carry nothing to show in it). */
  job: UnlockedJobCard | null;
  /** AI mode: the same breakdown as the match card. */
  match?: MatchFit;
  onClose: () => void;
  signedIn: boolean;
  renderShare?: RenderShare;
}

export function JobDetailDialog({ job, match, onClose, signedIn, renderShare }: JobDetailDialogProps) {
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
}: {
  job: UnlockedJobCard;
  match?: MatchFit;
  signedIn: boolean;
  renderShare?: RenderShare;
}) {
  const details = job.details;
  const facts = [
    { label: 'Location', value: locationOf(job) },
    { label: 'Work type', value: workTypeLabel(job.type) },
    { label: 'Engagement', value: engagementLabel(job.engagementType) },
    { label: 'Compensation', value: compensationLabel(job.compensationType) },
    { label: 'Salary', value: details.salary },
    { label: 'Industry', value: job.industry },
    { label: 'Posted', value: formatDate(job.postedDate) },
  ];

  return (
    <>
      <div className="flex flex-col gap-6 p-6">
        <DialogHeader className="flex-row items-start gap-4">
          <CompanyLogo
            name={details.companyName}
            logoUrl={details.logoUrl}
            className="size-14 rounded-control text-sm"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="text-xl leading-7 break-words">{job.title}</DialogTitle>
            <DialogDescription className="text-body">
              {details.companyUrl ? (
                <a
                  href={details.companyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-ink underline-offset-4 hover:underline"
                >
                  {details.companyName}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="font-medium text-ink">{details.companyName}</span>
              )}
              {locationOf(job) ? <span className="text-muted"> · {locationOf(job)}</span> : null}
            </DialogDescription>
          </div>
        </DialogHeader>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-card border border-hairline p-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">{fact.label}</dt>
              <dd className="text-sm font-medium break-words text-ink">{fact.value || 'Not specified'}</dd>
            </div>
          ))}
        </dl>

        {match ? (
          <section
            aria-labelledby={`fit-${job.id}`}
            className="flex flex-col gap-3 rounded-card border border-hairline p-4 sm:flex-row sm:gap-6"
          >
            <h3 id={`fit-${job.id}`} className="sr-only">
              Your fit
            </h3>
            <ScoreMeter score={match.score} confidence={match.confidence} />
            <MatchExplanation fit={match} />
          </section>
        ) : null}

        {details.companySummary ? (
          <section aria-labelledby={`company-${job.id}`} className="flex flex-col gap-2">
            <h3 id={`company-${job.id}`} className="text-sm font-semibold text-ink">
              About {details.companyName}
            </h3>
            <p className="max-w-prose text-[0.9375rem] leading-7 text-body">{details.companySummary}</p>
          </section>
        ) : null}

        <section aria-labelledby={`role-${job.id}`} className="flex flex-col gap-2">
          <h3 id={`role-${job.id}`} className="text-sm font-semibold text-ink">
            About the role
          </h3>
          <JobDescription html={details.jobDescription} />
        </section>
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
        <ApplyAction job={job} signedIn={signedIn} />
      </DialogFooter>
    </>
  );
}

/** Every apply state of spec part 2 §4. */
function ApplyAction({ job, signedIn }: { job: UnlockedJobCard; signedIn: boolean }) {
  const details = job.details;
  const location = useLocation();
  const navigate = useNavigate();
  const apply = useApplyToJob();
  const [appliedHere, setAppliedHere] = useState(false);
  const currentPath = `${location.pathname}${location.search}`;
  const signInPath = paths.auth({ role: 'advisor', next: currentPath });

  if (details.jobUrl) {
    return (
      <a
        href={withShareUtm(details.jobUrl)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'primary' })}
      >
        Apply Now
        <ExternalLink aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  if (!details.acceptsApplications) {
    return <Button disabled>Application Link Not Available</Button>;
  }
  if (!signedIn) {
    return (
      <Link to={signInPath} className={buttonClasses({ variant: 'primary' })}>
        Sign In to Apply
      </Link>
    );
  }
  if (job.applied || appliedHere) {
    return (
      <Button disabled>
        <Check aria-hidden />
        Applied
      </Button>
    );
  }

  const submit = () =>
    apply.mutate(job.id, {
      onSuccess: () => {
        setAppliedHere(true);
        toast.success('Application Sent!', {
          description: 'Application sent. The company can now view your profile.',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ALREADY_APPLIED') {
          setAppliedHere(true);
          toast.info('Already Applied', { description: 'You already applied to this role.' });
        } else if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
          toast.error('Authentication Required', {
            description: 'Please sign in to apply for this position.',
          });
          void navigate(signInPath);
        } else {
          toast.error('Failed to submit application. Please try again.');
        }
      },
    });

  return (
    <Button onClick={submit} loading={apply.isPending}>
      {apply.isPending ? 'Applying...' : 'Apply Fast'}
    </Button>
  );
}
