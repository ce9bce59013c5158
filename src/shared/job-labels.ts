// A role's work type, engagement and compensation as people read them: the role cards and pages in the browser, the
// open roles feeds on the server (decision 042).

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
