import { describe, expect, it } from 'vitest';
import { renderDocument } from '@server/features/web/document';

const template =
  '<html><head><title>Boardly</title><meta name="description" content="x" /></head><body></body></html>';

describe('renderDocument', () => {
  it('replaces the title and escapes user text in head tags', () => {
    const html = renderDocument(template, {
      title: 'CFO "Advisor" <script>alert(1)</script>',
      description: 'A & B',
      canonicalUrl: 'https://boardly.example/job/x',
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>CFO &quot;Advisor&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="A &amp; B" />');
    expect(html).toContain('<link rel="canonical" href="https://boardly.example/job/x" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("inserts user text literally, even with String.replace patterns ($` $' $&) in it", () => {
    const html = renderDocument(template, { title: "Ann $` and $' and $& end", description: '$`' });
    expect(html).toContain('<title>Ann $` and $&#39; and $&amp; end</title>');
    expect(html).toContain('<meta name="description" content="$`" />');
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('leaves the template alone without page metadata', () => {
    expect(renderDocument(template, undefined)).toBe(template);
  });
});
