// The `next` query parameter decides where a visitor goes after signing in or confirming their e-mail. Following
// it blindly would make every sign-in link an open redirect (`/auth?next=https://evil.example`), so only paths
// on this site are accepted.

// Any origin works as the base: it only has to be one the candidate cannot equal unless it escapes the site.
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * Returns `value` when it is a path on this site — a single leading '/', not '//' or '/\' (both are read by
 * browsers as "another host"), no scheme, no control characters — and null otherwise.
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    // The URL parser is the final judge: whatever it resolves against our origin must stay on our origin.
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  return value;
}
