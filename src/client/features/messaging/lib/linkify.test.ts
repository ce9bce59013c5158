import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http(s) and www. addresses links and leaves the rest as text', () => {
    expect(linkify('See https://example.com/a?b=1, or www.boardly.example.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.boardly.example', href: 'https://www.boardly.example/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes, and markup stays text', () => {
    const body = 'javascript:alert(1) data:text/html,<b>x</b> <a href="https://evil">x</a>';
    const parts = linkify(body);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual(['https://evil']);
    expect(parts.map((part) => part.text).join('')).toBe(body);
  });

  it('keeps a body without links as one text part', () => {
    expect(linkify('Hello\nthere')).toEqual([{ kind: 'text', text: 'Hello\nthere' }]);
  });
});
