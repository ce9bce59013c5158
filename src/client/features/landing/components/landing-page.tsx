import { site } from '@client/lib/site';
import { BenefitsSection } from './benefits-section';
import { CallToActionSection } from './call-to-action-section';
import { ContactSection } from './contact-section';
import { FeatureCardsSection } from './feature-cards-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { OpportunitiesSection } from './opportunities-section';

export interface LandingViewer {
  signedIn: boolean;
  hasActiveSubscription: boolean;
  /** True while the session is read: the sample grid waits, so a subscriber never sees it flash. */
  loading?: boolean;
}

export interface LandingPageProps {
  viewer: LandingViewer;
  supportEmail: string;
  /** Used in the hero copy; defaults to the configured site name. */
  siteName?: string;
}

/** The marketing page at '/'. The app shell supplies the header and footer; like every screen, this owns <main>. */
export function LandingPage({ viewer, supportEmail, siteName = site.name }: LandingPageProps) {
  // Subscribers already see real roles, so the teaser grid is only for visitors and non-subscribers (spec §2, §6).
  const showSampleOpportunities = !viewer.loading && (!viewer.signedIn || !viewer.hasActiveSubscription);
  return (
    <main id="main" className="flex flex-col">
      <HeroSection signedIn={viewer.signedIn} siteName={siteName} />
      <FeatureCardsSection />
      <BenefitsSection />
      <HowItWorksSection />
      {showSampleOpportunities ? <OpportunitiesSection /> : null}
      <CallToActionSection signedIn={viewer.signedIn} />
      <ContactSection supportEmail={supportEmail} />
    </main>
  );
}
