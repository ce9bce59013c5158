import { Navigate } from 'react-router';
import { PricingPage } from '@client/features/billing/components/pricing-page';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /pricing: signed-in users only (spec part 2 §2); signed-out visitors sign in and come back here. */
export default function PricingScreen() {
  usePageTitle('Pricing');
  const viewer = useViewer();

  if (viewer.isLoading) {
    return (
      <main id="main" aria-busy className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
        <span role="status" className="sr-only">
          Loading plans…
        </span>
      </main>
    );
  }
  if (!viewer.user) return <Navigate to={paths.auth({ next: paths.pricing() })} replace />;
  return <PricingPage isAdvisor={viewer.user.role === 'advisor'} />;
}
