// /join-company?token=… (decision 048): the page a colleague's invitation link opens. It shows which company
// invites whom as what; signed out, it offers to sign in or create a company account for the invited address and
// comes back here; signed in, one button joins. A reused, expired, cancelled or someone else's link says so and
// changes nothing.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { UsersRound } from 'lucide-react';
import { COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS } from '@shared/company-roles';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/job-text';
import { paths } from '@client/lib/paths';
import { useAcceptInvitation, useInvitationPreview } from '../api/team-queries';

export interface JoinCompanyPageProps {
  /** The signed-in user, null when signed out. */
  viewer: { email: string; role: string } | null;
}

const TITLES: Record<string, string> = {
  TEAM_INVITATION_EXPIRED: 'This invitation has expired',
  TEAM_INVITATION_USED: 'This invitation was already used',
  TEAM_INVITATION_OTHER_ADDRESS: 'This invitation is for someone else',
};

export function JoinCompanyPage({ viewer }: JoinCompanyPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `/join-company?token=${encodeURIComponent(token)}`;
  const failure = accept.error ?? (token ? preview.error : new ApiError(400, 'INVALID_TOKEN', ''));
  const failureCode = failure instanceof ApiError ? failure.code : undefined;
  const failureMessage =
    failure instanceof ApiError && failure.message
      ? failure.message
      : 'This invitation link is not valid. Open it again from the latest e-mail, or ask for a new one.';

  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col px-5 py-10 sm:px-8 sm:py-14">
      <Card>
        {preview.isPending && token ? (
          <CardContent className="flex flex-col gap-3 pt-6" aria-busy>
            <span role="status" className="sr-only">
              Opening the invitation…
            </span>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-20 w-full" />
          </CardContent>
        ) : failure ? (
          <>
            <CardHeader>
              <h1 className="font-display text-2xl font-medium text-ink">
                {TITLES[failureCode ?? ''] ?? 'This invitation link does not work'}
              </h1>
              <CardDescription role="alert">{failureMessage}</CardDescription>
            </CardHeader>
            <CardContent>
              <Link to={paths.home()} className={buttonClasses({ variant: 'outline' })}>
                Go to the home page
              </Link>
            </CardContent>
          </>
        ) : preview.data ? (
          <>
            <CardHeader>
              <span className="mb-2 inline-flex size-10 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
                <UsersRound aria-hidden className="size-5" />
              </span>
              <h1 className="font-display text-2xl font-medium text-ink">Join {preview.data.companyName}</h1>
              <CardDescription>
                {preview.data.invitedBy} invites <strong className="text-ink">{preview.data.email}</strong> as{' '}
                {COMPANY_ROLE_LABELS[preview.data.role].toLowerCase()}:{' '}
                {COMPANY_ROLE_DESCRIPTIONS[preview.data.role]}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p className="text-sm text-muted">
                The invitation expires on {formatDate(preview.data.expiresAt)}.
              </p>
              {viewer ? (
                <>
                  <p className="text-sm text-body">
                    You are signed in as <strong className="text-ink">{viewer.email}</strong>.
                  </p>
                  <Button
                    disabled={accept.isPending}
                    onClick={() =>
                      accept.mutate(token, {
                        onSuccess: (joined) => {
                          toast.success(`Welcome to ${joined.companyName}`);
                          navigate(paths.companyDashboard());
                        },
                      })
                    }
                  >
                    Join {preview.data.companyName}
                  </Button>
                </>
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Link
                    to={paths.auth({ tab: 'signup', role: 'company', next: here })}
                    className={buttonClasses({ variant: 'primary' })}
                  >
                    Create my account
                  </Link>
                  <Link to={paths.auth({ next: here })} className={buttonClasses({ variant: 'outline' })}>
                    I have an account: sign in
                  </Link>
                </div>
              )}
            </CardContent>
          </>
        ) : null}
      </Card>
    </main>
  );
}
