// The stored fit of each application (decision 030): the matching engine's score of the advisor for the position
// they applied to, so the company's applicants page sorts and pages "best fit" in SQL and shows each card's fit
// (score, confidence, reasons and tensions, in the third person) without running the engine per request (decision
// 047; before it only the score was stored and a page's reasons were computed for every request). A row exists for every application (a trigger on
// `applications` inserts it) and is stale when `scored_version` differs from `inputs_version`, which triggers on
// `profiles` and `jobs` raise in the same transaction as any change to a column the engine reads (drizzle/0010).
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';

export const applicationFits = pgTable(
  'application_fits',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 0–100, the engine's score; null until first scored. */
    score: smallint('score'),
    /** 0–1, how far the score can be trusted; null until first scored. */
    confidence: doublePrecision('confidence'),
    /** The reasons and tensions the card shows, written for the company; null until first scored. */
    reasons: jsonb('reasons').$type<string[]>(),
    tensions: jsonb('tensions').$type<string[]>(),
    /** The engine version (ENGINE_VERSION) that computed `score`; null until first scored. */
    engineVersion: smallint('engine_version'),
    /** Raised by triggers whenever the advisor's or the position's matching columns change. */
    inputsVersion: integer('inputs_version').notNull().default(1),
    /** The `inputs_version` the stored score was computed from (0: never scored). */
    scoredVersion: integer('scored_version').notNull().default(0),
  },
  (t) => [
    // The refresh job reads only the stale rows: normally none, so the index stays tiny.
    index('application_fits_stale_idx')
      .on(t.applicationId)
      .where(sql`${t.scoredVersion} <> ${t.inputsVersion}`),
  ],
);
