// Server-side head tags for index.html, so link previews and crawlers see each public page's metadata (declared by
// the page's route module: src/shared/document-head.ts).
import type { DocumentHead } from '@shared/document-head';
import { escapeHtml } from '../../lib/escape-html';

export type { DocumentHead };

/** JSON inside <script> must not be able to close the element. */
const escapeJsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function renderHeadTags(head: DocumentHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) => {
    if (content) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  };
  meta('name', 'description', head.description);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:url', head.canonicalUrl);
  meta('property', 'og:image', head.imageUrl);
  meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', head.imageUrl);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${escapeJsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

export interface SiteMeta {
  siteName: string;
  supportEmail: string;
}

export function renderDocument(template: string, head: DocumentHead | undefined, site?: SiteMeta): string {
  let html = template;
  if (site) {
    const siteTags =
      `<meta name="site-name" content="${escapeHtml(site.siteName)}" />\n    ` +
      `<meta name="support-email" content="${escapeHtml(site.supportEmail)}" />`;
    html = html.replace('</head>', () => `  ${siteTags}\n  </head>`);
  }
  if (!head) return html;
  // Replacer functions, not strings: in a replacement string "$`", "$'" and "$&" are patterns, so user text such
  // as a name containing "$`" would paste the template's own markup into an attribute and break out of it.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `  ${renderHeadTags(head)}\n  </head>`);
}

/**
 * Puts a server-rendered page into the document: its markup in the root element, and the data it was rendered
 * from as a JSON block (not a script: the Content-Security-Policy allows no inline script) the client starts from.
 * `startsAtOnce` tells the entry (main.tsx) to start the application now rather than on first use (decision 013).
 */
export function withRenderedPage(
  html: string,
  page: { html: string; state: unknown },
  { startsAtOnce = false } = {},
): string {
  const root = startsAtOnce ? '<div id="root" data-starts-at-once="">' : '<div id="root">';
  return html
    .replace('<div id="root"></div>', () => `${root}${page.html}</div>`)
    .replace(
      '</body>',
      () =>
        `  <script type="application/json" id="server-state">${escapeJsonForScript(page.state)}</script>\n  </body>`,
    );
}
