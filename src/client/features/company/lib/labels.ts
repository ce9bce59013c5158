// Human labels for stored values (job type, engagement, compensation, statuses) and small formatting helpers.
import type { ApplicationStatus } from '@shared/constants';
import { formatDate } from '@client/lib/job-text';

// The applicants screens (#20 changes them too) keep importing these two from here; they live once in lib/job-text.
export { formatDate, locationOf } from '@client/lib/job-text';

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
  combination: 'Combination',
};

/** A known value's label; older free-text values ('Board Member') are shown as stored, capitalised. */
export function valueLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return LABELS[value.toLowerCase()] ?? value.charAt(0).toUpperCase() + value.slice(1);
}

export const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: valueLabel(value) ?? value }));

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  contacted: 'Contacted',
  rejected: 'Rejected',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

const HOUR_MS = 3600 * 1000;

/**
 * The spec's 'applied X ago': hours under 24, then days under 30, then the date. Under an hour reads "less than
 * an hour ago" rather than the odd "0 hours ago".
 */
export function appliedAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const hours = Math.max(0, Math.floor((now.getTime() - then.getTime()) / HOUR_MS));
  if (hours < 1) return 'Applied less than an hour ago';
  if (hours < 24) return `Applied ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `Applied ${days} ${days === 1 ? 'day' : 'days'} ago`;
  return `Applied on ${formatDate(iso)}`;
}

export const plural = (count: number, one: string, many: string = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
