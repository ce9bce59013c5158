// The analytics choice and the banner's "closed for this page" state, without React: the entry (main.tsx) acts on
// the banner's buttons before the application has loaded, and the application's hook (consent.ts) reads the same
// store, so both see one state on a page.
import {
  CONSENT_COOKIE_MAX_AGE_S,
  CONSENT_KEY,
  isStoredConsent,
  type StoredConsent,
} from '@shared/analytics-consent';

export type AnalyticsConsent = 'unknown' | 'accepted' | 'declined';

// Same-tab writes do not fire the `storage` event, so subscribers in this tab are notified directly.
const listeners = new Set<() => void>();
// Fallback for when localStorage refuses writes, so a choice still holds for the rest of this page's life.
let memoryConsent: AnalyticsConsent = 'unknown';
let dismissed = false;

function notify() {
  for (const listener of listeners) listener();
}

function storedLocally(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null; // Storage can be unavailable (privacy mode, blocked cookies): no choice stored.
  }
}

function storedInCookie(): StoredConsent | undefined {
  const value = new RegExp(`(?:^|;\\s*)${CONSENT_KEY}=([^;]*)`).exec(document.cookie)?.[1];
  return isStoredConsent(value) ? value : undefined;
}

function writeCookie(value: StoredConsent) {
  document.cookie = `${CONSENT_KEY}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function storeLocally(value: StoredConsent): boolean {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
    return true;
  } catch {
    return false;
  }
}

export function readConsent(): AnalyticsConsent {
  const stored = storedLocally() ?? storedInCookie();
  if (stored === 'true') return 'accepted';
  if (stored === 'false') return 'declined';
  return memoryConsent;
}

export function writeConsent(accepted: boolean): void {
  const value: StoredConsent = accepted ? 'true' : 'false';
  // Not persisted: the choice still applies to this tab through the in-memory fallback.
  if (!storeLocally(value)) memoryConsent = accepted ? 'accepted' : 'declined';
  writeCookie(value);
  notify();
}

/**
 * Makes the two copies agree: a choice made through the form without JavaScript is only in the cookie, one made
 * before the cookie existed only in localStorage (the server would otherwise keep rendering the banner).
 */
export function syncConsentCopies(): void {
  const local = storedLocally();
  const cookie = storedInCookie();
  if (isStoredConsent(local) && local !== cookie) writeCookie(local);
  else if (!isStoredConsent(local) && cookie) storeLocally(cookie);
}

/** Closing hides the banner for this page view only; no choice is stored, so it returns on the next visit. */
export function dismissBanner(): void {
  dismissed = true;
  notify();
}

export const isBannerDismissed = () => dismissed;

export function subscribeToConsent(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const PAGE_VIEWS_ENDPOINT = '/api/analytics/pageviews';

/**
 * Reports one page view (only ever called once the visitor has accepted analytics). Without React: the islands'
 * start (main.tsx, decision 059) reports a signed-out visitor's view this way; the application's hook uses it too.
 */
export function sendPageView(view: { path: string; search: string; role: string | null; plan: string }) {
  try {
    // Analytics must never disturb the visitor, so failures are ignored.
    fetch(PAGE_VIEWS_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(view),
    }).catch(() => undefined);
  } catch {
    // fetch can throw synchronously, e.g. when the keepalive quota is exhausted.
  }
}
