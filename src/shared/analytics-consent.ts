// The visitor's analytics choice (spec part 1 §3): 'true' or 'false' under this name in localStorage, mirrored in a
// cookie of the same name so the server knows whether to put the consent banner in the page it renders (decision
// 015). A visitor without JavaScript chooses through a plain form post, which sets the cookie alone; the browser
// copies it into localStorage on the next page.
export const CONSENT_KEY = 'analytics_consent';

export type StoredConsent = 'true' | 'false';

/** Browsers keep a cookie at most 400 days. */
export const CONSENT_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** Where the consent banner's form posts when JavaScript has not taken it over. */
export const CONSENT_FORM_ACTION = '/api/analytics/consent';

export const isStoredConsent = (value: string | null | undefined): value is StoredConsent =>
  value === 'true' || value === 'false';
