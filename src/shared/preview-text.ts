// The text of a stored description, for previews: the role cards, a page's meta description and the open roles
// feeds. Plain string work, so the server and the browser produce the same text (decision 012).
import { LIMITS } from './constants';

// The characters sanitize-html escapes in the HTML it keeps, plus the usual spaces and numeric references.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decodeEntity = (entity: string, name: string) => {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
};

/**
 * The text of server-sanitized HTML, cut at a word boundary. Plain string work rather than DOMParser, so the server
 * renders the same preview as the browser (decision 012): the input is the sanitizer's output, whose tags never
 * hold a `>` inside an attribute it keeps unescaped.
 */
export function previewText(html: string | null | undefined, limit: number = LIMITS.jobPreviewChars): string {
  if (!html) return '';
  const text = html
    // Block boundaries become spaces, so '<p>strategy.</p><h3>What…' does not read 'strategy.What…'.
    .replace(/<\/(p|h[1-6]|li|ul|ol|div|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
