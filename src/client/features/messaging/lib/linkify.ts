// Message bodies are plain text. Links are found here and become anchors only for http(s) addresses (www. is
// read as https), so a body can never carry a javascript: or data: link, and nothing in it is ever HTML.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that usually ends the sentence, not the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const trailing = raw.match(TRAILING)?.[0] ?? '';
    const text = raw.slice(0, raw.length - trailing.length);
    const href = text.toLowerCase().startsWith('www.') ? `https://${text}` : text;
    let url: URL | null = null;
    try {
      url = new URL(href);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || text.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text, href: url.toString() });
    last = start + text.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
