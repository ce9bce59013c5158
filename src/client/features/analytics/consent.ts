// Analytics consent lives in localStorage under 'analytics_consent' as the string 'true' or 'false' (spec part 1 §3).
import { useCallback, useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY } from './consent-key';

export { CONSENT_STORAGE_KEY };

export type AnalyticsConsent = 'unknown' | 'accepted' | 'declined';

// Same-tab writes do not fire the `storage` event, so subscribers in this tab are notified directly.
const listeners = new Set<() => void>();
// Fallback for when localStorage refuses writes, so a choice still holds for the rest of this page's life.
let memoryConsent: AnalyticsConsent = 'unknown';

function notify() {
  for (const listener of listeners) listener();
}

export function readConsent(): AnalyticsConsent {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (stored === 'true') return 'accepted';
    if (stored === 'false') return 'declined';
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): treat as no choice made.
  }
  return 'unknown';
}

export function writeConsent(accepted: boolean): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, accepted ? 'true' : 'false');
  } catch {
    // Not persisted: the choice still applies to this tab through the in-memory fallback.
    memoryConsent = accepted ? 'accepted' : 'declined';
  }
  notify();
}

function getSnapshot(): AnalyticsConsent {
  const stored = readConsent();
  return stored === 'unknown' ? memoryConsent : stored;
}

// The server renders a page without this browser's storage. It renders as if a choice were made, so a returning
// visitor never sees the banner flash; the browser's first render shows it where no choice is stored.
function getServerSnapshot(): AnalyticsConsent {
  return 'declined';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAnalyticsConsent(): {
  consent: AnalyticsConsent;
  accept: () => void;
  decline: () => void;
} {
  const consent = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const accept = useCallback(() => writeConsent(true), []);
  const decline = useCallback(() => writeConsent(false), []);
  return { consent, accept, decline };
}
