import { LandingPage } from '@client/features/landing/components/landing-page';
import { site } from '@client/lib/site';
import { useViewer } from '../use-viewer';

export default function Landing() {
  const viewer = useViewer();
  return (
    <LandingPage
      viewer={{
        signedIn: viewer.user !== null,
        hasActiveSubscription: viewer.hasActiveSubscription,
        loading: viewer.isLoading,
      }}
      supportEmail={site.supportEmail}
    />
  );
}
