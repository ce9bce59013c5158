/** Hands a downloaded blob to the browser as a file with this name (the usual object-URL + anchor hand-off). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
