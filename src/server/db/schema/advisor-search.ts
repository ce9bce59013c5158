// Company search reads these narrow rows instead of whole advisor profiles (migration 0005). A trigger on
// `profiles` keeps one row per completed advisor profile; the bit masks turn "does the advisor name any of these
// industries/skills" into integer arithmetic — bit i is the name with that bit in `search_terms`.
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** Preset industry and skill names (and their lower-case forms) with the bit each has in the masks. */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** 'industry' | 'skill' */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    bit: smallint('bit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
);

export const advisorSearchKeys = pgTable('advisor_search_keys', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  industryBits: bigint('industry_bits', { mode: 'number' }).notNull(),
  skillBits: bigint('skill_bits', { mode: 'number' }).notNull(),
  yearsExperience: integer('years_experience'),
  hoursAvailable: integer('hours_available'),
  city: text('city'),
  country: text('country'),
  compensationPreference: text('compensation_preference').array().notNull(),
  lifetimeAccess: boolean('lifetime_access').notNull(),
});
