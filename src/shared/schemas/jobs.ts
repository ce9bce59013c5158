// Contract schemas for roles (jobs), match runs and applications.
import { z } from 'zod';
import { LIMITS, WORK_TYPE_FILTERS } from '../constants';
import { MyApplicationHiringSchema, ResponsivenessSchema } from './hiring';
import { CompensationContextSchema } from './compensation';
import { MyApplicationScreeningSchema } from './screening-mine';

/** A role as an advisor sees it in a list, unlocked (a subscriber, or one of a free plan's first results). */
export const UnlockedJobCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  industry: z.string().nullable(),
  type: z.string(),
  engagementType: z.string().nullable(),
  compensationType: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postedDate: z.string(),
  locked: z.literal(false),
  applied: z.boolean(),
  details: z.object({
    companyName: z.string(),
    companyUrl: z.string().nullable(),
    companySummary: z.string().nullable(),
    jobDescription: z.string().nullable(),
    salary: z.string().nullable(),
    jobUrl: z.string().nullable(),
    logoUrl: z.string().nullable(),
    publicJobSlug: z.string().nullable(),
    acceptsApplications: z.boolean(),
  }),
});
export type UnlockedJobCard = z.infer<typeof UnlockedJobCardSchema>;

/**
 * A locked role (Pro gating, enforced by the server): only what tempts, nothing that identifies it — no id, slug,
 * link, title, company, city or date, and no applied flag (applying to a known role would reveal which card it is).
 * `region` is a part of the world ('Europe'), never a city.
 */
export const LockedJobCardSchema = z.object({
  locked: z.literal(true),
  industry: z.string().nullable(),
  engagementType: z.string().nullable(),
  compensationType: z.string().nullable(),
  region: z.string().nullable(),
});
export type LockedJobCard = z.infer<typeof LockedJobCardSchema>;

export const JobCardSchema = z.discriminatedUnion('locked', [UnlockedJobCardSchema, LockedJobCardSchema]);
export type JobCard = z.infer<typeof JobCardSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  });

const text = z.string().trim().max(100).optional();
export const JobFiltersSchema = z.object({
  title: text,
  industry: text,
  city: text,
  country: text,
  company: text,
  workType: z.enum(WORK_TYPE_FILTERS).optional(),
  compensation: z.enum(['paid', 'equity', 'pro-bono', 'combination']).optional(),
  engagement: z.enum(['part-time', 'full-time', 'ad-hoc', 'volunteer']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type JobFilters = z.infer<typeof JobFiltersSchema>;

/** The manual search's filters, without its page: what a feed of open roles is narrowed by (`/feeds/roles.*`). */
export const RoleFeedFiltersSchema = JobFiltersSchema.omit({ page: true });
export type RoleFeedFilters = z.infer<typeof RoleFeedFiltersSchema>;

/** The three formats of the open roles feed, each at `/feeds/roles.<extension>`. */
export const ROLE_FEED_FORMATS = {
  rss: { extension: 'rss', label: 'RSS', mediaType: 'application/rss+xml' },
  atom: { extension: 'atom', label: 'Atom', mediaType: 'application/atom+xml' },
  json: { extension: 'json', label: 'JSON Feed', mediaType: 'application/feed+json' },
} as const;
export type RoleFeedFormat = keyof typeof ROLE_FEED_FORMATS;

/** The address of a feed of the open roles matching `filters` (the list's page and empty filters are left out). */
export function roleFeedPath(format: RoleFeedFormat, filters: Partial<RoleFeedFilters>): string {
  const query = new URLSearchParams();
  for (const name of Object.keys(RoleFeedFiltersSchema.shape) as (keyof RoleFeedFilters)[]) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `/feeds/roles.${ROLE_FEED_FORMATS[format].extension}${search ? `?${search}` : ''}`;
}

/** `GET /api/jobs`: one page of role cards, newest first. */
export const JobPageSchema = pageOf(JobCardSchema);
export type JobPage = z.infer<typeof JobPageSchema>;

/** How well an advisor fits a role, as both sides see it: the score (bands in @shared/match-bands), how far it
 * can be trusted, the reasons, and the tensions that lowered it. */
export const MatchFitSchema = z.object({
  score: z.number().int().min(0).max(100),
  confidence: z.number().min(0).max(1),
  reasons: z.array(z.string()).max(4),
  /** What lowered the score (unmet requirement, seniority, presence, terms), most costly first. */
  tensions: z.array(z.string()),
});
export type MatchFit = z.infer<typeof MatchFitSchema>;

/** One AI match; a locked one carries no reasons, tensions or hints either (they name the role's city and skills). */
export const MatchResultSchema = MatchFitSchema.extend({
  improvements: z.array(z.string()),
  job: JobCardSchema,
});
export type MatchResult = z.infer<typeof MatchResultSchema>;

export const MatchRunSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  percent: z.number().int().min(0).max(100),
  message: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** Set when status is 'done': one page of results, best first. */
  results: pageOf(MatchResultSchema).nullable(),
});
export type MatchRun = z.infer<typeof MatchRunSchema>;

export const MatchResultsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** What a role says about itself: the fields every full view of a role shares (public page, owner's edit view). */
export const JobContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  companyUrl: z.string().nullable(),
  companySummary: z.string().nullable(),
  jobDescription: z.string().nullable(),
  industry: z.string().nullable(),
  type: z.string(),
  engagementType: z.string().nullable(),
  compensationType: z.string().nullable(),
  salary: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  jobUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** The public job page (`/job/{idOrSlug}`): public and active roles only, always with full details. */
export const PublicJobSchema = JobContentSchema.extend({
  postedDate: z.string(),
  publicJobSlug: z.string().nullable(),
  acceptsApplications: z.boolean(),
  applied: z.boolean(),
  /** The company's responsiveness where an advisor decides to apply (decision 026; null below 5 applications). */
  responsiveness: ResponsivenessSchema.nullable(),
  /** Equity against the FAST grid and pay against comparable roles (decision 051); null parts say nothing. */
  compensationContext: CompensationContextSchema,
});
export type PublicJob = z.infer<typeof PublicJobSchema>;

export const ApplicationCreatedSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  status: z.literal('applied'),
});

export const MyApplicationSchema = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  job: z.object({
    id: z.string(),
    title: z.string(),
    companyName: z.string(),
    isActive: z.boolean(),
    publicJobSlug: z.string().nullable(),
    /** The company's responsiveness (decision 026; null below 5 applications). */
    responsiveness: ResponsivenessSchema.nullable(),
  }),
  /** The timeline as the advisor sees it, and what they may do (decision 026). */
  hiring: MyApplicationHiringSchema,
  /** What the advisor answered when applying, and their motivation note (decision 049). */
  screening: MyApplicationScreeningSchema,
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

/** `GET /api/my-applications`: the signed-in advisor's applications, newest first. */
export const MyApplicationListSchema = z.array(MyApplicationSchema);

export const JOB_PAGE_SIZE = LIMITS.pageSize;
