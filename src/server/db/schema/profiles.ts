// Advisor profiles (spec part 2 §3), keyed by the user id.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export interface AdvisorExperienceEntry {
  company: string;
  website?: string;
  role?: string;
  description?: string;
}

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('advisor'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth'),
    country: text('country'),
    city: text('city'),
    yearsExperience: integer('years_experience'),
    gender: text('gender'),
    industries: text('industries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workPreference: text('work_preference'),
    compensationPreference: text('compensation_preference')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availableToWork: text('available_to_work')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hoursAvailable: integer('hours_available'),
    biography: text('biography'),
    linkedinUrl: text('linkedin_url'),
    calendlyLink: text('calendly_link'),
    /** IANA time zone (e.g. Europe/Berlin): interview slots and invitations are shown in it. */
    timeZone: text('time_zone'),
    hasBeenAdvisorBefore: text('has_been_advisor_before'),
    advisorExperience: jsonb('advisor_experience').$type<AdvisorExperienceEntry[]>().notNull().default([]),
    photoUrl: text('photo_url'),
    /** Storage keys behind photo_url, resume_url and badge_url (the URLs are what clients see). */
    photoKey: text('photo_key'),
    resumeUrl: text('resume_url'),
    resumeKey: text('resume_key'),
    resumeFileName: text('resume_file_name'),
    badgeKey: text('badge_key'),
    companyLogoUrl: text('company_logo_url'),
    publicProfileSlug: text('public_profile_slug').unique(),
    badgeHash: text('badge_hash'),
    badgeUrl: text('badge_url'),
    isPublic: boolean('is_public').notNull().default(false),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    lifetimeAccess: boolean('lifetime_access').notNull().default(false),
    /** Opt-out for the weekly e-mailed match suggestions (annual plan feature). */
    weeklySuggestions: boolean('weekly_suggestions').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_search_idx').on(t.profileCompleted, t.yearsExperience),
    index('profiles_public_idx').on(t.isPublic),
  ],
);
