// The data every fuzz file runs against, made once per file through the factories and real sign-ins: two
// advisors (one paying), a company with positions and an applicant, a newcomer without a profile, open roles,
// a finished match run, an uploaded photo and resume. Ids of each kind feed the path-parameter arbitraries.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  applications,
  companyProfiles,
  invitations,
  jobs,
  notifications,
  referenceRequests,
  subscriptions,
} from '@server/db/schema';
import { createUnsubscribeToken } from '@server/lib/unsubscribe-token';
import { createReferenceToken } from '@server/features/references/reference-link';
import {
  createAdvisor,
  createCompany,
  createJobs,
  createUser,
  DEFAULT_TEST_PASSWORD,
} from '@tests/factories';
import { pngImage, tinyPdf, uploadForm } from '../../../fixtures/files';
import { signedInClient, TestClient } from '../../../setup/http';
import type { useTestApp } from '../../../setup/test-app';
import type { Actor } from './fuzz-route';

type TestApp = ReturnType<typeof useTestApp>;

export interface FuzzWorld {
  clients: Record<Actor, TestClient>;
  /** Headers an actor sends beside its cookie (the forged actor's cookie is a made-up session token). */
  actorHeaders: Partial<Record<Actor, Record<string, string>>>;
  ids: {
    jobs: string[];
    jobSlugs: string[];
    advisors: string[];
    advisorSlugs: string[];
    companyUsers: string[];
    positions: string[];
    applications: string[];
    runs: string[];
    photoKeys: string[];
    unsubscribeTokens: string[];
    invitations: string[];
    /** Bell entries (the advisor's new-message notification). */
    notifications: string[];
    notificationTokens: string[];
    /** The advisor's saved search (decision 045). */
    savedSearches: string[];
    /** The advisor's reference request and a valid link token for it (decision 046). */
    references: string[];
    referenceTokens: string[];
    /** The advisor's board seat (decision 050). */
    seats: string[];
  };
  /** Every id and slug above: the default pool for path parameters. */
  allIds: string[];
  files: { png: Uint8Array; pdf: Uint8Array };
  company: { email: string };
  advisor: { email: string };
}

export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const db = t.database.db;
  const { user: companyUser } = await createCompany(db, { profile: { logoUrl: null } });
  await db
    .update(companyProfiles)
    .set({ logoUrl: 'https://cdn.example.com/logo.png' })
    .where(eq(companyProfiles.userId, companyUser.id));
  const roles = await createJobs(db, 14, (n) => ({ postedBy: n < 4 ? companyUser.id : null }));
  const { user: advisorUser, profile } = await createAdvisor(db, {
    profile: { publicProfileSlug: 'fuzz-advisor', isPublic: true },
  });
  const { user: subscriberUser } = await createAdvisor(db, { profile: { publicProfileSlug: null } });
  await db.insert(subscriptions).values({
    userId: subscriberUser.id,
    status: 'active',
    planType: 'annual',
    currentPeriodEnd: new Date(Date.now() + 3e10),
  });
  const newcomerUser = await createUser(db, { role: 'advisor' });
  const [application] = await db
    .insert(applications)
    .values({ jobId: roles[0]!.id, advisorUserId: advisorUser.id, status: 'applied' })
    .returning();

  const signIn = (email: string) => signedInClient(t.app, email, DEFAULT_TEST_PASSWORD);
  const [advisor, subscriber, company, newcomer] = await Promise.all([
    signIn(advisorUser.email),
    signIn(subscriberUser.email),
    signIn(companyUser.email),
    signIn(newcomerUser.email),
  ]);
  const png = new Uint8Array(await pngImage(32, 32));
  const pdf = new Uint8Array(tinyPdf());
  const photo = await advisor.upload<{ photoUrl: string }>(
    '/api/profile/photo',
    uploadForm(Buffer.from(png), 'me.png'),
  );
  await advisor.upload('/api/profile/resume', uploadForm(Buffer.from(pdf), 'cv.pdf'));
  const run = await subscriber.post<{ id: string }>('/api/matches/runs');
  // A conversation on the application and an invitation to the subscriber, for the messaging routes.
  await company.post(`/api/threads/${application!.id}/messages`, { body: 'Hello from the fuzz world' });
  const [invitation] = await db
    .insert(invitations)
    .values({
      jobId: roles[1]!.id,
      companyUserId: companyUser.id,
      advisorUserId: subscriberUser.id,
      note: 'Hi',
    })
    .returning();

  const savedSearch = await advisor.post<{ id: string }>('/api/saved-searches', {
    name: 'Fuzz chairs',
    filters: { title: 'Chair' },
    frequency: 'instant',
  });
  // A pending reference request of the advisor with a link the fuzzer may use (the referee's page and form).
  const referenceId = randomUUID();
  const reference = createReferenceToken(t.deps.env.AUTH_SECRET, referenceId);
  await db.insert(referenceRequests).values({
    id: referenceId,
    advisorUserId: advisorUser.id,
    refereeName: 'Fuzz Referee',
    refereeEmail: 'fuzz-referee@example.org',
    relationship: 'board colleague',
    organisation: 'Fuzz Holdings',
    yearFrom: 2018,
    yearTo: null,
    tokenHash: reference.tokenHash,
    expiresAt: new Date(Date.now() + 14 * 86_400_000),
    sentAt: new Date(),
  });

  const seat = await advisor.post<{ id: string }>('/api/board-seats', {
    companyName: 'Fuzz Holdings',
    role: 'chair',
    listed: true,
    startDate: '2020-01-01',
  });

  const positions = roles.filter((role) => role.postedBy === companyUser.id).map((role) => role.id);
  const slugs = (await db.select({ slug: jobs.publicJobSlug }).from(jobs)).map((row) => row.slug ?? '');
  const ids: FuzzWorld['ids'] = {
    jobs: roles.map((role) => role.id),
    jobSlugs: slugs.slice(0, 5),
    advisors: [advisorUser.id, subscriberUser.id, newcomerUser.id],
    advisorSlugs: [profile.publicProfileSlug ?? 'fuzz-advisor'],
    companyUsers: [companyUser.id],
    positions,
    applications: [application!.id],
    runs: [run.body.id, 'latest'],
    photoKeys: photo.body.photoUrl ? [photo.body.photoUrl] : [],
    unsubscribeTokens: [
      createUnsubscribeToken(t.deps.env.AUTH_SECRET, { list: 'weekly-suggestions', userId: advisorUser.id }),
    ],
    invitations: [invitation!.id],
    notifications: (await db.select({ id: notifications.id }).from(notifications)).map((row) => row.id),
    notificationTokens: [
      createUnsubscribeToken(t.deps.env.AUTH_SECRET, {
        list: 'notifications',
        userId: advisorUser.id,
        kind: 'message',
      }),
    ],
    savedSearches: [savedSearch.body.id],
    references: [referenceId],
    referenceTokens: [reference.token],
    seats: [seat.body.id],
  };
  return {
    clients: {
      anonymous: new TestClient(t.app),
      forged: new TestClient(t.app),
      advisor,
      subscriber,
      company,
      newcomer,
    },
    actorHeaders: { forged: { cookie: 'better-auth.session_token=forged-token.not-a-signature' } },
    ids,
    allIds: [...new Set(Object.values(ids).flat())],
    files: { png, pdf },
    company: { email: companyUser.email },
    advisor: { email: advisorUser.email },
  };
}
