/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context and focus; the hidden-textarea
 * fallback (the spec's "fallback copy method") covers plain-http deployments and older browsers. Throws when both
 * fail, so the caller can show the link instead.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Fall through to the legacy method.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  // execCommand is deprecated but is the only copy path outside a secure context.
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy command was refused');
}
