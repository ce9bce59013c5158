import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Check } from 'lucide-react';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { paths } from '@client/lib/paths';
import { sameSitePath } from '@shared/same-site-path';
import { site } from '@client/lib/site';
import { usePageTitle } from '@client/lib/use-page-title';
import { ROLES, TIMINGS, type Role } from '@shared/constants';
import type { Viewer } from '@shared/schemas/auth';
import { useViewerQuery } from '../api/viewer-query';
import { signedInHome } from '../lib/destinations';
import { AuthCard, AuthShell } from './auth-shell';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'signin' | 'signup';

const isRole = (value: string | null): value is Role => (ROLES as readonly string[]).includes(value ?? '');

/**
 * /auth: sign in (default tab) or sign up. `?tab=signup` or `?role=advisor|company` opens sign-up (the role also
 * preselects the select); `?next=/path` is where a signed-in user continues, when it is a path on this site.
 */
export function AuthScreen() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const roleParam = searchParams.get('role');
  const role: Role | null = isRole(roleParam) ? roleParam : null;
  const tabParam = searchParams.get('tab');
  const tab: AuthTab = tabParam === 'signup' || tabParam === 'signin' ? tabParam : role ? 'signup' : 'signin';
  const next = sameSitePath(searchParams.get('next'));
  const [signInEmail, setSignInEmail] = useState<string | undefined>(undefined);

  usePageTitle(tab === 'signin' ? 'Sign in' : 'Create your account');

  const viewer = useViewerQuery().data;
  // Once a sign-in from this screen starts, its own success handler routes (with the spec's delay for an
  // incomplete advisor profile); the "already signed in" rule below must not race it.
  const [signingIn, setSigningIn] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const signedInUser = viewer?.user ?? null;
  useEffect(() => {
    if (signingIn || !signedInUser) return;
    void navigate(next ?? signedInHome(signedInUser.role), { replace: true });
  }, [signingIn, signedInUser, next, navigate]);

  const onSignedIn = (fresh: Viewer) => {
    const user = fresh.user;
    if (!user) return;
    if (next) {
      void navigate(next, { replace: true });
    } else if (user.role === 'advisor' && !fresh.advisorProfileCompleted) {
      // Spec part 1 §4: an advisor without a completed profile is sent to it after a short delay.
      redirectTimer.current = window.setTimeout(
        () => void navigate(paths.myProfile(), { replace: true }),
        TIMINGS.incompleteProfileRedirectMs,
      );
    } else {
      void navigate(signedInHome(user.role), { replace: true });
    }
  };

  const changeTab = (value: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', value);
    setSearchParams(params, { replace: true });
  };

  const showSignIn = (email: string) => {
    setSignInEmail(email);
    changeTab('signin');
  };

  const title = tab === 'signin' ? `Sign in to ${site.name}` : `Create your ${site.name} account`;
  const description =
    tab === 'signin'
      ? 'Welcome back. Pick up where you left off with your board search.'
      : 'Advisors find board and advisory roles; companies find the people to fill them.';

  return (
    <AuthShell aside={<AuthAside />}>
      {signedInUser && !signingIn ? (
        <AuthCard title="Signing you in..." description="Taking you to your account.">
          <Spinner label="Redirecting" size="lg" />
        </AuthCard>
      ) : (
        <AuthCard title={title} description={description}>
          <Tabs value={tab} onValueChange={changeTab}>
            <TabsList aria-label="Sign in or create an account" className="grid grid-cols-2 gap-0">
              <TabsTrigger value="signin" className="justify-center">
                Sign In
              </TabsTrigger>
              <TabsTrigger value="signup" className="justify-center">
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="mt-7">
              <SignInForm
                defaultEmail={signInEmail}
                onSubmitting={() => setSigningIn(true)}
                onSignedIn={onSignedIn}
                onFailed={() => setSigningIn(false)}
              />
            </TabsContent>
            <TabsContent value="signup" className="mt-7">
              <SignUpForm defaultRole={role ?? 'advisor'} next={next} onAlreadyRegistered={showSignIn} />
            </TabsContent>
          </Tabs>
        </AuthCard>
      )}
    </AuthShell>
  );
}

const points = [
  {
    title: 'Matched on substance',
    text: 'Experience, industry, stage and terms — not keyword overlap.',
  },
  {
    title: 'Both sides of the table',
    text: 'Advisors seeking board seats and companies building their boards.',
  },
  {
    title: 'Your details stay yours',
    text: 'Profiles are shared only where you apply or choose to be found.',
  },
];

/** The short pitch beside the card on wide screens. Secondary content: not shown on phones. */
function AuthAside() {
  return (
    <div className="max-w-md">
      <p className="text-xs font-semibold tracking-[0.16em] text-accent-strong uppercase">
        Board and advisory roles
      </p>
      <p className="mt-4 font-display text-4xl leading-[1.1] font-medium tracking-tight text-ink">
        Where experienced leaders meet the boards that need them.
      </p>
      <ul className="mt-10 flex flex-col gap-6">
        {points.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong"
            >
              <Check className="size-4" />
            </span>
            <div>
              <p className="text-sm font-semibold text-ink">{point.title}</p>
              <p className="mt-1 text-sm leading-6 text-muted">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
