// "Export my data" (GDPR art. 20): everything we hold about the signed-in user as one JSON document, built from an
// explicit list of fields per table — never `select *` — so a secret column added later cannot leak into it.
// Password hashes, session tokens, storage keys and payment-provider secrets are left out; files are URLs.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DataExport } from '@shared/schemas/account-settings';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import {
  advisorConfidentiality,
  account,
  applicantAssessments,
  advisorProfileViews,
  applications,
  applicationStatusEvents,
  companyProfiles,
  jobs,
  matchRuns,
  pageViews,
  profiles,
  session,
  subscriptions,
  user,
} from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { requireUser } from '../../middleware/session';
import { exportMyMessaging } from '../messaging/messaging-export.service';
import { exportMyReferences } from '../references/references.service';
import { findCompetitorEntries } from '../board-seats/board-checks';
import { exportMySeats } from '../board-seats/board-seats.service';
import type { Clock } from '../../lib/clock';

export interface DataExportDeps {
  db: Db;
  appUrl: string;
  clock: Clock;
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Site-relative file paths become absolute, so the export stands on its own. */
const absolute = (appUrl: string, url: string | null) =>
  url && url.startsWith('/') ? `${appUrl.replace(/\/+$/, '')}${url}` : url;

export async function exportMyData(
  deps: DataExportDeps,
  { actor }: { actor: SessionUser | null },
): Promise<DataExport> {
  const viewer = requireUser(actor);
  const { db } = deps;
  const url = (value: string | null) => absolute(deps.appUrl, value);

  const [owner, signInMethods, sessions, advisor, company, subscriptionRows, runs, viewed, views] =
    await Promise.all([
      db.query.user.findFirst({ where: eq(user.id, viewer.id) }),
      db
        .select({ provider: account.providerId, createdAt: account.createdAt })
        .from(account)
        .where(eq(account.userId, viewer.id)),
      db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, viewer.id))
        .orderBy(asc(session.createdAt)),
      db.query.profiles.findFirst({ where: eq(profiles.id, viewer.id) }),
      db.query.companyProfiles.findFirst({ where: eq(companyProfiles.userId, viewer.id) }),
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, viewer.id))
        .orderBy(asc(subscriptions.createdAt)),
      db
        .select()
        .from(matchRuns)
        .where(eq(matchRuns.advisorUserId, viewer.id))
        .orderBy(asc(matchRuns.createdAt)),
      db
        .select({ advisorId: advisorProfileViews.advisorId, viewedAt: advisorProfileViews.viewedAt })
        .from(advisorProfileViews)
        .where(eq(advisorProfileViews.companyUserId, viewer.id))
        .orderBy(asc(advisorProfileViews.viewedAt)),
      db.select().from(pageViews).where(eq(pageViews.userId, viewer.id)).orderBy(asc(pageViews.createdAt)),
    ]);
  if (!owner) throw notFound('Account not found.');

  const [
    positions,
    applicationList,
    assessments,
    messaging,
    references,
    confidentiality,
    seats,
    competitors,
  ] = await Promise.all([
    findPositions(db, viewer.id),
    findApplications(db, viewer.id),
    findApplicantAssessments(db, viewer.id),
    exportMyMessaging(db, viewer.id),
    exportMyReferences({ db, now: deps.clock.now() }, viewer.id),
    db.query.advisorConfidentiality.findFirst({ where: eq(advisorConfidentiality.advisorId, viewer.id) }),
    exportMySeats(db, viewer.id, deps.clock.now()),
    findCompetitorEntries(db, viewer.id),
  ]);

  const advisorProfile: DataExport['advisorProfile'] = advisor
    ? {
        firstName: advisor.firstName,
        lastName: advisor.lastName,
        fullName: advisor.fullName,
        email: advisor.email,
        phoneNumber: advisor.phoneNumber,
        dateOfBirth: advisor.dateOfBirth,
        country: advisor.country,
        city: advisor.city,
        yearsExperience: advisor.yearsExperience,
        gender: advisor.gender,
        industries: advisor.industries,
        skills: advisor.skills,
        workPreference: advisor.workPreference,
        compensationPreference: advisor.compensationPreference,
        availableToWork: advisor.availableToWork,
        hoursAvailable: advisor.hoursAvailable,
        biography: advisor.biography,
        linkedinUrl: advisor.linkedinUrl,
        calendlyLink: advisor.calendlyLink,
        hasBeenAdvisorBefore: advisor.hasBeenAdvisorBefore,
        advisorExperience: advisor.advisorExperience.map((entry) => ({ ...entry })),
        photoUrl: url(advisor.photoUrl),
        resumeUrl: url(advisor.resumeUrl),
        resumeFileName: advisor.resumeFileName,
        badgeUrl: url(advisor.badgeUrl),
        publicProfileSlug: advisor.publicProfileSlug,
        isPublic: advisor.isPublic,
        profileCompleted: advisor.profileCompleted,
        lifetimeAccess: advisor.lifetimeAccess,
        weeklySuggestions: advisor.weeklySuggestions,
        createdAt: iso(advisor.createdAt),
        updatedAt: iso(advisor.updatedAt),
      }
    : null;

  const companyProfile: DataExport['companyProfile'] = company
    ? {
        companyName: company.companyName,
        contactFullName: company.contactFullName,
        contactPosition: company.contactPosition,
        contactLinkedinUrl: company.contactLinkedinUrl,
        companyDescription: company.companyDescription,
        industries: company.industries,
        city: company.city,
        country: company.country,
        websiteUrl: company.websiteUrl,
        companySize: company.companySize,
        fundingStage: company.fundingStage,
        skillsNeeded: company.skillsNeeded,
        yearsExperienceRequired: company.yearsExperienceRequired,
        expectedMonthlyAvailability: company.expectedMonthlyAvailability,
        compensationType: company.compensationType,
        logoUrl: url(company.logoUrl),
        profileCompleted: company.profileCompleted,
        createdAt: iso(company.createdAt),
        updatedAt: iso(company.updatedAt),
      }
    : null;

  const files: DataExport['files'] = [];
  const addFile = (kind: DataExport['files'][number]['kind'], value: string | null) => {
    const link = url(value);
    if (link) files.push({ kind, url: link });
  };
  addFile('photo', advisorProfile?.photoUrl ?? null);
  addFile('resume', advisorProfile?.resumeUrl ?? null);
  addFile('badge', advisorProfile?.badgeUrl ?? null);
  addFile('company-logo', companyProfile?.logoUrl ?? null);
  for (const position of positions) addFile('position-logo', position.logoUrl);

  return {
    format: 'boardly-data-export/1',
    exportedAt: iso(deps.clock.now()),
    account: {
      id: owner.id,
      email: owner.email,
      emailVerified: owner.emailVerified,
      role: viewer.role,
      name: owner.name,
      createdAt: iso(owner.createdAt),
      updatedAt: iso(owner.updatedAt),
      signInMethods: signInMethods.map((method) => ({
        provider: method.provider,
        createdAt: iso(method.createdAt),
      })),
      sessions: sessions.map((row) => ({
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      })),
    },
    advisorProfile,
    confidentialMode: confidentiality
      ? {
          enabled: confidentiality.enabled,
          headline: confidentiality.headline,
          hiddenFrom: confidentiality.hiddenFrom,
          updatedAt: iso(confidentiality.updatedAt),
        }
      : null,
    companyProfile,
    positions: positions.map((position) => ({ ...position, logoUrl: url(position.logoUrl) })),
    applications: applicationList,
    applicantAssessments: assessments,
    subscriptions: subscriptionRows.map((row) => ({
      planType: row.planType,
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
      stripeSubscriptionId: row.stripeSubscriptionId,
      stripeCustomerId: row.stripeCustomerId,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    matchRuns: runs.map((run) => ({
      id: run.id,
      status: run.status,
      createdAt: iso(run.createdAt),
      finishedAt: isoOrNull(run.finishedAt),
      results: (run.results ?? []).map((match) => ({
        jobId: match.jobId,
        score: match.score,
        confidence: match.confidence,
        reasons: match.reasons,
        improvements: match.improvements,
      })),
    })),
    advisorProfilesViewed: viewed.map((row) => ({ advisorId: row.advisorId, viewedAt: iso(row.viewedAt) })),
    pageViews: views.map((row) => ({
      path: row.path,
      search: row.search,
      role: row.role,
      plan: row.plan,
      at: iso(row.createdAt),
    })),
    files,
    messaging,
    references,
    boardSeats: seats,
    competitors,
  };
}

/**
 * A company's positions, each with how many applications it received per status. The export names every column it
 * reads (alike the other job queries) on purpose: a new column never reaches a download without being added here.
 */
async function findPositions(db: Db, userId: string): Promise<DataExport['positions']> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: jobs.companyName,
      companyUrl: jobs.companyUrl,
      companySummary: jobs.companySummary,
      jobDescription: jobs.jobDescription,
      industry: jobs.industry,
      type: jobs.type,
      engagementType: jobs.engagementType,
      compensationType: jobs.compensationType,
      salary: jobs.salary,
      city: jobs.city,
      country: jobs.country,
      jobUrl: jobs.jobUrl,
      logoUrl: jobs.logoUrl,
      isActive: jobs.isActive,
      isPublic: jobs.isPublic,
      publicJobSlug: jobs.publicJobSlug,
      postedDate: jobs.postedDate,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.postedBy, userId))
    .orderBy(asc(jobs.createdAt));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ jobId: applications.jobId, status: applications.status, total: count() })
    .from(applications)
    .where(
      inArray(
        applications.jobId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(applications.jobId, applications.status);
  return rows.map((row) => ({
    ...row,
    postedDate: iso(row.postedDate),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    applicationsByStatus: Object.fromEntries(
      counts.filter((entry) => entry.jobId === row.id).map((entry) => [entry.status, entry.total]),
    ),
  }));
}

/**
 * An advisor's applications, each with the role applied to and its status history (columns named one by one, as
 * for the positions above, deliberately).
 */
async function findApplications(db: Db, userId: string): Promise<DataExport['applications']> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobCompanyName: jobs.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.advisorUserId, userId))
    .orderBy(asc(applications.createdAt));
  if (rows.length === 0) return [];
  const events = await db
    .select({
      applicationId: applicationStatusEvents.applicationId,
      status: applicationStatusEvents.status,
      reason: applicationStatusEvents.reason,
      reasonShared: applicationStatusEvents.reasonShared,
      createdAt: applicationStatusEvents.createdAt,
    })
    .from(applicationStatusEvents)
    .where(
      inArray(
        applicationStatusEvents.applicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(applicationStatusEvents.createdAt));
  return rows.map((row) => ({
    id: row.id,
    job: { id: row.jobId, title: row.jobTitle, companyName: row.jobCompanyName },
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    statusHistory: events
      .filter((event) => event.applicationId === row.id)
      .map((event) => ({
        status: event.status,
        // A reason the company kept to itself is the company's, not the advisor's (decision 026).
        reason: event.reasonShared ? event.reason : null,
        at: iso(event.createdAt),
      })),
  }));
}

/** A company's private ratings and notes, on applications to the positions it posted. */
async function findApplicantAssessments(db: Db, userId: string): Promise<DataExport['applicantAssessments']> {
  const rows = await db
    .select({
      applicationId: applicantAssessments.applicationId,
      jobId: applications.jobId,
      rating: applicantAssessments.rating,
      notes: applicantAssessments.notes,
      updatedAt: applicantAssessments.updatedAt,
    })
    .from(applicantAssessments)
    .innerJoin(applications, eq(applications.id, applicantAssessments.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(jobs.postedBy, userId))
    .orderBy(asc(applicantAssessments.updatedAt));
  return rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }));
}
