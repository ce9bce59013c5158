// Site settings (SITE_NAME, SUPPORT_EMAIL) arrive as meta tags the server writes into index.html, so the first
// paint already has them without an extra request. The server's page renderer has no document: it sets them from
// its configuration instead (configureSite).
const readMeta = (name: string) =>
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

export const site = {
  name: readMeta('site-name') || 'Boardly',
  supportEmail: readMeta('support-email') || 'support@boardly.example',
  /** Where the site is served, for links meant to be shared. */
  origin: typeof window === 'undefined' ? '' : window.location.origin,
};

/** Server rendering only: the configured values (they are the same for every request of a process). */
export function configureSite(values: typeof site): void {
  Object.assign(site, values);
}
