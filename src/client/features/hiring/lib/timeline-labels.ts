// Words for the timeline's steps, for both sides of the marketplace.
import type { TimelineStep } from '@shared/constants';
import { formatDateTime } from '@client/lib/format-date-time';

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

/** A step's moment in the reader's time zone, written as messages and the bell write theirs (their locale). */
export const formatStepTime = (iso: string): string => formatDateTime(iso);

export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
