// Company profiles (spec part 1 §3, part 2 §3) and the server-side count of free advisor-profile views.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { profiles } from './profiles';

export const companyProfiles = pgTable('company_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  contactFullName: text('contact_full_name').notNull().default(''),
  contactPosition: text('contact_position').notNull().default(''),
  contactLinkedinUrl: text('contact_linkedin_url'),
  companyDescription: text('company_description'),
  industries: text('industries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  city: text('city'),
  country: text('country'),
  websiteUrl: text('website_url'),
  companySize: text('company_size'),
  fundingStage: text('funding_stage'),
  skillsNeeded: text('skills_needed')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  yearsExperienceRequired: integer('years_experience_required').notNull().default(0),
  expectedMonthlyAvailability: integer('expected_monthly_availability').notNull().default(0),
  compensationType: text('compensation_type'),
  logoUrl: text('logo_url'),
  profileCompleted: boolean('profile_completed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const advisorProfileViews = pgTable(
  'advisor_profile_views',
  {
    companyUserId: uuid('company_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyUserId, t.advisorId] }),
    index('advisor_profile_views_advisor_idx').on(t.advisorId),
  ],
);
