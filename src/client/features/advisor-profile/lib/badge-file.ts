// Download name of the badge: badge_{first}_{last}_{YYYY-MM-DD}.png (spec part 2 §9).

const filePart = (value: string | null | undefined) =>
  (value ?? '')
    .trim()
    .replace(/[^\p{L}\p{N}-]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'advisor';

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function badgeFileName(firstName: string | null, lastName: string | null, date = new Date()): string {
  return `badge_${filePart(firstName)}_${filePart(lastName)}_${localDate(date)}.png`;
}

/** Fetches the badge image and hands it to the browser as a download with our file name. */
export async function downloadBadge(badgeUrl: string, fileName: string): Promise<void> {
  const res = await fetch(badgeUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Badge download answered ${res.status}`);
  const blob = await res.blob();
  if (!blob.type.startsWith('image/')) throw new Error(`Badge download returned ${blob.type}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
