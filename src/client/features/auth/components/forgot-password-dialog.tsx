import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
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
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { type ForgotPassword } from '@shared/schemas/auth';
import { useRequestPasswordReset } from '../api/auth-mutations';
import { TOASTS } from '../lib/messages';

export interface ForgotPasswordDialogProps {
  /** Pre-fills the address the visitor already typed into the sign-in form. */
  initialEmail?: string | undefined;
}

/** 'Forgot password?': asks for an address and always answers the same, whether or not it has an account. */
export function ForgotPasswordDialog({ initialEmail }: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(() =>
      import('@shared/schemas/auth').then((schemas) => schemas.ForgotPasswordSchema),
    ),
    defaultValues: { email: '' },
  });

  const onOpenChange = (next: boolean) => {
    if (next) reset({ email: initialEmail ?? '' });
    setOpen(next);
  };

  const onValid = (values: ForgotPassword) =>
    requestReset.mutate(values, {
      onSuccess: () => {
        toast.success(TOASTS.resetLinkSent.title, { description: TOASTS.resetLinkSent.description });
        setOpen(false);
      },
      onError: (error) => {
        if (showServerIssues(error, ['email'], setError).length > 0) return;
        // Over the rate limit the server says when to try again, which beats the generic sentence.
        const description =
          error instanceof ApiError && error.code === 'RATE_LIMITED'
            ? error.message
            : TOASTS.error.description;
        toast.error(TOASTS.error.title, { description });
      },
    });

  // The dialog is portalled out of the sign-in form's DOM, but a portal's events may still bubble through the
  // component tree to that form (React DOM does so): its submit must stop here.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void handleSubmit(onValid)(event);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="font-medium">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the email you signed up with and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
          <Field label="Email" required error={errors.email?.message}>
            {(control) => (
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                {...control}
                {...register('email')}
              />
            )}
          </Field>
          <DialogFooter className="mt-1">
            <Button type="submit" loading={requestReset.isPending} className="w-full sm:w-auto">
              {requestReset.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
