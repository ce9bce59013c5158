import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { sameSitePath } from '@shared/same-site-path';
import { usePageTitle } from '@client/lib/use-page-title';
import { useStillOnPage } from '@client/lib/still-on-page';
import { fetchFreshViewer, replaceSession } from '../api/viewer-query';
import { callbackErrorKind, confirmedHome } from '../lib/destinations';
import { TOASTS } from '../lib/messages';

type ToastText = { title: string; description: string };

/**
 * /auth/callback: the e-mail confirmation link lands here (the server has already verified the token and set the
 * session cookie). Every outcome is a toast and a replace-navigation, so Back never returns to a spent link.
 */
export function AuthCallbackScreen() {
  usePageTitle('Confirming your account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const stillOnPage = useStillOnPage();
  // The link is processed once, even when React runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const toAuth = (kind: 'error' | 'info', text: ToastText) => {
      if (kind === 'error') toast.error(text.title, { description: text.description });
      else toast.info(text.title, { description: text.description });
      void navigate(paths.auth(), { replace: true });
    };

    const linkError = searchParams.get('error');
    if (linkError) {
      toAuth(
        'error',
        callbackErrorKind(linkError) === 'expired' ? TOASTS.linkExpired : TOASTS.authErrorConfirming,
      );
      return;
    }

    // The page is server-rendered with the signed-in header: a visitor may follow one of its links while the
    // session is read. Once they are on their way, the answer must not pull them back.
    const next = sameSitePath(searchParams.get('next'));
    fetchFreshViewer(queryClient).then(
      (viewer) => {
        if (viewer.user) replaceSession(queryClient, viewer);
        if (!stillOnPage()) return;
        if (!viewer.user) {
          toAuth('info', TOASTS.emailAlreadyConfirmed);
          return;
        }
        toast.success(TOASTS.welcomeConfirmed.title, { description: TOASTS.welcomeConfirmed.description });
        void navigate(next ?? confirmedHome(viewer.user.role), { replace: true });
      },
      (error: unknown) => {
        // The server answered but could not give a session, versus the request itself failing.
        const answered = error instanceof ApiError && error.status !== 0;
        if (stillOnPage()) toAuth('error', answered ? TOASTS.authErrorSession : TOASTS.authErrorProcessing);
      },
    );
  }, [navigate, queryClient, searchParams, stillOnPage]);

  return (
    <main
      id="main"
      className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <Spinner size="lg" label="Please wait" className="text-accent-strong" />
      <h1 className="font-display text-2xl font-medium text-ink">Confirming your account...</h1>
      <p className="max-w-sm text-sm leading-6 text-muted">This takes a moment. Please keep this tab open.</p>
    </main>
  );
}
