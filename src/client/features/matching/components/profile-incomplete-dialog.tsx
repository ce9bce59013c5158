import { Link } from 'react-router';
import { CircleDashed } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { Button, buttonClasses } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Progress } from '@client/components/ui/progress';
import { paths } from '@client/lib/paths';
import type { IncompleteProfile } from '../api/use-match-runner';
import { missingFieldLabel } from '../lib/missing-fields';

/** Shown instead of matching when the profile is below the completion threshold. */
export function ProfileIncompleteDialog({
  incomplete,
  onClose,
}: {
  incomplete: IncompleteProfile | null;
  onClose: () => void;
}) {
  const eligibility = incomplete?.eligibility ?? null;
  return (
    <Dialog open={incomplete !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent size="md" hideCloseButton>
        <DialogHeader className="pr-0">
          <DialogTitle>Profile incomplete</DialogTitle>
          <DialogDescription>
            Profile completion is less than required. Please complete your profile first: matching needs at
            least {LIMITS.eligibilityThreshold}% to find roles that genuinely fit you.
          </DialogDescription>
        </DialogHeader>
        {eligibility ? (
          <div className="mt-5 flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <div className="flex items-baseline justify-between">
                <span className="text-sm font-medium text-ink">Profile completion</span>
                <span className="text-sm font-semibold text-ink tabular-nums">
                  {eligibility.completionPercentage}%
                </span>
              </div>
              <Progress value={eligibility.completionPercentage} label="Profile completion" tone="accent" />
            </div>
            {eligibility.missing.length > 0 ? (
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-medium text-ink">Still missing</h3>
                <ul className="grid gap-1.5 text-sm text-body sm:grid-cols-2">
                  {eligibility.missing.map((field) => (
                    <li key={field} className="flex items-center gap-2">
                      <CircleDashed aria-hidden className="size-4 shrink-0 text-accent-strong" />
                      {missingFieldLabel(field)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Link to={paths.myProfile()} className={buttonClasses({ variant: 'primary' })}>
            Go to My Profile
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
