import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { KeyRound, LinkIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { fieldMessages, showServerIssues } from '@client/lib/form-errors';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { type NewPassword } from '@shared/schemas/auth';
import { useResetPassword, useSignOut } from '../api/auth-mutations';
import { useViewerQuery } from '../api/viewer-query';
import { signedInHome } from '../lib/destinations';
import { TOASTS } from '../lib/messages';
import { AuthCard, AuthIcon, AuthShell } from './auth-shell';
import { PasswordField } from './password-field';

/**
 * /auth/reset: the reset mail's link lands here with `?token=` (or `?error=INVALID_TOKEN` when the server already
 * knows the link is bad). With a token: the new-password form. Without: a signed-in user goes to their profile
 * setup; anyone else sees 'Invalid Reset Link'.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('error') ? null : searchParams.get('token');
  const [tokenRejected, setTokenRejected] = useState(false);

  if (token && !tokenRejected) {
    return <NewPasswordForm token={token} onTokenRejected={() => setTokenRejected(true)} />;
  }
  return <NoValidLink />;
}

function NoValidLink() {
  const navigate = useNavigate();
  const viewerQuery = useViewerQuery();
  const user = viewerQuery.data?.user ?? null;

  useEffect(() => {
    if (user) void navigate(signedInHome(user.role), { replace: true });
  }, [user, navigate]);

  if (viewerQuery.isPending || user) {
    return (
      <AuthShell>
        <div className="flex justify-center py-16">
          <Spinner size="lg" />
        </div>
      </AuthShell>
    );
  }
  return <InvalidResetLink />;
}

function InvalidResetLink() {
  usePageTitle('Invalid Reset Link');
  const navigate = useNavigate();
  const requestNew = () => {
    toast.info(TOASTS.redirected.title, { description: TOASTS.redirected.description });
    void navigate(paths.auth());
  };
  return (
    <AuthShell>
      <AuthCard
        icon={
          <AuthIcon tone="danger">
            <LinkIcon />
          </AuthIcon>
        }
        title="Invalid Reset Link"
        description="This password reset link is invalid or has expired. Links work once and for one hour; request a new one to continue."
      >
        <Button size="lg" className="w-full" onClick={requestNew}>
          Request New Reset Link
        </Button>
      </AuthCard>
    </AuthShell>
  );
}

interface NewPasswordFormProps {
  token: string;
  onTokenRejected: () => void;
}

function NewPasswordForm({ token, onTokenRejected }: NewPasswordFormProps) {
  usePageTitle('Set a new password');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const signOut = useSignOut();
  const {
    register,
    handleSubmit,
    control,
    setError,
    trigger,
    getFieldState,
    formState,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: lazyZodResolver(() =>
      import('@shared/schemas/auth').then((schemas) => schemas.NewPasswordSchema),
    ),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });

  const busy = isSubmitting || resetPassword.isPending || signOut.isPending;
  const hasError = Boolean(errors.password || errors.confirmPassword);
  // Spec part 1 §5: disabled while submitting, while an error is showing, or while either field is empty.
  const disabled = busy || hasError || !password || !confirmPassword;

  const onSubmit = (values: NewPassword) =>
    resetPassword.mutateAsync({ newPassword: values.password, token }).then(
      async () => {
        toast.success(TOASTS.passwordUpdated.title, { description: TOASTS.passwordUpdated.description });
        // The server has already revoked every session; this clears what the browser still believes.
        await signOut.mutateAsync().catch(() => undefined);
        await navigate(paths.auth(), { replace: true });
      },
      (error: unknown) => {
        toast.error(TOASTS.error.title, { description: TOASTS.error.description });
        if (!(error instanceof ApiError)) return;
        if (error.code === 'INVALID_TOKEN') onTokenRejected();
        // Every reason a weak password is refused for is shown under the field (the server names it `password`).
        const placed = showServerIssues(error, ['password', 'confirmPassword'], setError);
        if (error.code === 'WEAK_PASSWORD' && placed.length === 0) {
          setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        }
      },
    );

  return (
    <AuthShell>
      <AuthCard
        icon={
          <AuthIcon>
            <KeyRound />
          </AuthIcon>
        }
        title="Set a new password"
        description="Choose a password you don't use anywhere else. You will sign in with it from now on."
      >
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            placeholder="Enter new password (min 8 characters)"
            // 16 px text (no iOS zoom) would cut the spec's placeholder off on a 390 px phone.
            className="placeholder:text-sm"
            errors={fieldMessages(errors.password)}
            {...register('password', {
              onChange: () => {
                // Keep "Passwords do not match" honest once the confirmation has been checked.
                if (getFieldState('confirmPassword', formState).isTouched) void trigger('confirmPassword');
              },
            })}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            placeholder="Re-enter new password"
            className="placeholder:text-sm"
            errors={fieldMessages(errors.confirmPassword)}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" loading={busy} disabled={disabled} className="mt-1 w-full">
            {busy ? 'Updating Password...' : 'Update Password'}
          </Button>
        </form>
      </AuthCard>
    </AuthShell>
  );
}
