import { PricingPage } from '@client/features/billing/components/pricing-page';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /pricing: signed-in users only (spec part 2 §2; the signed-in area's loader, or the server, applied the guard). */
export default function PricingScreen() {
  usePageTitle('Pricing');
  const viewer = useViewer();
  // Only while signing out: the session is cleared once the visitor is home.
  if (!viewer.user) return null;
  return <PricingPage isAdvisor={viewer.user.role === 'advisor'} />;
}
