// Job values as people read them, dates, the description preview and share links: shared by the matching and jobs
// features (and anything else that shows a role).
import { LIMITS } from '@shared/constants';
import { site } from './site';

const TYPE_LABELS: Record<string, string> = {
  remote: 'Remote',
  'on-site': 'On-site',
  onsite: 'On-site',
  hybrid: 'Hybrid',
  unspecified: 'Unspecified',
  board: 'Board',
};

const ENGAGEMENT_LABELS: Record<string, string> = {
  'part-time': 'Part-time',
  'full-time': 'Full-time',
  'ad-hoc': 'Ad-hoc',
  volunteer: 'Volunteer',
};

const COMPENSATION_LABELS: Record<string, string> = {
  paid: 'Paid',
  equity: 'Equity',
  'pro-bono': 'Pro bono',
  combination: 'Paid + equity',
};

/** Older rows hold free text ('Board Member', 'Paid'): shown as stored, first letter capitalised. */
export const labelFrom = (labels: Record<string, string>, value: string | null | undefined) => {
  if (!value) return null;
  return labels[value.toLowerCase()] ?? value.charAt(0).toUpperCase() + value.slice(1);
};

export const workTypeLabel = (value: string | null | undefined) => labelFrom(TYPE_LABELS, value);
export const engagementLabel = (value: string | null | undefined) => labelFrom(ENGAGEMENT_LABELS, value);
export const compensationLabel = (value: string | null | undefined) => labelFrom(COMPENSATION_LABELS, value);

/** Work type, engagement and compensation labels in one map. */
export const JOB_VALUE_LABELS: Readonly<Record<string, string>> = {
  ...TYPE_LABELS,
  ...ENGAGEMENT_LABELS,
  ...COMPENSATION_LABELS,
};
/** Any of the three: for places that show a stored value without knowing which field it came from. */
export const valueLabel = (value: string | null | undefined) => labelFrom(JOB_VALUE_LABELS, value);

export const locationOf = (job: { city: string | null; country: string | null }) =>
  [job.city, job.country].filter(Boolean).join(', ') || null;

// 'Nov 20, 2026', as Intl.DateTimeFormat('en-US', { month: 'short', … }) writes it. Written out because the first
// Intl formatter a page creates loads the locale data: about 100 ms of main thread on a slow phone, right when a
// server-rendered page is being taken over (decision 012).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day of `iso` in the browser's time zone, or in UTC (what the server, which cannot know the visitor's, uses). */
export function formatDate(iso: string, timeZone: 'local' | 'UTC' = 'local'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone === 'UTC')
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

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

/** Every outbound job link carries the spec's share parameters (part 2 §9). */
export function withShareUtm(url: string): string {
  try {
    const parsed = new URL(url, site.origin);
    parsed.searchParams.set('utm_source', 'social');
    parsed.searchParams.set('utm_medium', 'share');
    parsed.searchParams.set('utm_campaign', 'job_share');
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Initials for a logo that is missing or fails to load. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

export const descriptionPreview = (html: string | null) => previewText(html, LIMITS.jobPreviewChars);
