import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { site } from '@client/lib/site';
import { ConsentBanner } from '@client/features/analytics/components/consent-banner';
import { usePageViews } from '@client/features/analytics/use-page-views';
import { SiteFooter } from '@client/features/site-chrome/components/site-footer';
import { SiteHeader } from '@client/features/site-chrome/components/site-header';
import { useViewer } from './use-viewer';
import { CompanyRoleProvider } from '@client/components/company-role';
import { AnchorProvider } from '@client/components/anchor';
import { RouterAnchor } from './router-anchor';
import type { AnchorProps } from '@client/components/anchor';

const renderRouterAnchor = (props: AnchorProps) => <RouterAnchor {...props} />;

// Sonner (~10 kB gzip) loads beside the first screen instead of before it. Toasts raised before it has mounted are
// not lost: Sonner's store hands a late Toaster every toast that is still active.
// The messages link and bell poll the server; they load beside the first screen, only for signed-in users.
const HeaderInbox = lazy(() =>
  import('@client/features/messaging/components/header-inbox').then((inbox) => ({
    default: inbox.HeaderInbox,
  })),
);

// The navigation bar is needed only once the visitor moves to another page, never for the first one.
const NavigationProgress = lazy(() =>
  import('./navigation-progress').then((progress) => ({ default: progress.NavigationProgress })),
);

const Toaster = lazy(() =>
  import('@client/components/ui/sonner-toaster').then((ui) => ({ default: ui.Toaster })),
);

/** Header, main content, footer, toasts and the consent banner around every screen. */
export function RootLayout() {
  const viewer = useViewer();
  const navigation = useNavigation();
  usePageViews({ role: viewer.user?.role ?? null, plan: viewer.plan, ready: !viewer.isLoading });
  return (
    <CompanyRoleProvider role={viewer.user?.companyRole}>
      <AnchorProvider value={renderRouterAnchor}>
        {/* `data-signed-in`: the page is a signed-in visitor's, so the browser starts the whole application on it
          rather than only its islands (main.tsx, decision 059). */}
        <div className="flex min-h-dvh flex-col" data-signed-in={viewer.user ? '' : undefined}>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-card px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to content
          </a>
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          <SiteHeader
            user={viewer.isLoading ? undefined : viewer.user}
            onSignOut={viewer.signOut}
            siteName={site.name}
            inbox={
              <Suspense fallback={null}>
                <HeaderInbox />
              </Suspense>
            }
          />
          <div className="flex-1" aria-busy={navigation.state === 'loading'}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </div>
          <SiteFooter siteName={site.name} supportEmail={site.supportEmail} />
          <ConsentBanner />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </div>
      </AnchorProvider>
    </CompanyRoleProvider>
  );
}
