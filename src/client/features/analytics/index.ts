export { ConsentBanner } from './components/consent-banner';
export {
  useAnalyticsConsent,
  readConsent,
  writeConsent,
  CONSENT_STORAGE_KEY,
  type AnalyticsConsent,
} from './consent';
export { usePageViews, PAGE_VIEWS_ENDPOINT, type PageViewContext } from './use-page-views';
