import { useEffect } from 'react';
import { CreditCard } from 'lucide-react';
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
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { useSubscription } from '../api/billing-queries';
import { SubscriptionDetailsView } from './subscription/subscription-details';

export const LOAD_FAILED = 'Failed to load subscription details';
export const NO_SUBSCRIPTION = 'No active subscription found.';

export interface SubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Match analytics and the weekly e-mail are advisor features. */
  isAdvisor: boolean;
}

/** The subscription management dialog: plan, status, renewal or end date, cancelling auto-renew, billing portal. */
export function SubscriptionDialog({ open, onOpenChange, isAdvisor }: SubscriptionDialogProps) {
  const summary = useSubscription({ enabled: open });

  // Announce a failed load once per failure (the dialog also shows it in place, with Try Again).
  const { isError, errorUpdatedAt } = summary;
  useEffect(() => {
    if (open && isError) toast.error('Error', { description: LOAD_FAILED });
  }, [open, isError, errorUpdatedAt]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Manage subscription</DialogTitle>
          <DialogDescription>Your plan, its renewal, and billing.</DialogDescription>
        </DialogHeader>
        <div className="mt-6">
          {summary.isPending ? (
            <div aria-busy className="flex flex-col gap-3">
              <span role="status" className="sr-only">
                Loading subscription details…
              </span>
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-10 w-44" />
            </div>
          ) : summary.isError ? (
            <ErrorState
              className="py-8"
              message={LOAD_FAILED}
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          ) : summary.data.subscription ? (
            <SubscriptionDetailsView
              subscription={summary.data.subscription}
              portalUrl={summary.data.portalUrl}
              isAdvisor={isAdvisor}
            />
          ) : (
            <EmptyState
              className="py-8"
              icon={CreditCard}
              headingLevel="h3"
              title={NO_SUBSCRIPTION}
              description="Choose a plan on this page to unlock every match."
            />
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
