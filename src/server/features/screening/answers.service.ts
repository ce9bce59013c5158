// The advisor's own answers, as My Applications shows them (decision 049): the question as it was asked and the
// answer given, and the motivation note. Never whether an answer was a knockout, nor anything of the scorecards.
import { asc, eq, inArray } from 'drizzle-orm';
import type { MyApplicationScreening } from '@shared/schemas/screening';
import type { Db } from '../../db/client';
import { applicationAnswers, applicationMotivations, applications } from '../../db/schema';

/** For applications already known to be the caller's (findMyApplications reads them by advisor). */
export async function findMyApplicationScreening(
  db: Pick<Db, 'select'>,
  applicationIds: string[],
): Promise<Map<string, MyApplicationScreening>> {
  const result = new Map<string, MyApplicationScreening>();
  if (applicationIds.length === 0) return result;
  const rows = await db
    .select({
      applicationId: applications.id,
      prompt: applicationAnswers.prompt,
      value: applicationAnswers.value,
      motivation: applicationMotivations.note,
    })
    .from(applications)
    .leftJoin(applicationAnswers, eq(applicationAnswers.applicationId, applications.id))
    .leftJoin(applicationMotivations, eq(applicationMotivations.applicationId, applications.id))
    .where(inArray(applications.id, applicationIds))
    .orderBy(asc(applications.id), asc(applicationAnswers.position));
  for (const row of rows) {
    const entry = result.get(row.applicationId) ?? { answers: [], motivation: row.motivation };
    if (row.prompt !== null && row.value !== null) entry.answers.push({ prompt: row.prompt, value: row.value });
    result.set(row.applicationId, entry);
  }
  return result;
}
