// The small marketplace the authorization matrix runs in: two advisors (A public, B private), two companies (X, Y)
// that each posted one position through the real route, A applied to X and B to Y (so X may see A, Y may see B,
// and nobody else), each advisor has a resume, a photo and a finished match run, plus an advisor with a paid
// plan (P) where access depends on it. Everything is made by the shared factories and the real routes.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  advisorProfileViews,
  applications,
  blocks,
  invitations,
  messages,
  notifications,
  savedSearches,
  boardSeats,
  companyCompetitors,
  referenceRequests,
  applicationAnswers,
  applicationMotivations,
  positionCriteria,
  positionQuestions,
  scorecards,
  boardMatrices,
  boardMembers,
  threads,
  applicationStatusEvents,
  companyProfiles,
  companyAuditLog,
  companyInvitations,
  companyMembers,
  companyPositionAssignments,
  jobs,
  matchRuns,
  profiles,
  subscriptions,
  user,
} from '@server/db/schema';
import { createAdvisor, createColleague, createCompany } from '@tests/factories';
import type { Position } from '@shared/schemas/company';
import type { MatchRun } from '@shared/schemas/jobs';
import { pngImage, tinyPdf, uploadForm } from '../../fixtures/files';
import { TestClient } from '../../setup/http';
import type { useTestApp } from '../../setup/test-app';
import { clientWithWrittenSession } from '../../setup/written-session';
import { positionInput } from '../company-test-helpers';
import type { RouteRow } from './authorization-matrix';

type TestApp = ReturnType<typeof useTestApp>;

/**
 * Who sends the request: nobody, advisors A and B, companies X and Y, P, an advisor on the annual plan, and X's
 * colleagues (decision 048): XA an admin, XH a hiring member, XI an interviewer assigned to no position.
 */
export const ACTORS = ['anon', 'A', 'B', 'X', 'Y', 'P', 'XA', 'XH', 'XI'] as const;
export type Actor = (typeof ACTORS)[number];
/** X's colleagues: they act for X's company, each within their role. */
export const X_TEAM = ['XA', 'XH', 'XI'] as const;
export type TeamActor = (typeof X_TEAM)[number];
export const isTeamActor = (actor: Actor): actor is TeamActor =>
  (X_TEAM as readonly string[]).includes(actor);
export type SignedInActor = Exclude<Actor, 'anon'>;
/** Whose object a path points at. */
export type Owner = 'A' | 'B' | 'X' | 'Y';

export interface World {
  clients: Record<Actor, TestClient>;
  userIds: Record<SignedInActor, string>;
  emails: Record<SignedInActor, string>;
  phones: Record<'A' | 'B' | 'P', string>;
  positions: Record<'X' | 'Y', { id: string; slug: string }>;
  /** A's application to X's position and B's to Y's, keyed by the company that owns the position. */
  applications: Record<'X' | 'Y', string>;
  /** The interview X proposed to A's application and Y to B's, with the first proposed slot of each. */
  interviews: Record<'X' | 'Y', { id: string; slotId: string }>;
  runs: Record<'A' | 'B', string>;
  /** Invitations addressed to each advisor: Y invited A, X invited B (to positions they have not applied to). */
  invitations: Record<'A' | 'B', string>;
  /** A bell entry of each advisor (the invitation's). */
  notifications: Record<'A' | 'B', string>;
  /** A saved search of each advisor (decision 045). */
  savedSearches: Record<'A' | 'B', string>;
  photos: Record<'A' | 'B', string>;
  /** The path of A's public profile (by slug) and of B's private one (by id). */
  advisorKeys: Record<'A' | 'B', string>;
  /** A pending reference request of each advisor (decision 046); the referee's address is private to its advisor. */
  references: Record<'A' | 'B', string>;
  /** A board seat of each advisor (decision 050). */
  seats: Record<'A' | 'B', string>;
  /** An open invitation of each company to a colleague not yet on the team (decision 048). */
  teamInvitations: Record<'X' | 'Y', string>;
  /** A hiring member of each company (X's is XH; Y's is not an actor) and an interviewer (XI; Y's the same one). */
  colleagues: Record<'X' | 'Y', string>;
  interviewers: Record<'X' | 'Y', string>;
}

/** The address each advisor's referee was asked at (private to that advisor). */
export const REFEREE_EMAILS = { A: 'referee-of-a@example.org', B: 'referee-of-b@example.org' } as const;

async function waitForRun(client: TestClient): Promise<MatchRun> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await client.get<MatchRun>('/api/matches/runs/latest');
    if (res.status !== 200) throw new Error(`match run poll: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status !== 'running') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('match run did not finish');
}

/** Lets background match runs finish before the test ends (the next test empties the tables under them). */
export async function settleMatchRuns(world: World) {
  for (const actor of ['A', 'B', 'P'] as const) {
    const res = await world.clients[actor].get<MatchRun>('/api/matches/runs/latest');
    if (res.status === 200 && res.body.status === 'running') await waitForRun(world.clients[actor]);
  }
}

function expectOk(res: { status: number; body: unknown }, what: string) {
  if (res.status >= 300) throw new Error(`seeding ${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function seedWorld(t: TestApp): Promise<World> {
  const { db } = t.database;
  const advisor = (key: 'a' | 'b' | 'p', phone: string, isPublic: boolean) =>
    createAdvisor(db, {
      user: { email: `advisor-${key}@example.com` },
      profile: {
        firstName: `Advisor${key.toUpperCase()}`,
        phoneNumber: phone,
        isPublic,
        publicProfileSlug: isPublic ? `advisor-${key}` : null,
      },
    });
  const phones = { A: '+44 20 7946 0101', B: '+44 20 7946 0202', P: '+44 20 7946 0303' };
  const a = await advisor('a', phones.A, true);
  const b = await advisor('b', phones.B, false);
  const p = await advisor('p', phones.P, false);
  await db.insert(subscriptions).values({
    userId: p.user.id,
    planType: 'annual',
    status: 'active',
    stripeSubscriptionId: 'sub_world_p',
    stripeCustomerId: 'cus_world_p',
  });
  const x = await createCompany(db, {
    user: { email: 'company-x@example.com' },
    profile: { companyName: 'Xylo Industries' },
  });
  const y = await createCompany(db, {
    user: { email: 'company-y@example.com' },
    profile: { companyName: 'Yarrow Labs' },
  });

  const colleague = (role: 'admin' | 'hiring' | 'interviewer', key: string, companyId: string) =>
    createColleague(db, {
      companyId,
      role,
      user: { email: `colleague-${key}@example.com`, name: `Colleague ${key}` },
    });
  const xa = await colleague('admin', 'xa', x.company.id);
  const xh = await colleague('hiring', 'xh', x.company.id);
  const xi = await colleague('interviewer', 'xi', x.company.id);
  const yi = await colleague('interviewer', 'yi', y.company.id);

  // Sessions written, not signed in for: five argon2 verifications per test, 49 tests (decision 031).
  const signIn = (userId: string) => clientWithWrittenSession(t, userId);
  const clients: Record<Actor, TestClient> = {
    anon: new TestClient(t.app),
    A: await signIn(a.user.id),
    B: await signIn(b.user.id),
    X: await signIn(x.user.id),
    Y: await signIn(y.user.id),
    P: await signIn(p.user.id),
    XA: await signIn(xa.id),
    XH: await signIn(xh.id),
    XI: await signIn(xi.id),
  };

  const post = async (company: 'X' | 'Y', title: string) => {
    const res = await clients[company].post<Position>('/api/company/positions', positionInput({ title }));
    expectOk(res, `position of ${company}`);
    return { id: res.body.id, slug: res.body.publicJobSlug ?? res.body.id };
  };
  const positions = { X: await post('X', 'Board Member at Xylo'), Y: await post('Y', 'Advisor at Yarrow') };

  const apply = async (advisorKey: 'A' | 'B', company: 'X' | 'Y') => {
    const res = await clients[advisorKey].post<{ id: string }>(
      `/api/jobs/${positions[company].id}/applications`,
    );
    expectOk(res, `application of ${advisorKey} to ${company}`);
    return res.body.id;
  };
  const applicationIds = { X: await apply('A', 'X'), Y: await apply('B', 'Y') };

  const invite = async (company: 'X' | 'Y', advisorId: string) => {
    const res = await clients[company].post<{ id: string }>('/api/invitations', {
      jobId: positions[company].id,
      advisorId,
      note: 'We would like you on our board.',
    });
    expectOk(res, `invitation from ${company}`);
    return res.body.id;
  };
  const invitations = { A: await invite('Y', a.user.id), B: await invite('X', b.user.id) };
  const propose = async (company: 'X' | 'Y') => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const res = await clients[company].post<{ id: string; slots: { id: string }[] }>(
      `/api/hiring/applications/${applicationIds[company]}/interviews`,
      {
        timeZone: 'Europe/London',
        slots: [{ startsAt: `${day(20)}T10:00` }, { startsAt: `${day(21)}T10:00` }],
        meetingUrl: 'https://meet.example.com/world',
      },
    );
    expectOk(res, `interview of ${company}`);
    return { id: res.body.id, slotId: res.body.slots[0]!.id };
  };
  const interviews = { X: await propose('X'), Y: await propose('Y') };
  const bellEntryOf = async (advisorId: string) =>
    (
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(sql`${notifications.userId} = ${advisorId}`)
        .limit(1)
    )[0]!.id;
  const bellEntries = { A: await bellEntryOf(a.user.id), B: await bellEntryOf(b.user.id) };

  const saveSearch = async (key: 'A' | 'B') => {
    const res = await clients[key].post<{ id: string }>('/api/saved-searches', {
      name: `Chairs of ${key}`,
      filters: { title: 'Chair' },
      frequency: 'daily',
    });
    expectOk(res, `saved search of ${key}`);
    return res.body.id;
  };
  const savedSearchIds = { A: await saveSearch('A'), B: await saveSearch('B') };

  const photos = { A: '', B: '' };
  for (const key of ['A', 'B'] as const) {
    const client = clients[key];
    expectOk(await client.upload('/api/profile/resume', uploadForm(tinyPdf(), 'cv.pdf')), 'resume');
    const photo = await client.upload<{ photoUrl: string }>(
      '/api/profile/photo',
      uploadForm(await pngImage(), 'me.png', 'image/png'),
    );
    expectOk(photo, 'photo');
    photos[key] = photo.body.photoUrl;
  }

  const references = { A: '', B: '' };
  for (const key of ['A', 'B'] as const) {
    const res = await clients[key].post<{ id: string }>('/api/references', {
      refereeName: `Referee of ${key}`,
      refereeEmail: REFEREE_EMAILS[key],
      relationship: 'board colleague',
      organisation: 'Matrix Holdings',
      yearFrom: 2018,
      yearTo: 2022,
    });
    expectOk(res, `reference request of ${key}`);
    references[key] = res.body.id;
  }

  const seats = { A: '', B: '' };
  for (const key of ['A', 'B'] as const) {
    const res = await clients[key].post<{ id: string }>('/api/board-seats', {
      companyName: `Board of ${key}`,
      role: 'chair',
      listed: true,
      startDate: '2021-01-01',
    });
    expectOk(res, `board seat of ${key}`);
    seats[key] = res.body.id;
  }
  const inviteColleague = async (company: 'X' | 'Y') => {
    const res = await clients[company].post<{ id: string }>('/api/company/team/invitations', {
      email: `invited-to-${company.toLowerCase()}@example.com`,
      role: 'hiring',
    });
    expectOk(res, `colleague invitation of ${company}`);
    return res.body.id;
  };
  const teamInvitations = { X: await inviteColleague('X'), Y: await inviteColleague('Y') };

  const runs = { A: '', B: '' };
  for (const key of ['A', 'B'] as const) {
    expectOk(await clients[key].post('/api/matches/runs'), `match run of ${key}`);
    runs[key] = (await waitForRun(clients[key])).id;
  }

  return {
    clients,
    userIds: {
      A: a.user.id,
      B: b.user.id,
      P: p.user.id,
      X: x.user.id,
      Y: y.user.id,
      XA: xa.id,
      XH: xh.id,
      XI: xi.id,
    },
    emails: {
      A: a.user.email,
      B: b.user.email,
      P: p.user.email,
      X: x.user.email,
      Y: y.user.email,
      XA: xa.email,
      XH: xh.email,
      XI: xi.email,
    },
    phones,
    positions,
    applications: applicationIds,
    interviews,
    runs,
    invitations,
    notifications: bellEntries,
    savedSearches: savedSearchIds,
    photos,
    advisorKeys: { A: 'advisor-a', B: b.user.id },
    references,
    seats,
    teamInvitations,
    colleagues: { X: xh.id, Y: yi.id },
    interviewers: { X: xi.id, Y: yi.id },
  };
}

/** Rows of `table` matching `where`, as one JSON array in `order` (a whole-row reference: every column). */
const rowsAsJson = (table: PgTable, where: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(${table} order by ${order}), '[]'::json) from ${table} where ${where})`;

/**
 * Everything each user owns, as stored: their user row, advisor or company profile, posted positions, applications
 * (theirs, or to their positions) with status history, match runs, subscriptions, profile views, invitations,
 * conversations with their messages, notifications and blocks. A write that should not touch a user must leave
 * theirs byte-for-byte equal. One statement for all the users: the matrix takes two snapshots per cell, and as some
 * seventy small queries each they were half its time (decision 031).
 */
export async function snapshotOwners(t: TestApp, userIds: readonly string[]): Promise<string[]> {
  const owner = sql.raw('owner.id');
  const ownJobIds = sql`(select ${jobs.id} from ${jobs} where ${jobs.postedBy} = ${owner})`;
  const ownApplicationIds = sql`(select ${applications.id} from ${applications}
    where ${applications.advisorUserId} = ${owner} or ${applications.jobId} in ${ownJobIds})`;
  const ownCompanyIds = sql`(select ${companyProfiles.id} from ${companyProfiles} where ${companyProfiles.userId} = ${owner})`;
  const ownThreadIds = sql`(select ${threads.id} from ${threads}
    where ${threads.companyUserId} = ${owner} or ${threads.advisorUserId} = ${owner})`;
  const result = await t.database.db.execute<{ snapshot: string }>(sql`
    select json_build_object(
      'user', ${rowsAsJson(user, sql`${user.id} = ${owner}`, sql`${user.id}`)},
      'profile', ${rowsAsJson(profiles, sql`${profiles.id} = ${owner}`, sql`${profiles.id}`)},
      'company', ${rowsAsJson(companyProfiles, sql`${companyProfiles.userId} = ${owner}`, sql`${companyProfiles.id}`)},
      'jobs', ${rowsAsJson(jobs, sql`${jobs.postedBy} = ${owner}`, sql`${jobs.id}`)},
      'applications', ${rowsAsJson(applications, sql`${applications.id} in ${ownApplicationIds}`, sql`${applications.id}`)},
      'events', ${rowsAsJson(
        applicationStatusEvents,
        sql`${applicationStatusEvents.applicationId} in ${ownApplicationIds}`,
        sql`${applicationStatusEvents.id}`,
      )},
      'runs', ${rowsAsJson(matchRuns, sql`${matchRuns.advisorUserId} = ${owner}`, sql`${matchRuns.id}`)},
      'subscriptions', ${rowsAsJson(subscriptions, sql`${subscriptions.userId} = ${owner}`, sql`${subscriptions.id}`)},
      'views', ${rowsAsJson(
        advisorProfileViews,
        sql`${advisorProfileViews.companyUserId} = ${owner}`,
        sql`${advisorProfileViews.advisorId}`,
      )},
      'invitations', ${rowsAsJson(
        invitations,
        sql`${invitations.companyUserId} = ${owner} or ${invitations.advisorUserId} = ${owner}`,
        sql`${invitations.id}`,
      )},
      'threads', ${rowsAsJson(threads, sql`${threads.id} in ${ownThreadIds}`, sql`${threads.id}`)},
      'messages', ${rowsAsJson(messages, sql`${messages.threadId} in ${ownThreadIds}`, sql`${messages.id}`)},
      'notifications', ${rowsAsJson(notifications, sql`${notifications.userId} = ${owner}`, sql`${notifications.id}`)},
      'blocks', ${rowsAsJson(blocks, sql`${blocks.blockerUserId} = ${owner}`, sql`${blocks.blockedUserId}`)},
      'savedSearches', ${rowsAsJson(savedSearches, sql`${savedSearches.userId} = ${owner}`, sql`${savedSearches.id}`)},
      'references', ${rowsAsJson(
        referenceRequests,
        sql`${referenceRequests.advisorUserId} = ${owner}`,
        sql`${referenceRequests.id}`,
      )},
      'questions', ${rowsAsJson(positionQuestions, sql`${positionQuestions.jobId} in ${ownJobIds}`, sql`${positionQuestions.id}`)},
      'criteria', ${rowsAsJson(positionCriteria, sql`${positionCriteria.jobId} in ${ownJobIds}`, sql`${positionCriteria.id}`)},
      'answers', ${rowsAsJson(
        applicationAnswers,
        sql`${applicationAnswers.applicationId} in ${ownApplicationIds}`,
        sql`${applicationAnswers.id}`,
      )},
      'motivations', ${rowsAsJson(
        applicationMotivations,
        sql`${applicationMotivations.applicationId} in ${ownApplicationIds}`,
        sql`${applicationMotivations.applicationId}`,
      )},
      'scorecards', ${rowsAsJson(
        scorecards,
        sql`${scorecards.applicationId} in ${ownApplicationIds}`,
        sql`${scorecards.applicationId}, ${scorecards.authorUserId}`,
      )},
      'boardMatrix', ${rowsAsJson(
        boardMatrices,
        sql`${boardMatrices.companyId} in ${ownCompanyIds}`,
        sql`${boardMatrices.companyId}`,
      )},
      'boardMembers', ${rowsAsJson(boardMembers, sql`${boardMembers.companyId} in ${ownCompanyIds}`, sql`${boardMembers.id}`)},
      'boardSeats', ${rowsAsJson(boardSeats, sql`${boardSeats.advisorId} = ${owner}`, sql`${boardSeats.id}`)},
      'competitors', ${rowsAsJson(
        companyCompetitors,
        sql`${companyCompetitors.companyUserId} = ${owner}`,
        sql`${companyCompetitors.companyUserId}`,
      )},
      'members', ${rowsAsJson(
        companyMembers,
        sql`${companyMembers.userId} = ${owner} or ${companyMembers.companyId} in ${ownCompanyIds}`,
        sql`${companyMembers.userId}`,
      )},
      'assignments', ${rowsAsJson(
        companyPositionAssignments,
        sql`${companyPositionAssignments.userId} = ${owner} or ${companyPositionAssignments.jobId} in ${ownJobIds}`,
        sql`${companyPositionAssignments.jobId}, ${companyPositionAssignments.userId}`,
      )},
      'teamInvitations', ${rowsAsJson(
        companyInvitations,
        sql`${companyInvitations.companyId} in ${ownCompanyIds}`,
        sql`${companyInvitations.id}`,
      )},
      'audit', ${rowsAsJson(companyAuditLog, sql`${companyAuditLog.companyId} in ${ownCompanyIds}`, sql`${companyAuditLog.id}`)}
    )::text as snapshot
    from unnest(array[${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]) with ordinality as owner(id, position)
    order by owner.position
  `);
  return result.rows.map((row) => row.snapshot);
}

export async function snapshotOwner(t: TestApp, userId: string): Promise<string> {
  const [snapshot] = await snapshotOwners(t, [userId]);
  return snapshot!;
}

export interface PrivateMarker {
  label: string;
  value: string;
  /** The owner, and the company an advisor applied to (it gets the applicant's contact details). */
  visibleTo: readonly SignedInActor[];
}

/** Strings private to their owner: e-mails, phones, Stripe ids, birth dates, ids of applications and match runs. */
export function privateMarkers(world: World): PrivateMarker[] {
  return [
    // X's admin and hiring member work on X's applicants; X's interviewer is assigned to none of X's positions.
    { label: "A's e-mail", value: world.emails.A, visibleTo: ['A', 'X', 'XA', 'XH'] },
    { label: "A's phone", value: world.phones.A, visibleTo: ['A', 'X', 'XA', 'XH'] },
    { label: "A's match run id", value: world.runs.A, visibleTo: ['A'] },
    { label: "A's application to X", value: world.applications.X, visibleTo: ['A', 'X', 'XA', 'XH'] },
    { label: "B's e-mail", value: world.emails.B, visibleTo: ['B', 'Y'] },
    { label: "B's phone", value: world.phones.B, visibleTo: ['B', 'Y'] },
    { label: "B's match run id", value: world.runs.B, visibleTo: ['B'] },
    { label: "B's application to Y", value: world.applications.Y, visibleTo: ['B', 'Y'] },
    { label: "P's e-mail", value: world.emails.P, visibleTo: ['P'] },
    { label: "P's phone", value: world.phones.P, visibleTo: ['P'] },
    { label: "P's Stripe subscription id", value: 'sub_world_p', visibleTo: ['P'] },
    { label: "P's Stripe customer id", value: 'cus_world_p', visibleTo: ['P'] },
    { label: "an advisor's date of birth", value: '1968-04-12', visibleTo: ['A', 'B', 'P'] },
    // X's colleagues see each other on the team page.
    { label: "X's e-mail", value: world.emails.X, visibleTo: ['X', 'XA', 'XH', 'XI'] },
    { label: "XI's e-mail", value: world.emails.XI, visibleTo: ['X', 'XA', 'XH', 'XI'] },
    { label: "Y's e-mail", value: world.emails.Y, visibleTo: ['Y'] },
    { label: "A's referee's e-mail", value: REFEREE_EMAILS.A, visibleTo: ['A'] },
    { label: "B's referee's e-mail", value: REFEREE_EMAILS.B, visibleTo: ['B'] },
  ];
}

/** The request path of a matrix row, with its {placeholders} filled by the given owner's objects. */
export function fillPath(row: RouteRow, world: World, owner: Owner | undefined): string {
  const template = row.request ?? row.route.split(' ')[1]!;
  const pick = <T>(values: Partial<Record<Owner, T>>, name: string): T => {
    const value = owner ? values[owner] : undefined;
    if (value === undefined) throw new Error(`${row.route}: {${name}} needs an owner with that object`);
    return value;
  };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    switch (name) {
      case 'position':
        return pick(world.positions, name).id;
      case 'positionSlug':
        return pick(world.positions, name).slug;
      case 'application':
        return pick(world.applications, name);
      case 'myApplication':
        return pick({ A: world.applications.X, B: world.applications.Y }, name);
      case 'interview':
        return pick(world.interviews, name).id;
      case 'myInterview':
        return pick({ A: world.interviews.X, B: world.interviews.Y }, name).id;
      case 'advisor':
        return pick({ A: world.userIds.A, B: world.userIds.B }, name);
      case 'advisorKey':
        return pick(world.advisorKeys, name);
      case 'run':
        return pick(world.runs, name);
      case 'advisorApplication':
        return pick({ A: world.applications.X, B: world.applications.Y }, name);
      case 'invitation':
        return pick(world.invitations, name);
      case 'notification':
        return pick(world.notifications, name);
      case 'savedSearch':
        return pick(world.savedSearches, name);
      case 'photo':
        return pick(world.photos, name);
      case 'userA':
        return world.userIds.A;
      case 'reference':
        return pick(world.references, name);
      case 'seat':
        return pick(world.seats, name);
      case 'teamInvitation':
        return pick(world.teamInvitations, name);
      case 'colleague':
        return pick(world.colleagues, name);
      case 'interviewer':
        return pick(world.interviewers, name);
      default:
        throw new Error(`${row.route}: unknown placeholder {${name}}`);
    }
  });
}
