import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/select';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { fieldMessages, showServerIssues } from '@client/lib/form-errors';
import { TIMINGS, type Role } from '@shared/constants';
import { type SignUp } from '@shared/schemas/auth';
import { useSignUp } from '../api/auth-mutations';
import { signUpNext } from '../lib/destinations';
import { GENERIC_ERROR, TOASTS } from '../lib/messages';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';

export const ROLE_OPTIONS = [
  { value: 'advisor', label: 'Advisor (Looking for board positions)' },
  { value: 'company', label: 'Company (Looking for advisors)' },
] as const satisfies readonly { value: Role; label: string }[];

export interface SignUpFormProps {
  defaultRole: Role;
  /** A safe on-site path the confirmation link should continue to. */
  next: string | null;
  /** The address is already registered: show the sign-in tab with this email filled in. */
  onAlreadyRegistered: (email: string) => void;
}

export function SignUpForm({ defaultRole, next, onAlreadyRegistered }: SignUpFormProps) {
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The already-registered address, waiting out the spec's pause before the sign-in tab opens with it.
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const showSignIn = useEffectEvent((email: string) => onAlreadyRegistered(email));
  useEffect(() => {
    if (existingEmail === null) return;
    const timer = window.setTimeout(() => showSignIn(existingEmail), TIMINGS.signInTabAfterExistingMs);
    return () => window.clearTimeout(timer);
  }, [existingEmail]);

  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.SignUpSchema)),
    defaultValues: { email: '', password: '', role: defaultRole },
  });

  const onSubmit = (values: SignUp) => {
    setExistingEmail(null);
    signUp.mutate(
      { ...values, next: signUpNext(values.role, next) },
      {
        onSuccess: () => {
          toast.success(TOASTS.signUpSuccess.title, { description: TOASTS.signUpSuccess.description });
          resetField('password');
          setSentTo(values.email);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'USER_ALREADY_EXISTS') {
            toast.error(TOASTS.userAlreadyExists.title, {
              description: TOASTS.userAlreadyExists.description,
            });
            setExistingEmail(values.email);
            return;
          }
          toast.error(TOASTS.signUpFailed, {
            description: error instanceof ApiError ? error.message : GENERIC_ERROR,
          });
          // The server can refuse a password for several reasons at once; all of them are shown under the field.
          const placed = showServerIssues(error, ['email', 'password', 'role'], setError);
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD' && placed.length === 0) {
            setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
          }
        },
      },
    );
  };

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-card bg-accent-soft/60 p-5">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-card text-accent-strong shadow-soft">
          <MailCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-ink">Check your inbox</h2>
          <p className="mt-1 text-sm leading-6 text-body">
            We sent a confirmation link to <strong className="font-semibold break-all">{sentTo}</strong>.
            Follow it to activate your account — it is valid for 24 hours.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <Field label="I am joining as" required error={errors.role?.message}>
        {(control) => (
          // defaultValue as well: the server's markup (read before, or without, JavaScript) shows `?role=` chosen.
          <NativeSelect
            options={ROLE_OPTIONS}
            {...control}
            {...register('role')}
            defaultValue={defaultRole}
          />
        )}
      </Field>
      <EmailField error={errors.email?.message} registration={register('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="Use a long passphrase you don't use anywhere else."
        errors={fieldMessages(errors.password)}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-center text-xs leading-5 text-muted">
        By signing up, you agree to our <span className="font-medium text-body">Terms of Service</span> and{' '}
        <span className="font-medium text-body">Privacy Policy</span>.
      </p>
    </form>
  );
}
