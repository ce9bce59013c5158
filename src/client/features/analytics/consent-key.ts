// The storage key alone, so the entry (main.tsx) can read a stored choice without loading React.
export const CONSENT_STORAGE_KEY = 'analytics_consent';
