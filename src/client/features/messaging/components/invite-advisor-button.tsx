// "Invite to a position" on search result cards, the searched profile and the company's advisor page: choose one of
// the company's active positions, add a short note, send. Positions that cannot be chosen are listed with the
// reason; the toast says how the advisor gets it, as the server answered (their mail setting), never a guess.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Send } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/deferred-dialog';
import { NativeSelect } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import {
  INVITE_UNAVAILABLE_LABELS,
  MESSAGING_LIMITS,
  type InvitationDelivery,
} from '@shared/schemas/messaging';
import { useInvitablePositions, useInvite } from '../api/messaging-queries';

/** What the advisor will get, as the server said: always in the app; by e-mail only when their setting says so. */
export function deliverySentence(advisorName: string, delivery: InvitationDelivery): string {
  switch (delivery.email) {
    case 'immediately':
      return `${advisorName} will get it in the app and by e-mail.`;
    case 'daily':
      return `${advisorName} will get it in the app, and by e-mail in their daily digest.`;
    case 'off':
      return `${advisorName} will get it in the app.`;
  }
}

export function InviteAdvisorButton({
  advisorId,
  advisorName,
  renderCheck,
}: {
  advisorId: string;
  advisorName: string;
  /** What the company is told before inviting to the chosen position (the board-seats check, composed by app/). */
  renderCheck?: (jobId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const positions = useInvitablePositions(advisorId, open);
  const invite = useInvite();
  const [jobId, setJobId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = positions.data?.items ?? [];
  const choices = items.filter((item) => item.unavailable === null);
  const leftOut = items.filter((item) => item.unavailable !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = jobId || choices[0]?.id;
    if (!chosen) {
      setError('Choose one of your active positions.');
      return;
    }
    setError(null);
    invite.mutate(
      { jobId: chosen, advisorId, note: note.trim() },
      {
        onSuccess: (sent) => {
          toast.success('Invitation sent', { description: deliverySentence(advisorName, sent.delivery) });
          setOpen(false);
          setNote('');
          setJobId('');
          void positions.refetch();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? failure.message : 'The invitation was not sent. Please try again.',
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Send aria-hidden />
          Invite to a position
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Invite {advisorName}</DialogTitle>
            <DialogDescription>
              They can accept (which applies to the position) or decline. You can then message each other.
            </DialogDescription>
          </DialogHeader>
          {positions.isPending ? (
            <p className="text-sm text-muted">Loading your positions…</p>
          ) : choices.length === 0 ? (
            <p className="text-sm text-muted">
              {items.length === 0
                ? 'You have no position to invite to yet.'
                : `None of your positions can take an invitation for ${advisorName} (see why below).`}{' '}
              <Link to={paths.companyDashboard()} className="underline">
                Post a position
              </Link>
            </p>
          ) : (
            <>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`invite-position-${advisorId}`} className="text-sm font-medium text-ink">
                  Position
                </label>
                <NativeSelect
                  id={`invite-position-${advisorId}`}
                  value={jobId || choices[0]!.id}
                  onChange={(event) => setJobId(event.target.value)}
                  options={choices.map((item) => ({ value: item.id, label: item.title }))}
                />
              </div>
              {renderCheck?.(jobId || choices[0]!.id)}
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`invite-note-${advisorId}`} className="text-sm font-medium text-ink">
                  Note (optional)
                </label>
                <Textarea
                  id={`invite-note-${advisorId}`}
                  rows={4}
                  maxLength={MESSAGING_LIMITS.invitationNoteMaxLength}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              </div>
            </>
          )}
          {leftOut.length > 0 ? (
            <div className="flex flex-col gap-1 text-sm">
              <p className="text-muted">Not offered here:</p>
              <ul aria-label="Positions not offered" className="flex flex-col gap-0.5">
                {leftOut.map((item) => (
                  <li key={item.id} className="text-body">
                    <span className="font-medium text-ink">{item.title}</span> —{' '}
                    {INVITE_UNAVAILABLE_LABELS[item.unavailable!]}
                  </li>
                ))}
              </ul>
              <Link to={paths.companyInvitations()} className="self-start text-sm underline">
                Invitations you sent
              </Link>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending || choices.length === 0}>
              Send invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
