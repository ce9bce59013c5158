// Site settings (SITE_NAME, SUPPORT_EMAIL) arrive as meta tags the server writes into index.html, so the first
// paint already has them without an extra request.
const readMeta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

export const site = {
  name: readMeta('site-name') || 'Boardly',
  supportEmail: readMeta('support-email') || 'support@boardly.example',
};
