import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/deferred-dialog';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { paths } from '@client/lib/paths';
import { useCreatePosition, usePosition, useUpdatePosition } from '../api/company-queries';
import { emptyPositionForm, positionToForm } from '../lib/position-form';
import { PositionForm } from './position-form';

export const CREATE_FAILED = 'Failed to create position. Please try again.';
export const UPDATE_FAILED = 'Failed to update position. Please try again.';

interface CreatePositionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyName: string;
  /** The company profile has no logo: the position must bring one. */
  logoRequired: boolean;
  onCreated: () => void;
}

/** 'Post Position': the full form in a dialog; a new position is active and public at once. */
export function CreatePositionDialog({
  open,
  onOpenChange,
  companyName,
  logoRequired,
  onCreated,
}: CreatePositionDialogProps) {
  const create = useCreatePosition();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Post a board position</DialogTitle>
          <DialogDescription>
            It goes live at once on a public page you can share, and advisors can apply to it.
          </DialogDescription>
        </DialogHeader>
        {logoRequired ? (
          // Said before the long form, not only when publishing fails (issue #29): the field is at its end.
          <p
            role="note"
            className="mt-4 rounded-control border border-info/20 bg-info-soft px-4 py-3 text-sm leading-6 text-info"
          >
            Your company profile has no logo, so this position needs one: add it under “Position logo” at the
            end of this form, or{' '}
            <Link to={paths.companyMyProfile()} className="font-medium underline underline-offset-4">
              add it to your company profile
            </Link>{' '}
            once for every position.
          </p>
        ) : null}
        {open ? (
          <PositionForm
            mode="create"
            defaultValues={emptyPositionForm()}
            logoRequired={logoRequired}
            companyName={companyName}
            submitLabel="Publish Position"
            busyLabel="Publishing..."
            failureMessage={CREATE_FAILED}
            onSubmit={async ({ companyName: _ignored, ...values }) => {
              await create.mutateAsync(values);
              toast.success('Position published successfully');
              onOpenChange(false);
              onCreated();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface EditPositionDialogProps {
  positionId: string | null;
  onClose: () => void;
  companyName: string;
  logoRequired: boolean;
  /** Under the form, what other features edit of the position (composed by the route module). */
  renderAfterForm?: (positionId: string) => ReactNode;
}

/** 'Edit': loads the saved position (the dashboard rows carry only a summary) and edits it in place. */
export function EditPositionDialog({
  positionId,
  onClose,
  companyName,
  logoRequired,
  renderAfterForm,
}: EditPositionDialogProps) {
  return (
    <Dialog open={positionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Edit position</DialogTitle>
          <DialogDescription>
            Changes show on the public page at once; its link stays the same.
          </DialogDescription>
        </DialogHeader>
        {positionId ? (
          <EditPositionBody
            positionId={positionId}
            onClose={onClose}
            companyName={companyName}
            logoRequired={logoRequired}
            renderAfterForm={renderAfterForm}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditPositionBody({
  positionId,
  onClose,
  companyName,
  logoRequired,
  renderAfterForm,
}: EditPositionDialogProps & { positionId: string }) {
  const query = usePosition(positionId);
  const update = useUpdatePosition(positionId);
  if (query.isPending) {
    return (
      <div aria-busy className="mt-5 flex flex-col gap-5">
        <span role="status" className="sr-only">
          Loading the position…
        </span>
        <Skeleton className="h-10" />
        <div className="grid gap-5 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        className="mt-5"
        message="We couldn’t load this position right now. Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <>
      <PositionForm
        mode="edit"
        defaultValues={positionToForm(query.data)}
        logoRequired={logoRequired}
        companyName={companyName}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        failureMessage={UPDATE_FAILED}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, companyName: values.companyName ?? query.data.companyName });
          toast.success('Success', { description: 'Position updated successfully' });
          onClose();
        }}
      />
      {renderAfterForm?.(positionId)}
    </>
  );
}
