// The interviews of applications as both sides receive them (decision 027): newest first, with their slots and
// the advisor's time zone. Nothing here is private to one side.
import { desc, eq, inArray } from 'drizzle-orm';
import { INTERVIEW_STATUSES, type Interview, type InterviewStatus } from '@shared/schemas/hiring';
import type { Db } from '../../db/client';
import { applications, interviews, interviewSlots, profiles } from '../../db/schema';

const asStatus = (value: string): InterviewStatus =>
  (INTERVIEW_STATUSES as readonly string[]).includes(value) ? (value as InterviewStatus) : 'proposed';

/** The interviews of these applications, newest first, with their slots and the advisor's time zone. */
export async function findInterviews(db: Db, applicationIds: string[]): Promise<Map<string, Interview[]>> {
  const grouped = new Map<string, Interview[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return grouped;
  const rows = await db
    .select({
      interview: interviews,
      advisorTimeZone: profiles.timeZone,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(profiles, eq(profiles.id, applications.advisorUserId))
    .where(inArray(interviews.applicationId, applicationIds))
    .orderBy(desc(interviews.createdAt));
  if (rows.length === 0) return grouped;
  const slots = await db
    .select()
    .from(interviewSlots)
    .where(
      inArray(
        interviewSlots.interviewId,
        rows.map((row) => row.interview.id),
      ),
    )
    .orderBy(interviewSlots.startsAt);
  for (const { interview, advisorTimeZone } of rows) {
    grouped.get(interview.applicationId)?.push({
      id: interview.id,
      status: asStatus(interview.status),
      durationMinutes: interview.durationMinutes,
      companyTimeZone: interview.companyTimeZone,
      advisorTimeZone,
      meetingUrl: interview.meetingUrl,
      location: interview.location,
      startsAt: interview.startsAt?.toISOString() ?? null,
      slots: slots
        .filter((slot) => slot.interviewId === interview.id)
        .map((slot) => ({ id: slot.id, startsAt: slot.startsAt.toISOString() })),
      sequence: interview.sequence,
    });
  }
  return grouped;
}
