import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { UnlockedJobCard } from '@shared/schemas/jobs';
import { Button, buttonClasses } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { AppliedButton } from '@client/components/job/applied-button';
import { ExternalApplyLink } from '@client/components/job/external-apply-link';
import RevealNotice from '@client/components/advisor/reveal-notice-body';
import { useApplyToJob } from '../../api/matching-queries';
import type { ApplyInput } from '@shared/schemas/screening';
import { useApplyQuestions } from '@client/components/job/apply-questions';

/** Every apply state of spec part 2 §4. */
export function ApplyAction({ job, signedIn }: { job: UnlockedJobCard; signedIn: boolean }) {
  const details = job.details;
  const location = useLocation();
  const navigate = useNavigate();
  const apply = useApplyToJob();
  const [appliedHere, setAppliedHere] = useState(false);
  // Roles with screening questions ask them first (decision 049); the hook is called on every render.
  const questions = useApplyQuestions({
    companyName: details.companyName,
    pending: apply.isPending,
    error: apply.error,
    submit: (input, done) => submit(input, done),
  });
  const currentPath = `${location.pathname}${location.search}`;
  const signInPath = paths.auth({ role: 'advisor', next: currentPath });

  if (details.jobUrl) {
    return <ExternalApplyLink jobUrl={details.jobUrl} />;
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
    return <AppliedButton />;
  }

  // Deliberately not shared with the public job page's JobApplyButton: the spec words this dialog's toasts
  // differently (part 2 §4) and an earlier application here is a quiet 'Already Applied'.
  function submit(input: ApplyInput | undefined, done: () => void) {
    apply.mutate(
      { jobId: job.id, input },
      {
        onSuccess: () => {
          done();
          setAppliedHere(true);
          toast.success('Application Sent!', {
            description: 'Application sent. The company can now view your profile.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && input) return;
          done();
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
      },
    );
  }

  return (
    <>
      {/* Before the reveal (decision 044): this file is its own chunk, loaded when a job dialog opens. */}
      <RevealNotice companyName={details.companyName} className="text-body sm:mr-auto sm:max-w-sm" />
      <Button onClick={() => void questions.begin(job.id)} loading={apply.isPending || questions.reading}>
        {apply.isPending ? 'Applying...' : 'Apply Fast'}
      </Button>
      {questions.dialog}
    </>
  );
}
