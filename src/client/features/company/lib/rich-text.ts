// The markup the job description editor's buttons insert: only tags the server keeps when it sanitizes.

export type Format = 'paragraph' | 'bold' | 'italic' | 'list';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The markup one button wraps around the selection (or placeholder words when nothing is selected). */
export function applyFormat(format: Format, selected: string): string {
  switch (format) {
    case 'paragraph':
      return `<p>${selected || 'New paragraph'}</p>`;
    case 'bold':
      return `<strong>${selected || 'bold text'}</strong>`;
    case 'italic':
      return `<em>${selected || 'italic text'}</em>`;
    case 'list': {
      // Each selected line becomes an item; plain lines are escaped, lines that already hold markup are kept.
      const items = (selected || 'First point\nSecond point')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `  <li>${line.startsWith('<') ? line : escapeText(line)}</li>`);
      return `<ul>\n${items.join('\n')}\n</ul>`;
    }
  }
}
