// The company's private rating (1–5) and notes per applicant. Read and written only through the company's own
// applications (the position's owner is in every where); never joined into anything an advisor receives.
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import type { ApplicantHiring, Assessment, AssessmentInput } from '@shared/schemas/hiring';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applicantAssessments } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { asCompanyViewer, requireCompletedCompany } from '../../lib/company-actor';
import { recordCompanyChange } from '../../lib/company-audit';
import { eq } from 'drizzle-orm';
import { user as users } from '../../db/schema';
import type { NotifyDeps } from '../notifications/notify.service';
import { notifyMentions } from './mentions';
import { markNotificationsAboutRead } from '../notifications/notify.service';
import { findInterviews } from './interview-list';
import { markApplicationViewedRow } from '../applications/applications.service';
import { loadApplicationFor } from '../applications/load-application';
import { findCompanyTimelines, respondBy } from '../applications/timeline.service';

const NO_ASSESSMENT: Assessment = { rating: null, notes: '', updatedAt: null };

export async function saveAssessment(
  deps: NotifyDeps,
  {
    actor,
    applicationId,
    input,
  }: { actor: SessionUser | null; applicationId: string; input: AssessmentInput },
): Promise<Assessment> {
  const member = await requireCompletedCompany(deps.db, actor, 'review');
  const application = await loadApplicationFor(deps.db, asCompanyViewer(member), applicationId, 'company');
  if (!application) throw notFound(COMPANY_ERROR_MESSAGES.applicationNotFound);
  const values = { rating: input.rating, notes: input.notes, updatedBy: member.user.id, updatedAt: deps.now };
  const subject = `${application.advisor.name} · ${application.role.title}`;
  const row = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ rating: applicantAssessments.rating, notes: applicantAssessments.notes })
      .from(applicantAssessments)
      .where(eq(applicantAssessments.applicationId, application.id))
      .for('update');
    const [saved] = await tx
      .insert(applicantAssessments)
      .values({ applicationId: application.id, ...values })
      .onConflictDoUpdate({ target: applicantAssessments.applicationId, set: values })
      .returning();
    // The company's audit log (decision 048): a changed rating and a changed note are each an entry.
    const before = { rating: previous?.rating ?? null, notes: previous?.notes ?? '' };
    const audit = {
      subjectType: 'application' as const,
      subjectId: application.id,
      subjectLabel: subject,
      at: deps.now,
    };
    if (before.rating !== saved!.rating)
      await recordCompanyChange(tx, member, {
        ...audit,
        action: 'application.rating',
        detail: { from: before.rating, to: saved!.rating },
      });
    if (before.notes !== saved!.notes) {
      await recordCompanyChange(tx, member, { ...audit, action: 'application.note' });
      const [writer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, member.user.id));
      await notifyMentions(deps, tx, {
        companyId: member.company.id,
        writer: { id: member.user.id, name: writer?.name || member.user.email },
        jobId: application.jobId,
        applicationId: application.id,
        subject,
        before: before.notes,
        after: saved!.notes,
      });
    }
    return saved!;
  });
  deps.queue.wake('mail');
  return { rating: row.rating, notes: row.notes, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The hiring part of applicant cards: assessment, timeline and answer deadline. The rows come from the company's
 * own applicants query, so ownership is already established; it has read each row's assessment (null columns: none
 * yet) with the page, in the same statement.
 */
export async function findApplicantHiring(
  db: Db,
  rows: {
    applicationId: string;
    status: string;
    createdAt: Date;
    firstResponseAt: Date | null;
    responseDays: number;
    assessment: { rating: number | null; notes: string | null; updatedAt: Date | null };
  }[],
): Promise<Map<string, ApplicantHiring>> {
  const ids = rows.map((row) => row.applicationId);
  if (ids.length === 0) return new Map();
  const [timelines, interviewsById] = await Promise.all([
    findCompanyTimelines(db, ids),
    findInterviews(db, ids),
  ]);
  return new Map(
    rows.map((row) => {
      const { assessment } = row;
      return [
        row.applicationId,
        {
          assessment: assessment.updatedAt
            ? {
                rating: assessment.rating,
                notes: assessment.notes ?? '',
                updatedAt: assessment.updatedAt.toISOString(),
              }
            : NO_ASSESSMENT,
          timeline: timelines.get(row.applicationId) ?? [],
          respondBy: respondBy(row),
          interviews: interviewsById.get(row.applicationId) ?? [],
        },
      ];
    }),
  );
}

/**
 * Someone at the company opened the applicant: the first time is a timeline step ('viewed'), so the advisor knows
 * their application was read. Not an answer: the no-ghosting clock keeps running.
 */
export async function markApplicationViewed(
  deps: { db: Db; now: Date },
  { actor, applicationId }: { actor: SessionUser | null; applicationId: string },
): Promise<{ viewedAt: string }> {
  const member = await requireCompletedCompany(deps.db, actor);
  const { user } = member;
  const application = await loadApplicationFor(deps.db, asCompanyViewer(member), applicationId, 'company');
  if (!application) throw notFound(COMPANY_ERROR_MESSAGES.applicationNotFound);
  // Every opening, not only the first: the bell's entries about this applicant are now seen.
  await markNotificationsAboutRead(deps.db, {
    userId: user.id,
    applicationId: application.id,
    now: deps.now,
  });
  if (application.viewedAt) return { viewedAt: application.viewedAt.toISOString() };
  await deps.db.transaction((tx) =>
    markApplicationViewedRow(tx, { applicationId: application.id, actorId: member.account.id, at: deps.now }),
  );
  return { viewedAt: deps.now.toISOString() };
}
