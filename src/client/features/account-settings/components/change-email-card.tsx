import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Mail } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toaster';
import { ChangeEmailSchema, type ChangeEmail } from '@shared/schemas/account-settings';
import { useRequestEmailChange } from '../api/account-settings-mutations';
import { messageOf, showServerIssues } from '@client/lib/form-errors';
import { SettingsSection } from './settings-section';

const EMPTY: ChangeEmail = { newEmail: '', currentPassword: '' };

/** A new address and the password; a confirmation link goes to the new address, which applies the change. */
export function ChangeEmailCard({ email }: { email: string }) {
  const requestChange = useRequestEmailChange();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const busy = isSubmitting || requestChange.isPending;

  const onSubmit = async (values: ChangeEmail) => {
    try {
      const result = await requestChange.mutateAsync(values);
      setPendingEmail(result.pendingEmail);
      reset(EMPTY);
      toast.success('Check your inbox', {
        description: `We sent a confirmation link to ${result.pendingEmail}.`,
      });
    } catch (error) {
      if (showServerIssues(error, ['newEmail', 'currentPassword'], setError).length === 0) {
        toast.error('E-mail not changed', { description: messageOf(error) });
      }
    }
  };

  return (
    <SettingsSection
      id="email"
      icon={Mail}
      title="E-mail address"
      description={
        <>
          You sign in with <span className="font-medium break-all text-ink">{email}</span>. A new address
          takes effect once you open the link we send to it.
        </>
      }
    >
      {pendingEmail ? (
        <p
          role="status"
          className="mb-5 flex gap-3 rounded-control bg-info-soft px-4 py-3 text-sm leading-6 text-body"
        >
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
          <span>
            Confirmation link sent to <span className="font-medium break-all text-ink">{pendingEmail}</span>.
            Your address changes when you open it; until then, keep signing in with {email}.
          </span>
        </p>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="New e-mail address" required error={errors.newEmail?.message}>
            {(control) => (
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                {...control}
                {...register('newEmail')}
              />
            )}
          </Field>
          <Field label="Current password" required error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                type="password"
                autoComplete="current-password"
                {...control}
                {...register('currentPassword')}
              />
            )}
          </Field>
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={busy}>
            {busy ? 'Sending Link...' : 'Send Confirmation Link'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
