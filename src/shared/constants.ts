// Business constants and preset lists from the specification (part 1 §9, part 2 §3 and §9).

export const ROLES = ['advisor', 'company'] as const;
export type Role = (typeof ROLES)[number];

export const PLANS = ['monthly', 'annual', 'lifetime'] as const;
export type Plan = (typeof PLANS)[number];

/** Subscription statuses that count as "current" (spec part 2 §4). */
export const CURRENT_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'contacted',
  'rejected',
  'hired',
  /** Taken back by the advisor (with an optional reason the company sees). */
  'withdrawn',
  /** Closed by the platform or the company with a reason (no answer by the deadline, someone else was hired). */
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses a company sets on an application by hand (withdrawn and closed come from other steps). */
export const COMPANY_SET_STATUSES = ['applied', 'shortlisted', 'contacted', 'rejected', 'hired'] as const;
export type CompanySetStatus = (typeof COMPANY_SET_STATUSES)[number];

/** Statuses in which an application still waits for an outcome. */
export const OPEN_APPLICATION_STATUSES = ['applied', 'shortlisted', 'contacted'] as const;

/**
 * Every step of an application's timeline (application_status_events.status): the statuses plus the steps that do
 * not change the status (viewed, interviews, re-applied).
 */
export const TIMELINE_STEPS = [
  ...APPLICATION_STATUSES,
  'viewed',
  'interview_proposed',
  'interview_new_times_requested',
  'interview_booked',
  'interview_rescheduled',
  'interview_cancelled',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** No ghosting (decision 026): days a position gives itself to answer an application. */
export const RESPONSE_WINDOW = { defaultDays: 21, minDays: 7, maxDays: 60, reminderDaysBefore: 7 } as const;
/** Responsiveness is shown to advisors once a company has received this many applications. */
export const RESPONSIVENESS_MIN_APPLICATIONS = 5;

export const ADVISOR_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Energy',
  'Transportation',
  'Real Estate',
  'Media',
  'Telecommunications',
  'Agriculture',
  'Hospitality',
  'Legal Services',
  'Consulting',
  'Non-profit',
  'Government',
  'Automotive',
  'Aerospace',
  'Biotechnology',
  'Food & Beverage',
  'Gaming',
  'Sports',
  'Fashion',
] as const;

export const ADVISOR_SKILLS = [
  'Strategy Development',
  'Business Development',
  'Product Management',
  'Marketing',
  'Sales',
  'Operations',
  'Finance',
  'HR',
  'Legal',
  'Technology',
  'Data Analysis',
  'Project Management',
  'Leadership',
  'Fundraising',
  'International Expansion',
  'Digital Transformation',
  'Mergers & Acquisitions',
  'Risk Management',
  'Compliance',
  'Innovation',
  'Customer Experience',
  'Supply Chain',
  'Quality Assurance',
  'R&D',
] as const;

export const COMPANY_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Manufacturing',
  'Retail',
  'Education',
  'Real Estate',
  'Energy',
  'Transportation',
  'Media',
  'Food & Beverage',
  'Consulting',
  'Non-profit',
  'Government',
  'Other',
] as const;

export const COMPANY_SKILLS = [
  'Strategic Planning',
  'Financial Management',
  'Marketing',
  'Sales',
  'Operations',
  'Product Development',
  'Technology',
  'Human Resources',
  'Legal',
  'Fundraising',
  'International Expansion',
  'Digital Transformation',
  'Risk Management',
  'Compliance',
  'Mergers & Acquisitions',
  'Leadership Development',
] as const;

export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export const WORK_PREFERENCES = ['part-time', 'full-time', 'ad-hoc'] as const;
export const COMPENSATION_PREFERENCES = ['paid', 'equity', 'pro-bono'] as const;
export const AVAILABLE_TO_WORK = ['Remote', 'On-site'] as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '200+'] as const;
export const FUNDING_STAGES = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Public'] as const;
export const COMPANY_COMPENSATION_TYPES = ['Equity', 'Paid', 'Pro bono', 'Combination'] as const;

export const JOB_TYPES = ['remote', 'on-site', 'hybrid', 'unspecified'] as const;
export const JOB_ENGAGEMENT_TYPES = ['part-time', 'full-time', 'ad-hoc', 'volunteer'] as const;
export const JOB_COMPENSATION_TYPES = ['paid', 'equity', 'pro-bono', 'combination'] as const;
/** Work-type filter labels shown in manual matching (spec part 2 §9). */
export const WORK_TYPE_FILTERS = ['Remote', 'Onsite', 'Hybrid', 'Unspecified'] as const;

export const LIMITS = {
  pageSize: 10,
  paginationFullUpTo: 7,
  draftAutosaveMs: 1000,
  matchPollMs: 1000,
  eligibilityThreshold: 75,
  profileFileMaxBytes: 5 * 1024 * 1024,
  logoMaxBytes: 2 * 1024 * 1024,
  listCap: 50,
  birthYearsOffered: 85,
  jobPreviewChars: 250,
  shareDescriptionChars: 160,
  freeUnlockedResults: 2,
  freeAdvisorProfileViews: 2,
  minPasswordLength: 8,
  lifetimeSpots: 100,
  matchRunsPerHour: 10,
} as const;

export const TIMINGS = {
  signInTabAfterExistingMs: 2000,
  matchmakingReloadMs: 100,
  incompleteProfileRedirectMs: 100,
  toastDurationMs: 4000,
  toastVisible: 3,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const MOBILE_HEADER_MAX_WIDTH = 1024;

/** Currencies a role's monthly fee may be stated in (decision 051). */
export const FEE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SGD', 'INR'] as const;
