import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert, UserX } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toaster';
import type { Role } from '@shared/constants';
import {
  DELETE_CONFIRMATION_PHRASE,
  DeleteAccountSchema,
  type DeleteAccount,
} from '@shared/schemas/account-settings';
import { useDeleteAccount } from '../api/account-settings-mutations';
import { messageOf, showServerIssues } from '@client/lib/form-errors';
import { SettingsSection } from './settings-section';

const EMPTY: DeleteAccount = { password: '', confirmation: '' };

const WHAT_GOES: Record<Role, string[]> = {
  advisor: [
    'your advisor profile, photo, résumé and badge',
    'your applications and their history',
    'your matches',
    'your subscription renewal (it is cancelled; no further charges)',
  ],
  company: [
    'your company profile and logo',
    'your positions and the applications they received',
    'your subscription renewal (it is cancelled; no further charges)',
  ],
};

export interface DeleteAccountCardProps {
  role: Role;
  /** Called once the account is gone: the app ends the local session and leaves the page. */
  onDeleted: () => Promise<void> | void;
}

/** The danger zone: a confirmation dialog asking for the password and the typed word DELETE. */
export function DeleteAccountCard({ role, onDeleted }: DeleteAccountCardProps) {
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccount>({
    resolver: zodResolver(DeleteAccountSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  const busy = isSubmitting || deleteAccount.isPending;
  const confirmed = confirmation.trim() === DELETE_CONFIRMATION_PHRASE && password.length > 0;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) reset(EMPTY);
  };

  const onSubmit = async (values: DeleteAccount) => {
    try {
      await deleteAccount.mutateAsync(values);
      toast.success('Account deleted', { description: 'Your account and its data have been removed.' });
      setOpen(false);
      await onDeleted();
    } catch (error) {
      if (showServerIssues(error, ['password', 'confirmation'], setError).length === 0) {
        toast.error('Account not deleted', { description: messageOf(error) });
      }
    }
  };

  return (
    <SettingsSection
      id="delete"
      tone="danger"
      icon={UserX}
      title="Delete account"
      description="Permanently delete your account and everything in it. This cannot be undone."
    >
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="danger">Delete Account</Button>
        </DialogTrigger>
        <DialogContent size="md" hideCloseButton>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <TriangleAlert aria-hidden className="size-5 text-danger" />
              Delete your account?
            </DialogTitle>
            <DialogDescription>
              This permanently deletes your sign-in and, with it, everything listed below. You are signed out
              everywhere and cannot sign in again with this account.
            </DialogDescription>
          </DialogHeader>
          <ul className="mt-4 flex list-disc flex-col gap-1 pl-5 text-sm leading-6 text-body">
            {WHAT_GOES[role].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 flex flex-col gap-5">
            <Field label="Your password" required error={errors.password?.message}>
              {(control) => (
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...control}
                  {...register('password')}
                />
              )}
            </Field>
            <Field
              label={`Type ${DELETE_CONFIRMATION_PHRASE} to confirm`}
              required
              error={errors.confirmation?.message}
            >
              {(control) => (
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...control}
                  {...register('confirmation')}
                />
              )}
            </Field>
            <DialogFooter className="mt-1">
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" loading={busy} disabled={!confirmed}>
                {busy ? 'Deleting Account...' : 'Delete My Account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
