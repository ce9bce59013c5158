// @mentions in private notes (issue #33 part 3, decision 048): a colleague named `@Full Name` (or `@First` when
// no other colleague shares that first name) in a note is told through the notification centre, by their own
// settings for 'mention'. Only mentions the save added are told (editing a note does not repeat them), never the
// writer, and an interviewer only for a position they are assigned to (they could not open it otherwise).
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyMembers, companyPositionAssignments, user as users } from '../../db/schema';
import { mentionNotice } from '../notifications/hiring-notices';
import { notifyMany, type NotifyDeps } from '../notifications/notify.service';

export interface Colleague {
  id: string;
  name: string;
}

const normalize = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/g, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a note may name a colleague: `@Full Name`, and `@First` when that first name is theirs alone. */
function handlesOf(colleagues: Colleague[]): Map<string, string[]> {
  const firstNames = new Map<string, number>();
  for (const { name } of colleagues) {
    const first = normalize(name).split(' ')[0];
    if (first) firstNames.set(first, (firstNames.get(first) ?? 0) + 1);
  }
  return new Map(
    colleagues.map(({ id, name }) => {
      const full = normalize(name.trim());
      const first = full.split(' ')[0] ?? '';
      return [id, [full, ...(first && first !== full && firstNames.get(first) === 1 ? [first] : [])]];
    }),
  );
}

/** The colleagues a text mentions (each once). A handle must end at a word boundary: `@Ann` is not `@Anna`. */
export function mentionedIn(text: string, colleagues: Colleague[]): string[] {
  const haystack = normalize(text);
  const handles = handlesOf(colleagues.filter((colleague) => colleague.name.trim().length > 0));
  return [...handles.entries()]
    .filter(([, names]) =>
      names.some((name) =>
        new RegExp(`(^|[^\\p{L}\\p{N}_])@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'u').test(haystack),
      ),
    )
    .map(([id]) => id);
}

/** The writer's colleagues who may read the position's applicants (interviewers: when assigned to it). */
export async function findMentionableColleagues(
  db: Pick<Db, 'select'>,
  { companyId, writerId, jobId }: { companyId: string; writerId: string; jobId: string },
): Promise<Colleague[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        ne(companyMembers.userId, writerId),
        or(
          ne(companyMembers.role, 'interviewer'),
          sql`exists (select 1 from ${companyPositionAssignments} where ${companyPositionAssignments.userId} = ${companyMembers.userId} and ${companyPositionAssignments.jobId} = ${jobId})`,
        ),
      ),
    );
}

/** Tells the colleagues the new note mentions and the previous one did not; inside the note's transaction. */
export async function notifyMentions(
  deps: NotifyDeps,
  tx: Tx,
  input: {
    companyId: string;
    writer: { id: string; name: string };
    jobId: string;
    applicationId: string;
    subject: string;
    before: string;
    after: string;
  },
): Promise<string[]> {
  const colleagues = await findMentionableColleagues(tx, {
    companyId: input.companyId,
    writerId: input.writer.id,
    jobId: input.jobId,
  });
  const already = new Set(mentionedIn(input.before, colleagues));
  const added = mentionedIn(input.after, colleagues).filter((id) => !already.has(id));
  if (added.length === 0) return [];
  await notifyMany(
    deps,
    added.map((userId) =>
      mentionNotice({
        userId,
        writer: input.writer,
        subject: input.subject,
        note: input.after,
        jobId: input.jobId,
        applicationId: input.applicationId,
      }),
    ),
    { tx },
  );
  return added;
}
