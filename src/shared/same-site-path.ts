// Where to send a visitor after an action: the sign-in screen's `next`, the consent form's `return`. Following such
// a value blindly makes every link an open redirect (`?next=https://evil.example`), so only paths on this site are
// accepted — the one rule for the browser and the server (issue #28).

// Any origin works as the base: it only has to be one the candidate cannot equal unless it escapes the site.
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * Returns `value` when it is a path on this site — a single leading '/', not '//' (read by browsers as "another
 * host"), no backslash (browsers read '\' as '/'), no scheme, no control characters (browsers drop tabs and line
 * breaks, so '/\t/evil.example' becomes '//evil.example', and a line break in a Location header is refused by the
 * server) — and null otherwise.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
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
