// Job values as people read them, dates, the description preview and share links: shared by the matching and jobs
// features (and anything else that shows a role).
import { LIMITS } from '@shared/constants';
import { previewText } from '@shared/preview-text';
import { site } from './site';

export {
  compensationLabel,
  engagementLabel,
  JOB_VALUE_LABELS,
  labelFrom,
  valueLabel,
  workTypeLabel,
} from '@shared/job-labels';
export { previewText };

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
