// "Invite to a position" on search results and the company's advisor page: choose one of the company's active
// positions, add a short note, send. The advisor is told in the app and by e-mail.
import { useState, type FormEvent } from 'react';
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
import { MESSAGING_LIMITS } from '@shared/schemas/messaging';
import { useInvitablePositions, useInvite } from '../api/messaging-queries';

export function InviteAdvisorButton({ advisorId, advisorName }: { advisorId: string; advisorName: string }) {
  const [open, setOpen] = useState(false);
  const positions = useInvitablePositions(advisorId, open);
  const invite = useInvite();
  const [jobId, setJobId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = (positions.data?.items ?? []).filter((item) => !item.invited && !item.applied);

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
        onSuccess: () => {
          toast.success('Invitation sent', {
            description: `${advisorName} will get it by e-mail and in the app.`,
          });
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
              No active position to invite {advisorName} to (already invited or applied to each).{' '}
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
