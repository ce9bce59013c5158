// Open advisory roles (spec part 2 §3 "Job").
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companyProfiles } from './companies';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull().default(''),
    companyId: uuid('company_id').references(() => companyProfiles.id, { onDelete: 'set null' }),
    companyUrl: text('company_url'),
    companySummary: text('company_summary'),
    jobDescription: text('job_description'),
    industry: text('industry'),
    type: text('type').notNull().default('unspecified'),
    engagementType: text('engagement_type'),
    compensationType: text('compensation_type'),
    salary: text('salary'),
    city: text('city'),
    country: text('country'),
    jobUrl: text('job_url'),
    logoUrl: text('logo_url'),
    source: text('source'),
    postedBy: uuid('posted_by').references(() => user.id, { onDelete: 'cascade' }),
    postedDate: timestamp('posted_date', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(true),
    publicJobSlug: text('public_job_slug').unique(),
    /** Days an application may wait for the company's first action before it closes (no ghosting, 7–60). */
    responseDays: integer('response_days').notNull().default(21),
    /** The message sent to the other applicants when someone is hired (null = the default wording). */
    closingMessage: text('closing_message'),
    /** Advisory equity offered, in basis points of the company (25 = 0.25 %); null = not stated (decision 051). */
    equityBps: integer('equity_bps'),
    /** A paid role's fee per month in `feeCurrency`, whole units; null = not stated (decision 051). */
    monthlyFee: integer('monthly_fee'),
    feeCurrency: text('fee_currency'),
    /** The board is a listed (public) company's: the overboarding check applies to it (issue #35, decision 050). */
    boardListed: boolean('board_listed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text index of the role, for retrieving match candidates before scoring them. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(industry, '') || ' ' || coalesce(company_summary, '') || ' ' || coalesce(job_description, ''))`,
    ),
  },
  (t) => [
    index('jobs_search_idx').using('gin', t.searchVector),
    index('jobs_active_posted_idx').on(t.isActive, t.postedDate),
    index('jobs_posted_by_idx').on(t.postedBy, t.createdAt),
    index('jobs_company_id_idx').on(t.companyId),
    index('jobs_industry_idx').on(t.industry),
    index('jobs_type_idx').on(t.type),
  ],
);
