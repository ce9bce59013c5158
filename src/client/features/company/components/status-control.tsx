import { useId, useState } from 'react';
import { ChevronDown, Handshake, MailCheck, RotateCcw, Star, UserX } from 'lucide-react';
import type { ApplicationStatus, CompanySetStatus } from '@shared/constants';
import {
  REJECTION_REASONS,
  type ApplicationStatusChanged,
  type RejectionReason,
} from '@shared/schemas/company';
import { Button, buttonClasses } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/deferred-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/deferred-dropdown-menu';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useChangeApplicationStatus } from '../api/company-queries';
import { STATUS_LABELS } from '../lib/labels';

interface StatusControlProps {
  applicationId: string;
  advisorName: string;
  jobTitle: string;
  status: ApplicationStatus;
  size?: 'sm' | 'md';
}

const ACTIONS: { status: Exclude<CompanySetStatus, 'rejected'>; label: string; icon: typeof Star }[] = [
  { status: 'shortlisted', label: 'Shortlist', icon: Star },
  { status: 'contacted', label: 'Mark contacted', icon: MailCheck },
  { status: 'hired', label: 'Hire', icon: Handshake },
];

/** What a hire also did, as the server recorded it (never what the dialog's checkbox merely asked for). */
export function hireEffects(result: Pick<ApplicationStatusChanged, 'closedOthers' | 'positionDeactivated'>) {
  const closed =
    result.closedOthers === 0
      ? 'No other application was open.'
      : result.closedOthers === 1
        ? 'The 1 other open application was closed and its advisor received your message.'
        : `The ${result.closedOthers} other open applications were closed and each advisor received your message.`;
  return result.positionDeactivated ? `${closed} The position is now inactive.` : closed;
}

function outcome(name: string, status: ApplicationStatus): string {
  switch (status) {
    case 'shortlisted':
      return `${name} is on your shortlist. We’ve e-mailed them the good news.`;
    case 'contacted':
      return `${name} is marked as contacted. We’ve let them know to expect you.`;
    case 'hired':
      return `${name} is marked as hired. We’ve e-mailed them your decision.`;
    case 'rejected':
      return `${name} has been sent a considerate e-mail about your decision.`;
    case 'applied':
      return `${name} is back among new applications.`;
    case 'withdrawn':
    case 'closed':
      return `${name}’s application is ${status}.`;
  }
}

/**
 * Moves an application between statuses (a menu on the applicant card and on the advisor's page). Rejecting asks
 * for an optional reason first, and says the advisor will get a considerate e-mail.
 */
export function StatusControl({
  applicationId,
  advisorName,
  jobTitle,
  status,
  size = 'sm',
}: StatusControlProps) {
  const change = useChangeApplicationStatus();
  const [rejecting, setRejecting] = useState(false);
  const [hiring, setHiring] = useState(false);

  const move = (
    next: CompanySetStatus,
    reason?: RejectionReason,
    extra: { shareReason?: boolean; closingMessage?: string; deactivatePosition?: boolean } = {},
  ) =>
    change.mutateAsync(
      { applicationId, change: { status: next, ...(reason ? { reason } : {}), ...extra } },
      {
        onSuccess: (result) =>
          toast.success('Status updated', {
            description: !result.changed
              ? `${advisorName} was already ${STATUS_LABELS[result.status].toLowerCase()}.`
              : result.status === 'hired'
                ? `${outcome(advisorName, result.status)} ${hireEffects(result)}`
                : outcome(advisorName, result.status),
          }),
        onError: (error) =>
          toast.error('Failed to update status', {
            description: error instanceof ApiError ? error.message : 'Please try again.',
          }),
      },
    );

  return (
    <>
      {/* Not modal: the reject dialog opens from this menu, and two modal layers would fight over focus. */}
      <DropdownMenu modal={false}>
        {/* The menu's code arrives after the card has rendered (deferred-dropdown-menu): its trigger is a plain
            button styled as ours until then, so the applicants page does not wait for Radix Menu. */}
        <DropdownMenuTrigger
          className={buttonClasses({ variant: 'outline', size })}
          disabled={change.isPending}
          aria-busy={change.isPending || undefined}
        >
          {change.isPending ? 'Updating...' : 'Change status'}
          {change.isPending ? null : <ChevronDown aria-hidden />}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Now: {STATUS_LABELS[status]}</DropdownMenuLabel>
          {ACTIONS.filter((action) => action.status !== status).map(({ status: next, label, icon: Icon }) => (
            <DropdownMenuItem
              key={next}
              // Hiring closes the other applications: it asks for the message and the position first.
              onSelect={() => (next === 'hired' ? setHiring(true) : void move(next).catch(() => undefined))}
            >
              <Icon aria-hidden />
              {label}
            </DropdownMenuItem>
          ))}
          {status !== 'applied' ? (
            <DropdownMenuItem onSelect={() => void move('applied').catch(() => undefined)}>
              <RotateCcw aria-hidden />
              Move back to applied
            </DropdownMenuItem>
          ) : null}
          {status !== 'rejected' ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="danger" onSelect={() => setRejecting(true)}>
                <UserX aria-hidden />
                Reject…
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <HireDialog
        open={hiring}
        onOpenChange={setHiring}
        advisorName={advisorName}
        jobTitle={jobTitle}
        busy={change.isPending}
        onConfirm={async (extra) => {
          try {
            await move('hired', undefined, extra);
            setHiring(false);
          } catch {
            // The toast has said why; the dialog stays open to try again.
          }
        }}
      />
      <RejectDialog
        open={rejecting}
        onOpenChange={setRejecting}
        advisorName={advisorName}
        jobTitle={jobTitle}
        busy={change.isPending}
        onConfirm={async (reason) => {
          try {
            await move('rejected', reason);
            setRejecting(false);
          } catch {
            // The toast has said why; the dialog stays open to try again.
          }
        }}
      />
    </>
  );
}

function RejectDialog({
  open,
  onOpenChange,
  advisorName,
  jobTitle,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  advisorName: string;
  jobTitle: string;
  busy: boolean;
  onConfirm: (reason: RejectionReason | undefined) => Promise<void>;
}) {
  const id = useId();
  const [reason, setReason] = useState<RejectionReason | ''>('');
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
          <DialogTitle>Reject {advisorName}?</DialogTitle>
          <DialogDescription>
            {advisorName} will receive a considerate e-mail about your decision on {jobTitle}, thanking them
            for applying. A reason is optional; if you choose one, it is included in the e-mail.
          </DialogDescription>
        </DialogHeader>
        <form
          className="mt-5"
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm(reason || undefined);
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">Reason (optional)</legend>
            {['', ...REJECTION_REASONS].map((option) => (
              <label
                key={option || 'none'}
                className="flex cursor-pointer items-center gap-3 rounded-control border border-hairline px-3 py-2.5 text-sm has-checked:border-ink has-checked:ring-1 has-checked:ring-ink"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option as RejectionReason | '')}
                  className="size-4 accent-ink"
                />
                {option || 'No reason given'}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={busy}>
              {busy ? 'Rejecting...' : 'Reject application'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function HireDialog({
  open,
  onOpenChange,
  advisorName,
  jobTitle,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  advisorName: string;
  jobTitle: string;
  busy: boolean;
  onConfirm: (extra: { closingMessage?: string; deactivatePosition: boolean }) => Promise<void>;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [deactivate, setDeactivate] = useState(true);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Hire {advisorName}?</DialogTitle>
          <DialogDescription>
            The other open applications to {jobTitle} are closed, and each advisor receives your message.
            Leave it empty for the position&apos;s saved message, or our considerate default.
          </DialogDescription>
        </DialogHeader>
        <form
          className="mt-5 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm({
              ...(message.trim() ? { closingMessage: message.trim() } : {}),
              deactivatePosition: deactivate,
            });
          }}
        >
          <label htmlFor={`${id}-message`} className="text-sm font-medium text-ink">
            Message to the other applicants (optional)
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            maxLength={2000}
            rows={4}
            onChange={(event) => setMessage(event.target.value)}
            placeholder="Thank you for applying to {jobTitle}…"
            className="rounded-control border border-control bg-card px-3 py-2 text-sm"
          />
          <p className="text-xs text-muted">{'{firstName}, {jobTitle} and {companyName} are filled in.'}</p>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={deactivate}
              onChange={(event) => setDeactivate(event.target.checked)}
              className="size-4 accent-ink"
            />
            Also deactivate this position
          </label>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              {busy ? 'Hiring...' : 'Hire and close the others'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
