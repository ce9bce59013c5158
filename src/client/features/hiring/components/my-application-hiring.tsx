import { useId, useState } from 'react';
import { RotateCcw, Undo2 } from 'lucide-react';
import { WITHDRAWAL_REASON_MAX } from '@shared/schemas/hiring';
import type { MyApplication } from '@shared/schemas/jobs';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/deferred-dialog';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import type { ApplyInput } from '@shared/schemas/screening';
import { useApplyQuestions } from '@client/components/job/apply-questions';
import { useApplyAgain, useWithdraw } from '../api/hiring-queries';
import { ApplicationTimeline } from './application-timeline';
import { AdvisorInterviews } from './interviews';

/**
 * The advisor's hiring part of one application on My Applications: its timeline (steps, times, shared reasons —
 * never who at the company), withdrawing with an optional reason, and applying again after a withdrawal while the
 * role is open.
 */
export function MyApplicationHiring({
  application,
  onChanged,
}: {
  application: MyApplication;
  /** Refreshes My Applications (owned by the jobs feature). */
  onChanged: () => Promise<unknown> | void;
}) {
  const { hiring, job } = application;
  const [withdrawing, setWithdrawing] = useState(false);
  const applyAgain = useApplyAgain(job.id, onChanged);
  const again = (input: ApplyInput | undefined, done: () => void) =>
    applyAgain.mutate(input, {
      onSuccess: () => {
        done();
        toast.success('Applied again', {
          description: `${job.companyName} will see your application.`,
        });
      },
      onError: (error) => {
        // Answers the server refused show beside their questions in the open dialog.
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && input) return;
        done();
        toast.error('Could not apply again', {
          description: error instanceof ApiError ? error.message : 'Please try again.',
        });
      },
    });
  // The role's screening questions are asked again (decision 049): applying again replaces the earlier answers.
  const questions = useApplyQuestions({
    companyName: job.companyName,
    pending: applyAgain.isPending,
    error: applyAgain.error,
    submit: again,
    wording: {
      title: `Apply again to ${job.title}?`,
      description: `${job.companyName} asks a few questions. Your new answers replace the ones you gave before.`,
      submitLabel: 'Apply again',
    },
  });
  return (
    <div className="flex flex-col gap-3 border-t border-hairline pt-4">
      <AdvisorInterviews interviews={hiring.interviews} onChanged={onChanged} />
      <ApplicationTimeline entries={hiring.timeline} label={`Timeline of ${job.title}`} />
      <div className="flex flex-wrap gap-2">
        {hiring.canWithdraw ? (
          <Button variant="outline" size="sm" onClick={() => setWithdrawing(true)}>
            <Undo2 aria-hidden />
            Withdraw application
          </Button>
        ) : null}
        {hiring.canReapply ? (
          <Button
            variant="secondary"
            size="sm"
            loading={applyAgain.isPending || questions.reading}
            onClick={() => void questions.begin(job.id)}
          >
            <RotateCcw aria-hidden />
            Apply again
          </Button>
        ) : null}
      </div>
      {questions.dialog}
      <WithdrawDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        application={application}
        onChanged={onChanged}
      />
    </div>
  );
}

function WithdrawDialog({
  open,
  onOpenChange,
  application,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  application: MyApplication;
  onChanged: () => Promise<unknown> | void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const withdraw = useWithdraw(application.id, onChanged);
  const { job } = application;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
    >
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Withdraw your application?</DialogTitle>
          <DialogDescription>
            {job.companyName} will see that you withdrew from {job.title}, with your reason if you give one.
            You can apply again later while the role is open.
          </DialogDescription>
        </DialogHeader>
        <form
          className="mt-5 flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            withdraw.mutate(
              { reason: reason.trim() || undefined },
              {
                onSuccess: () => {
                  toast.success('Application withdrawn', {
                    description: `${job.companyName} has been told.`,
                  });
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast.error('Could not withdraw', {
                    description: error instanceof ApiError ? error.message : 'Please try again.',
                  }),
              },
            );
          }}
        >
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
            Reason (optional)
          </label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={WITHDRAWAL_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep my application</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={withdraw.isPending}>
              {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
