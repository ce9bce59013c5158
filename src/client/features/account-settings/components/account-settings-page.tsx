import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import type { Role } from '@shared/constants';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { ExportDataCard } from './export-data-card';

export interface AccountSettingsPageProps {
  email: string;
  role: Role;
  onAccountDeleted: () => Promise<void> | void;
  /** Sections of other features (notification e-mail), placed before the data export and the danger zone. */
  extraSections?: React.ReactNode;
}

function PageShell({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl leading-tight font-medium tracking-tight">Account settings</h1>
        <p className="text-[0.9375rem] leading-7 text-muted">
          Your sign-in details, a copy of your data, and closing your account.
        </p>
      </header>
      <div className="mt-8 flex flex-col gap-6">{children}</div>
    </main>
  );
}

/**
 * The confirmation link of an e-mail change lands on /settings?email=confirmed (with `&error=…` when the link was
 * bad or expired): say what happened once, then drop the parameters so a reload does not say it again.
 */
function useEmailConfirmationNotice(email: string) {
  const [params, setParams] = useSearchParams();
  const announced = useRef(false);
  const outcome = params.get('email');
  const error = params.get('error');
  useEffect(() => {
    if (outcome !== 'confirmed' || announced.current) return;
    announced.current = true;
    if (error) {
      toast.error('E-mail not changed', {
        description: 'That confirmation link is invalid or has expired. Ask for a new one below.',
      });
    } else {
      toast.success('E-mail address updated', { description: `You now sign in with ${email}.` });
    }
    setParams({}, { replace: true });
  }, [outcome, error, email, setParams]);
}

/** /settings: change password, change e-mail, export my data, delete my account — for advisors and companies. */
export function AccountSettingsPage({
  email,
  role,
  onAccountDeleted,
  extraSections,
}: AccountSettingsPageProps) {
  useEmailConfirmationNotice(email);
  return (
    <PageShell>
      <ChangeEmailCard email={email} />
      <ChangePasswordCard />
      {extraSections}
      <ExportDataCard />
      <DeleteAccountCard role={role} onDeleted={onAccountDeleted} />
    </PageShell>
  );
}

/** The same layout while the session is being read. */
export function AccountSettingsLoading() {
  return (
    <PageShell>
      <div aria-busy className="flex flex-col gap-6">
        <span role="status" className="sr-only">
          Loading account settings…
        </span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-44 w-full rounded-card" />
        ))}
      </div>
    </PageShell>
  );
}
