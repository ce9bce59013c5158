// User text is cleaned on the server with sanitize-html (a maintained sanitizer), never trusted from the form.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/**
 * Plain text: every tag removed (script/style contents with it), entities decoded back to characters so "R&D"
 * stays "R&D". The result is stored as text and escaped wherever it is rendered.
 */
export function stripMarkup(value: string): string {
  const withoutTags = sanitizeHtml(value.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeHTML(withoutTags)
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Rich text (job descriptions): a small set of formatting tags; links only to http(s) and mailto. */
export function sanitizeRichText(value: string): string {
  return sanitizeHtml(value, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'a',
      'h2',
      'h3',
      'h4',
      'blockquote',
    ],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
    },
  }).trim();
}

/** Keeps a URL only when it is http(s); anything else (javascript:, data:) becomes null. */
export function safeHttpUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
