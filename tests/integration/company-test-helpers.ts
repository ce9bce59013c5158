// Shared set-up for the company-area integration tests: signed-in companies and advisors made by the factories,
// a valid position form, and applications inserted the way the apply route stores them.
import {
  applications,
  applicationStatusEvents,
  type companyProfiles,
  type profiles,
} from '@server/db/schema';
import { createAdvisor, createCompany, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { PositionInput } from '@shared/schemas/company';
import { signedInClient } from '../setup/http';
import type { useTestApp } from '../setup/test-app';

type TestApp = ReturnType<typeof useTestApp>;
type CompanyInsert = typeof companyProfiles.$inferInsert;
type ProfileInsert = typeof profiles.$inferInsert;

export async function signedInCompany(t: TestApp, profile: Partial<CompanyInsert> = {}) {
  const { user, company } = await createCompany(t.database.db, { profile });
  return { user, company, client: await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD) };
}

export async function signedInAdvisor(t: TestApp, profile: Partial<ProfileInsert> = {}) {
  const { user, profile: row } = await createAdvisor(t.database.db, {
    profile: { publicProfileSlug: null, ...profile },
  });
  return { user, profile: row, client: await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD) };
}

export const positionInput = (overrides: Partial<Record<keyof PositionInput, unknown>> = {}) => ({
  title: 'Independent Board Member',
  industry: 'Technology',
  city: 'Austin',
  country: 'United States',
  type: 'remote',
  compensationType: 'equity',
  engagementType: 'part-time',
  companySummary: 'Northwind Robotics builds autonomous inventory robots.',
  jobDescription: '<p>Join our board for <strong>quarterly</strong> meetings.</p>',
  salary: '0.5% equity',
  logoUrl: 'https://cdn.example.com/northwind.png',
  ...overrides,
});

/** An application as POST /api/jobs/:id/applications stores it (status 'applied' and its first event). */
export async function insertApplication(
  t: TestApp,
  {
    jobId,
    advisorId,
    status = 'applied',
    createdAt,
  }: { jobId: string; advisorId: string; status?: string; createdAt?: Date },
) {
  const [row] = await t.database.db
    .insert(applications)
    .values({
      jobId,
      advisorUserId: advisorId,
      status,
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    })
    .returning();
  await t.database.db
    .insert(applicationStatusEvents)
    .values({ applicationId: row!.id, status: 'applied', changedBy: advisorId });
  return row!;
}
