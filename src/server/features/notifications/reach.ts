// May A reach B? The one rule every path that contacts or notifies the other party asks (issue #28): nobody reaches
// a person who blocked them or whom they blocked. Contact actions (a message, an invitation, an interview proposal,
// reschedule, booking or request for other times) are refused with 403; side effects that notify (a status change,
// a withdrawal, a cancellation) still happen, but `notify` drops the notice (notify.service.ts asks `unreachable`
// for every recipient of a change), so no path can mail or ring a blocked party by forgetting a check. Blocks
// themselves are only between parties who have been in contact (an application or an invitation between them).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGING_MESSAGES } from '@shared/schemas/messaging';
import type { Db } from '../../db/client';
import { applications, blocks, invitations, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Reader = Pick<Db, 'select'>;
type Party = string | SQL | AnyPgColumn;

/** SQL: true when either of the two has blocked the other (for queries that read it beside other columns). */
export const blockedBetweenSql = (first: Party, second: Party) =>
  sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerUserId} = ${first} and ${blocks.blockedUserId} = ${second}) or (${blocks.blockerUserId} = ${second} and ${blocks.blockedUserId} = ${first}))`;

/** Whether `from` may reach `to`: neither has blocked the other. A user always reaches themself. */
export async function mayReach(db: Reader, from: string, to: string): Promise<boolean> {
  if (from === to) return true;
  const [row] = await db.select({ blocked: blockedBetweenSql(from, to) }).from(sql`(select 1) as one`);
  return !row?.blocked;
}

/** Throws 403 "You cannot contact this person." when `from` may not reach `to`. */
export async function requireMayReach(db: Reader, from: string, to: string): Promise<void> {
  if (!(await mayReach(db, from, to))) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.blocked);
}

/** Of the recipients, those `from` may not reach, in one query. */
export async function unreachableFrom(db: Reader, from: string, recipients: string[]): Promise<Set<string>> {
  const others = [...new Set(recipients)].filter((id) => id !== from);
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ blocker: blocks.blockerUserId, blocked: blocks.blockedUserId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerUserId, from), inArray(blocks.blockedUserId, others)),
        and(eq(blocks.blockedUserId, from), inArray(blocks.blockerUserId, others)),
      ),
    );
  return new Set(rows.map((row) => (row.blocker === from ? row.blocked : row.blocker)));
}

/**
 * SQL: whether an advisor and a company have been in contact: an application of the advisor to one of the company's
 * positions, or an invitation between them (a conversation always belongs to an application). The order of the two
 * does not matter; two users of the same role are never in contact.
 */
export function inContactSql(first: Party, second: Party) {
  const pair = (advisor: Party, company: Party) =>
    sql`(exists (select 1 from ${applications} inner join ${jobs} on ${jobs.id} = ${applications.jobId}
          where ${applications.advisorUserId} = ${advisor} and ${jobs.postedBy} = ${company})
        or exists (select 1 from ${invitations}
          where ${invitations.advisorUserId} = ${advisor} and ${invitations.companyUserId} = ${company}))`;
  return sql<boolean>`(${pair(first, second)} or ${pair(second, first)})`;
}

export async function haveBeenInContact(db: Reader, first: string, second: string): Promise<boolean> {
  const [row] = await db.select({ contact: inContactSql(first, second) }).from(sql`(select 1) as one`);
  return Boolean(row?.contact);
}
