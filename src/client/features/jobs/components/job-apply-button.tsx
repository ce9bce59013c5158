import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PublicJob } from '@shared/schemas/jobs';
import { Button, buttonClasses } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { RevealNotice } from '@client/components/advisor/reveal-notice';
import { useApplyToPublicJob } from '../api/jobs-queries';
import { AppliedButton } from '@client/components/job/applied-button';
import { ExternalApplyLink } from '@client/components/job/external-apply-link';
import type { ApplyInput } from '@shared/schemas/screening';
import { useApplyQuestions } from '@client/components/job/apply-questions';

export interface JobViewer {
  signedIn: boolean;
  role: 'advisor' | 'company' | null;
  /** True until the session is known: the in-product apply control waits instead of flashing 'Sign In'. */
  isLoading?: boolean;
}

/**
 * The public job page's apply control (spec part 2 §2): an external page opens in a new tab with the share
 * parameters; otherwise signed-out visitors sign in first and advisors apply in place.
 */
export function JobApplyButton({
  job,
  viewer,
  className,
}: {
  job: PublicJob;
  viewer: JobViewer;
  className?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const apply = useApplyToPublicJob();
  const [appliedHere, setAppliedHere] = useState(false);
  // Roles with screening questions ask them first (decision 049); the hook is called on every render.
  const questions = useApplyQuestions({
    companyName: job.companyName,
    pending: apply.isPending,
    error: apply.error,
    submit: (input, done) => submit(input, done),
  });
  const signInPath = paths.auth({ next: `${location.pathname}${location.search}` });
  const size = 'lg';

  if (job.jobUrl) {
    return <ExternalApplyLink jobUrl={job.jobUrl} size={size} className={className} />;
  }
  if (!job.acceptsApplications) {
    return (
      <Button size={size} disabled className={className}>
        Application Link Not Available
      </Button>
    );
  }
  if (viewer.isLoading) {
    return (
      <Button size={size} disabled className={className}>
        Apply Now
      </Button>
    );
  }
  if (!viewer.signedIn) {
    return (
      <Link to={signInPath} className={buttonClasses({ variant: 'primary', size, className })}>
        Sign In to Apply
      </Link>
    );
  }
  if (viewer.role === 'company') {
    return (
      <p className={cn('text-sm text-current opacity-80', className)}>
        You are signed in as a company: applications come from advisor accounts.
      </p>
    );
  }
  if (job.applied || appliedHere) {
    return <AppliedButton size={size} className={className} />;
  }

  // Not shared with the match dialog's apply (matching/components/job-detail/apply-action.tsx) on purpose: the
  // spec words each page's toasts differently (part 2 §2 here, §4 there) and only the dialog treats
  // ALREADY_APPLIED as a quiet 'Already Applied'. What they do say alike (the external link, 'Applied') is shared.
  function submit(input: ApplyInput | undefined, done: () => void) {
    apply.mutate(
      { jobId: job.id, input },
      {
        onSuccess: () => {
          done();
          setAppliedHere(true);
          toast.success('Application submitted!', {
            description: 'Your application has been sent to the company.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
            toast.error('Authentication Required', {
              description: 'Please sign in to apply for this position.',
            });
            void navigate(signInPath);
            return;
          }
          if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && input) return;
          if (error instanceof ApiError && error.code === 'ALREADY_APPLIED') setAppliedHere(true);
          done();
          toast.error('Application failed', {
            description: error.message || 'Failed to submit application. Please try again.',
          });
        },
      },
    );
  }

  return (
    <>
      <Button
        size={size}
        onClick={() => void questions.begin(job.id)}
        loading={apply.isPending || questions.reading}
        className={className}
      >
        {apply.isPending ? 'Applying...' : 'Apply Now'}
      </Button>
      {questions.dialog}
      <RevealNotice companyName={job.companyName} className="max-w-sm" />
    </>
  );
}
