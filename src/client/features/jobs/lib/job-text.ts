// Labels for stored job values, dates, previews and share links. A small copy of the matching feature's helpers:
// features never import each other.
import { LIMITS } from '@shared/constants';

const LABELS: Record<string, string> = {
  remote: 'Remote',
  'on-site': 'On-site',
  onsite: 'On-site',
  hybrid: 'Hybrid',
  unspecified: 'Unspecified',
  board: 'Board',
  'part-time': 'Part-time',
  'full-time': 'Full-time',
  'ad-hoc': 'Ad-hoc',
  volunteer: 'Volunteer',
  paid: 'Paid',
  equity: 'Equity',
  'pro-bono': 'Pro bono',
  combination: 'Paid + equity',
};

/** A known value's label; older free-text values ('Board Member') are shown as stored. */
export function valueLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return LABELS[value.toLowerCase()] ?? value.charAt(0).toUpperCase() + value.slice(1);
}

export const locationOf = (job: { city: string | null; country: string | null }) =>
  [job.city, job.country].filter(Boolean).join(', ') || null;

const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Plain text of server-sanitized HTML, cut at a word boundary (DOMParser runs no scripts, loads nothing). */
export function previewText(html: string | null | undefined, limit: number): string {
  if (!html) return '';
  // Block boundaries become spaces, so '<p>strategy.</p><h3>What…' does not read 'strategy.What…'.
  const spaced = html.replace(/<\/(p|h[1-6]|li|ul|ol|div|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export const descriptionPreview = (html: string | null) => previewText(html, LIMITS.jobPreviewChars);

/** The spec's share parameters for job links (part 2 §9). */
export function withShareUtm(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    parsed.searchParams.set('utm_source', 'social');
    parsed.searchParams.set('utm_medium', 'share');
    parsed.searchParams.set('utm_campaign', 'job_share');
    return parsed.toString();
  } catch {
    return url;
  }
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}
