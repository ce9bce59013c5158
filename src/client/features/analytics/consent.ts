// Analytics consent lives in localStorage under 'analytics_consent' as the string 'true' or 'false' (spec part 1 §3),
// mirrored in a cookie the server reads (consent-store.ts, decision 018).
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import {
  dismissBanner,
  isBannerDismissed,
  readConsent,
  subscribeToConsent,
  writeConsent,
  type AnalyticsConsent,
} from './consent-store';

export type { AnalyticsConsent };

/**
 * What the page's markup was rendered with: on the server, whether the request's cookie holds a choice; in the
 * browser, hydrating, whether that markup has the banner. Hydration starts from it (React's server snapshot), so it
 * matches the markup; a choice stored since (a press the entry handled) is applied right after.
 */
export const RenderedConsent = createContext<AnalyticsConsent>('unknown');

/** The server's markup says whether it carries the banner (data-consent-banner). */
export const CONSENT_BANNER_SELECTOR = '[data-consent-banner]';

const notDismissed = () => false;

export function useAnalyticsConsent(): {
  consent: AnalyticsConsent;
  dismissed: boolean;
  accept: () => void;
  decline: () => void;
  dismiss: () => void;
} {
  const rendered = useContext(RenderedConsent);
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, () => rendered);
  const dismissed = useSyncExternalStore(subscribeToConsent, isBannerDismissed, notDismissed);
  const accept = useCallback(() => writeConsent(true), []);
  const decline = useCallback(() => writeConsent(false), []);
  return { consent, dismissed, accept, decline, dismiss: dismissBanner };
}
