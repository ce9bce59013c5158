// Human labels for stored values (job type, engagement, compensation, statuses) and small formatting helpers.
import type { ApplicationStatus } from '@shared/constants';
import { formatDate, JOB_VALUE_LABELS, labelFrom } from '@client/lib/job-text';

// The applicants screens (#20 changes them too) keep importing these two from here; they live once in lib/job-text.
export { formatDate, locationOf } from '@client/lib/job-text';

// The job pages' labels, except that the company screens name a 'combination' as their position form offers it.
const LABELS: Record<string, string> = { ...JOB_VALUE_LABELS, combination: 'Combination' };

/** A known value's label; older free-text values ('Board Member') are shown as stored, capitalised. */
export const valueLabel = (value: string | null | undefined): string | null => labelFrom(LABELS, value);

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
