// The advisor's invitations on My Applications: each names its role with a link to it; pending ones have Accept
// (applies, after a confirmation, or with the role's screening questions when it asks some) and Decline (an optional reason, and optionally blocking the company); answered
// ones show their outcome.
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, Mail } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/deferred-dialog';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { MESSAGING_LIMITS, type Invitation } from '@shared/schemas/messaging';
import type { ScreeningAnswers } from '@shared/schemas/screening-answers';
import { useApplyQuestions } from '@client/components/job/apply-questions';
import { useAnswerInvitation, useInvitations } from '../api/messaging-queries';

// The notice before a confidential advisor's reveal loads with its own chunk (decision 044).
const RevealNotice = lazy(() => import('@client/components/advisor/reveal-notice-body'));

export function MyInvitations({
  onAccepted,
  renderCheck,
}: {
  onAccepted?: () => void;
  /** Shown on a pending invitation before Accept: what the role would mean for the advisor's seats (decision 050). */
  renderCheck?: (jobId: string) => ReactNode;
}) {
  const invitations = useInvitations();
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section id="invitations" aria-labelledby="invitations-heading" className="mt-8 flex flex-col gap-3">
      <h2 id="invitations-heading" className="font-display text-2xl font-medium tracking-tight">
        Invitations
      </h2>
      <ul aria-label="Invitations" className="flex flex-col gap-3">
        {items.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} onAccepted={onAccepted} renderCheck={renderCheck} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const STATUS_LABEL = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' } as const;

function InvitationCard({
  invitation,
  onAccepted,
  renderCheck,
}: {
  invitation: Invitation;
  onAccepted?: () => void;
  renderCheck?: (jobId: string) => ReactNode;
}) {
  const answer = useAnswerInvitation();
  const [declining, setDeclining] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const accept = (input?: ScreeningAnswers, done?: () => void) =>
    answer.mutate(
      { id: invitation.id, accept: true, input },
      {
        onSuccess: () => {
          toast.success('Invitation accepted', {
            description: `You have applied to ${invitation.jobTitle}.`,
          });
          setConfirming(false);
          done?.();
          onAccepted?.();
        },
        onError: (error) => {
          // Answers the server refused show beside their questions in the open dialog.
          if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && input) return;
          toast.error('Not accepted', { description: error instanceof ApiError ? error.message : undefined });
        },
      },
    );
  // Accepting applies: a role with screening questions asks them (decision 049) in the questions dialog, with the
  // reveal notice; one without keeps the plain confirmation below.
  const questions = useApplyQuestions({
    companyName: invitation.companyName,
    pending: answer.isPending,
    error: answer.error,
    submit: (input, done) => accept(input, done),
    withoutQuestions: () => setConfirming(true),
    wording: {
      title: `Apply to ${invitation.jobTitle}?`,
      description: `${invitation.companyName} asks a few questions. Accepting sends your answers with your application: they will see your profile and can message you.`,
      submitLabel: 'Accept and apply',
      notice: (
        <Suspense fallback={null}>
          <RevealNotice
            companyName={invitation.companyName}
            className="rounded-control bg-accent-soft p-3 text-accent-strong"
          />
        </Suspense>
      ),
    },
  });
  return (
    <article
      aria-label={`Invitation: ${invitation.jobTitle} at ${invitation.companyName}`}
      className="flex flex-col gap-3 rounded-card border border-hairline bg-card p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-base font-semibold text-ink">
            {/* The role itself (its page: description, terms, the company's responsiveness) before deciding. */}
            <Link to={paths.job(invitation.jobId)} className="underline-offset-4 hover:underline">
              {invitation.jobTitle}
            </Link>
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-body">
            <Building2 aria-hidden className="size-4 text-muted" />
            {invitation.companyName} invited you
          </p>
        </div>
        <Badge
          variant={
            invitation.status === 'accepted'
              ? 'success'
              : invitation.status === 'declined'
                ? 'neutral'
                : 'accent'
          }
        >
          {STATUS_LABEL[invitation.status]}
        </Badge>
      </div>
      {invitation.note ? (
        <blockquote className="flex gap-2 rounded-control bg-surface px-3 py-2 text-sm whitespace-pre-wrap text-body">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
          {invitation.note}
        </blockquote>
      ) : null}
      {invitation.status === 'pending' ? renderCheck?.(invitation.jobId) : null}
      {invitation.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => void questions.begin(invitation.jobId)}
            loading={questions.reading}
            disabled={answer.isPending}
          >
            Accept and apply
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDeclining(true)} disabled={answer.isPending}>
            Decline
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!answer.isPending) setConfirming(open);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Apply to {invitation.jobTitle}?</DialogTitle>
            <DialogDescription>
              Accepting sends your application to {invitation.companyName}: they will see your profile and can
              message you. You can withdraw it later from My Applications.
            </DialogDescription>
          </DialogHeader>
          <Suspense fallback={null}>
            <RevealNotice
              companyName={invitation.companyName}
              className="rounded-control bg-accent-soft p-3 text-accent-strong"
            />
          </Suspense>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={answer.isPending}>
              Cancel
            </Button>
            <Button onClick={() => accept()} loading={answer.isPending}>
              {answer.isPending ? 'Applying...' : 'Accept and apply'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {questions.dialog}
      <DeclineDialog invitation={invitation} open={declining} onOpenChange={setDeclining} />
    </article>
  );
}

function DeclineDialog({
  invitation,
  open,
  onOpenChange,
}: {
  invitation: Invitation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const answer = useAnswerInvitation();
  const [reason, setReason] = useState('');
  const [block, setBlock] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { id: invitation.id, accept: false, input: { reason: reason.trim() || undefined, block } },
      {
        onSuccess: () => {
          toast.success('Invitation declined');
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error('Not declined', { description: error instanceof ApiError ? error.message : undefined }),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Decline the invitation</DialogTitle>
            <DialogDescription>
              {invitation.companyName} will see that you declined, with your reason if you give one.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`decline-reason-${invitation.id}`} className="text-sm font-medium text-ink">
              Reason (optional)
            </label>
            <Textarea
              id={`decline-reason-${invitation.id}`}
              rows={3}
              maxLength={MESSAGING_LIMITS.declineReasonMaxLength}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-body">
            <Checkbox checked={block} onCheckedChange={(value) => setBlock(value === true)} />
            Block {invitation.companyName} (no more invitations or messages from them)
          </label>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={answer.isPending}>
              Decline invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
