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
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { type ForgotPassword } from '@shared/schemas/auth';
import { TOASTS } from '../lib/messages';
import { EmailField } from './email-field';

export interface EmailRequestDialogProps {
  /** Pre-fills the address the visitor already typed into the sign-in form. */
  initialEmail?: string | undefined;
  triggerLabel: string;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  /** The one toast for every address: the server answers the same whether or not it has an account. */
  sent: { title: string; description: string };
  request: { mutate: MutateEmail; isPending: boolean };
}

type MutateEmail = (
  values: { email: string },
  callbacks: { onSuccess: () => void; onError: (error: Error) => void },
) => void;

/**
 * A dialog off the sign-in form that asks for an address and mails it something (a reset link, a new confirmation
 * link). It always answers the same, so it never tells whether an address has an account.
 */
export function EmailRequestDialog({
  initialEmail,
  triggerLabel,
  title,
  description,
  submitLabel,
  pendingLabel,
  sent,
  request,
}: EmailRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    // The one-address form: the same schema whatever the dialog mails.
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
    request.mutate(values, {
      onSuccess: () => {
        toast.success(sent.title, { description: sent.description });
        setOpen(false);
      },
      onError: (error) => {
        if (showServerIssues(error, ['email'], setError).length > 0) return;
        // Over the rate limit the server says when to try again, which beats the generic sentence.
        const message =
          error instanceof ApiError && error.code === 'RATE_LIMITED'
            ? error.message
            : TOASTS.error.description;
        toast.error(TOASTS.error.title, { description: message });
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
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
          <EmailField error={errors.email?.message} registration={register('email')} />
          <DialogFooter className="mt-1">
            <Button type="submit" loading={request.isPending} className="w-full sm:w-auto">
              {request.isPending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
