import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { type SignIn, type Viewer } from '@shared/schemas/auth';
import { useSignIn } from '../api/auth-mutations';
import { GENERIC_ERROR, TOASTS } from '../lib/messages';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordField } from './password-field';
import { ResendConfirmationDialog } from './resend-confirmation-dialog';
import { EmailField } from './email-field';

export interface SignInFormProps {
  defaultEmail?: string | undefined;
  /** Called right before the request, so the screen can take over routing from its "already signed in" rule. */
  onSubmitting: () => void;
  onSignedIn: (viewer: Viewer) => void;
  onFailed: () => void;
}

export function SignInForm({ defaultEmail, onSubmitting, onSignedIn, onFailed }: SignInFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.SignInSchema)),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  // The dialog pre-fills whatever address is already typed here.
  const email = useWatch({ control, name: 'email' });

  const onSubmit = (values: SignIn) => {
    onSubmitting();
    signIn.mutate(values, {
      onSuccess: (viewer) => {
        toast.success(TOASTS.signInSuccess.title, { description: TOASTS.signInSuccess.description });
        onSignedIn(viewer);
      },
      onError: (error) => {
        showServerIssues(error, ['email', 'password'], setError);
        toast.error(TOASTS.signInFailed, {
          description: error instanceof ApiError ? error.message : GENERIC_ERROR,
        });
        onFailed();
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <EmailField error={errors.email?.message} registration={register('email')} />
      <div className="flex flex-col gap-2">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          errors={errors.password?.message ? [errors.password.message] : []}
          {...register('password')}
        />
        <div className="flex flex-wrap justify-between gap-x-2">
          <ResendConfirmationDialog initialEmail={email} />
          <ForgotPasswordDialog initialEmail={email} />
        </div>
      </div>
      <Button type="submit" size="lg" loading={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
