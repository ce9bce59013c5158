// Words for the timeline's steps, for both sides of the marketplace.
import type { TimelineStep } from '@shared/constants';

export const STEP_LABELS: Record<TimelineStep, string> = {
  applied: 'Applied',
  viewed: 'Viewed by the company',
  shortlisted: 'Shortlisted',
  contacted: 'Contacted',
  rejected: 'Not selected',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
  interview_proposed: 'Interview times proposed',
  interview_new_times_requested: 'Other interview times requested',
  interview_booked: 'Interview booked',
  interview_rescheduled: 'Interview rescheduled',
  interview_cancelled: 'Interview cancelled',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 4, 2026, 14:05" in the reader's own time zone. */
export function formatStepTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${hh}:${mm}`;
}

export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
