import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toaster';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '@shared/schemas/account-settings';
import { useChangePassword } from '../api/account-settings-mutations';
import { messageOf, showServerIssues } from '@client/lib/form-errors';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password twice. The server applies the sign-up strength rule and lists its reasons. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const busy = isSubmitting || changePassword.isPending;

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    try {
      const result = await changePassword.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      toast.success('Password changed', {
        description:
          result.otherSessionsEnded > 0
            ? 'Use it the next time you sign in. Your other devices have been signed out.'
            : 'Use it the next time you sign in.',
      });
    } catch (error) {
      if (showServerIssues(error, ['currentPassword', 'newPassword'], setError).length === 0) {
        toast.error('Password not changed', { description: messageOf(error) });
      }
    }
  };

  return (
    <SettingsSection
      id="password"
      icon={KeyRound}
      title="Password"
      description="Choose a password you don't use anywhere else. Other devices signed in to your account are signed out."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
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
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="New password"
            required
            hint="At least 8 characters; a few unrelated words work well."
            error={errors.newPassword?.message}
          >
            {(control) => (
              <Input type="password" autoComplete="new-password" {...control} {...register('newPassword')} />
            )}
          </Field>
          <Field label="Confirm new password" required error={errors.confirmPassword?.message}>
            {(control) => (
              <Input
                type="password"
                autoComplete="new-password"
                {...control}
                {...register('confirmPassword')}
              />
            )}
          </Field>
        </div>
        <div>
          <Button type="submit" loading={busy}>
            {busy ? 'Changing Password...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
