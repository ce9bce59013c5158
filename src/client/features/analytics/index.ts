export { ConsentBanner } from './components/consent-banner';
export {
  useAnalyticsConsent,
  RenderedConsent,
  CONSENT_BANNER_SELECTOR,
  type AnalyticsConsent,
} from './consent';
export { readConsent, writeConsent } from './consent-store';
export { usePageViews, PAGE_VIEWS_ENDPOINT, type PageViewContext } from './use-page-views';
