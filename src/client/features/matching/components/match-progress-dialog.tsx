import { Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Progress } from '@client/components/ui/progress';

interface MatchProgressDialogProps {
  open: boolean;
  percent: number;
  message: string;
  /** Stops watching the run; it still finishes on the server. */
  onCancel: () => void;
}

/** Real progress of a match run, as the server reports it stage by stage. */
export function MatchProgressDialog({ open, percent, message, onCancel }: MatchProgressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onCancel())}>
      <DialogContent
        size="sm"
        hideCloseButton
        // A stray click outside must not end the wait; Escape and Cancel still do.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="items-center pr-0 text-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
            <Sparkles aria-hidden className="size-6 motion-safe:animate-pulse" />
          </span>
          <DialogTitle>Finding the best matches…</DialogTitle>
          <DialogDescription aria-live="polite">{message || 'Starting…'}</DialogDescription>
        </DialogHeader>
        <div className="mt-6 flex flex-col gap-2">
          <Progress value={percent} label="Matching progress" />
          <p className="text-right text-sm font-medium text-ink tabular-nums">{Math.round(percent)}%</p>
        </div>
        <DialogFooter className="mt-4 sm:justify-center">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
