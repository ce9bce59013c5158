// Mass assignment: every write body also carries the fields a client must never set — role, completion flags,
// lifetime access, ownership (posted_by, user ids), status, ids and timestamps, in camelCase and snake_case. The
// server ignores them (its schemas pick the allowed fields) or refuses the request; either way the stored row keeps
// its values and no other user's row changes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, companyProfiles, jobs, profiles, user } from '@server/db/schema';
import type { Position } from '@shared/schemas/company';
import { TestClient } from '../../setup/http';
import { useTestApp } from '../../setup/test-app';
import { positionInput } from '../company-test-helpers';
import { advisorProfileInput, companyProfileInput } from './authorization-matrix';
import { seedWorld, snapshotOwner, type World } from './authorization-world';

const FOREIGN_ID = '00000000-0000-4000-8000-000000000bad';
const LONG_AGO = '2001-01-01T00:00:00.000Z';

/** The fields no client may set, in both spellings, pointing at another user where they name one. */
function hostileFields(world: World, victim: 'B' | 'Y') {
  const victimId = world.userIds[victim];
  return {
    id: FOREIGN_ID,
    role: 'company',
    profileCompleted: false,
    profile_completed: false,
    lifetimeAccess: true,
    lifetime_access: true,
    userId: victimId,
    user_id: victimId,
    postedBy: victimId,
    posted_by: victimId,
    advisorUserId: victimId,
    advisor_user_id: victimId,
    companyId: FOREIGN_ID,
    company_id: FOREIGN_ID,
    status: 'hired',
    isActive: false,
    is_active: false,
    isPublic: false,
    emailVerified: true,
    email: 'attacker@evil.example',
    stripeCustomerId: 'cus_attacker',
    publicProfileSlug: 'hijacked-slug',
    publicJobSlug: 'hijacked-slug',
    badgeUrl: 'https://evil.example/badge.png',
    resumeUrl: 'https://evil.example/cv.pdf',
    source: 'attacker',
    createdAt: LONG_AGO,
    created_at: LONG_AGO,
    updatedAt: LONG_AGO,
    postedDate: LONG_AGO,
  };
}

describe('mass-assignment probes', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  it('advisor profile save and visibility: only the form’s fields change', async () => {
    const world = await seedWorld(t);
    const row = () => db().query.profiles.findFirst({ where: eq(profiles.id, world.userIds.A) });
    const before = (await row())!;
    const otherBefore = await snapshotOwner(t, world.userIds.B);
    const saved = await world.clients.A.put('/api/profile', {
      ...advisorProfileInput({ firstName: 'Probed' }),
      ...hostileFields(world, 'B'),
    });
    expect(saved.status).toBe(200);
    const after = (await row())!;
    expect(after.firstName).toBe('Probed');
    expect(after).toMatchObject({
      id: before.id,
      role: 'advisor',
      email: before.email,
      lifetimeAccess: false,
      profileCompleted: true,
      isPublic: before.isPublic,
      publicProfileSlug: before.publicProfileSlug,
      badgeUrl: before.badgeUrl,
      resumeUrl: before.resumeUrl,
      createdAt: before.createdAt,
    });
    const visibility = await world.clients.A.patch('/api/profile/visibility', {
      ...hostileFields(world, 'B'),
      isPublic: true,
      publicProfileSlug: undefined,
    });
    expect(visibility.status).toBe(200);
    expect((await row())!).toMatchObject({ role: 'advisor', lifetimeAccess: false, id: before.id });
    const account = await db().query.user.findFirst({ where: eq(user.id, world.userIds.A) });
    expect(account).toMatchObject({ role: 'advisor', email: world.emails.A });
    expect(await snapshotOwner(t, world.userIds.B)).toBe(otherBefore);
  });

  it('company profile save: ownership, completion and timestamps stay', async () => {
    const world = await seedWorld(t);
    const row = () =>
      db().query.companyProfiles.findFirst({ where: eq(companyProfiles.userId, world.userIds.X) });
    const before = (await row())!;
    const otherBefore = await snapshotOwner(t, world.userIds.Y);
    const res = await world.clients.X.put('/api/company/profile', {
      ...companyProfileInput({ companyName: 'Probed Co' }),
      ...hostileFields(world, 'Y'),
    });
    expect(res.status).toBe(200);
    const after = (await row())!;
    expect(after).toMatchObject({
      id: before.id,
      userId: world.userIds.X,
      companyName: 'Probed Co',
      profileCompleted: true,
      createdAt: before.createdAt,
    });
    const account = await db().query.user.findFirst({ where: eq(user.id, world.userIds.X) });
    expect(account).toMatchObject({ role: 'company', email: world.emails.X });
    expect(await snapshotOwner(t, world.userIds.Y)).toBe(otherBefore);
  });

  it('positions: create, edit, legacy post and status change keep the owner, state, slug and dates the server sets', async () => {
    const world = await seedWorld(t);
    const otherBefore = await snapshotOwner(t, world.userIds.Y);
    const xCompany = await db().query.companyProfiles.findFirst({
      where: eq(companyProfiles.userId, world.userIds.X),
    });
    const stored = (id: string) => db().query.jobs.findFirst({ where: eq(jobs.id, id) });
    const expectServerOwned = async (id: string) => {
      const row = (await stored(id))!;
      expect(row.id).not.toBe(FOREIGN_ID);
      expect(row.postedBy).toBe(world.userIds.X);
      expect(row.companyId).toBe(xCompany!.id);
      expect(row.isActive).toBe(true);
      expect(row.isPublic).toBe(true);
      expect(row.publicJobSlug).not.toBe('hijacked-slug');
      expect(row.source).not.toBe('attacker');
      expect(row.createdAt.toISOString()).not.toBe(LONG_AGO);
      expect(row.postedDate.toISOString()).not.toBe(LONG_AGO);
      return row;
    };

    const created = await world.clients.X.post<Position>('/api/company/positions', {
      ...positionInput({ title: 'Probe seat' }),
      ...hostileFields(world, 'Y'),
    });
    expect(created.status).toBe(201);
    const first = await expectServerOwned(created.body.id);

    const edited = await world.clients.X.put(`/api/company/positions/${created.body.id}`, {
      ...positionInput({ title: 'Probe seat, edited' }),
      companyName: 'Xylo Industries',
      ...hostileFields(world, 'Y'),
    });
    expect(edited.status).toBe(200);
    const second = await expectServerOwned(created.body.id);
    expect(second.title).toBe('Probe seat, edited');
    expect(second.publicJobSlug).toBe(first.publicJobSlug);
    expect(second.createdAt).toEqual(first.createdAt);

    const legacy = await world.clients.X.post<Position>('/api/company/board-positions', {
      title: 'Legacy probe',
      description: 'Quarterly meetings.',
      ...hostileFields(world, 'Y'),
    });
    expect(legacy.status).toBe(201);
    await expectServerOwned(legacy.body.id);

    const status = await world.clients.X.patch(`/api/company/positions/${created.body.id}/status`, {
      isActive: true,
      postedBy: world.userIds.Y,
      posted_by: world.userIds.Y,
      id: FOREIGN_ID,
    });
    expect(status.status).toBe(200);
    await expectServerOwned(created.body.id);
    expect(await snapshotOwner(t, world.userIds.Y)).toBe(otherBefore);
  });

  it('applications: applying and changing a status keep the applicant, the role and the server’s status', async () => {
    const world = await seedWorld(t);
    const otherBefore = await snapshotOwner(t, world.userIds.B);
    const applied = await world.clients.A.post<{ id: string }>(
      `/api/jobs/${world.positions.Y.id}/applications`,
      { ...hostileFields(world, 'B'), jobId: world.positions.X.id, job_id: world.positions.X.id },
    );
    expect(applied.status).toBe(201);
    const row = (await db().query.applications.findFirst({ where: eq(applications.id, applied.body.id) }))!;
    expect(row).toMatchObject({
      advisorUserId: world.userIds.A,
      jobId: world.positions.Y.id,
      status: 'applied',
    });
    expect(row.id).not.toBe(FOREIGN_ID);
    expect(row.createdAt.toISOString()).not.toBe(LONG_AGO);
    expect(await snapshotOwner(t, world.userIds.B)).toBe(otherBefore);

    const changed = await world.clients.X.patch(`/api/company/applications/${world.applications.X}/status`, {
      status: 'shortlisted',
      advisorUserId: world.userIds.B,
      jobId: world.positions.Y.id,
      id: FOREIGN_ID,
      createdAt: LONG_AGO,
    });
    expect(changed.status).toBe(200);
    const after = (await db().query.applications.findFirst({
      where: eq(applications.id, world.applications.X),
    }))!;
    expect(after).toMatchObject({
      advisorUserId: world.userIds.A,
      jobId: world.positions.X.id,
      status: 'shortlisted',
    });
    expect(after.createdAt.toISOString()).not.toBe(LONG_AGO);
  });

  it('weekly e-mail switch: sets one flag of one’s own, nothing else', async () => {
    const world = await seedWorld(t);
    const otherBefore = await snapshotOwner(t, world.userIds.B);
    const res = await world.clients.A.put('/api/billing/weekly-suggestions', {
      enabled: false,
      ...hostileFields(world, 'B'),
    });
    expect(res.status).toBe(200);
    const row = await db().query.profiles.findFirst({ where: eq(profiles.id, world.userIds.A) });
    expect(row).toMatchObject({ weeklySuggestions: false, lifetimeAccess: false, role: 'advisor' });
    expect(await snapshotOwner(t, world.userIds.B)).toBe(otherBefore);
  });

  it('sign-up: an unverified user with the chosen role and a server-made id; no admin role, no lifetime access', async () => {
    await seedWorld(t);
    const client = new TestClient(t.app);
    const email = 'new-advisor@example.com';
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: 'Correct-Horse-Battery-9',
      name: 'New Advisor',
      role: 'advisor',
      id: FOREIGN_ID,
      emailVerified: true,
      email_verified: true,
      lifetimeAccess: true,
      profileCompleted: true,
      createdAt: LONG_AGO,
    });
    expect(res.status).toBe(200);
    const created = (await db().query.user.findFirst({ where: eq(user.email, email) }))!;
    expect(created.id).not.toBe(FOREIGN_ID);
    expect(created.emailVerified).toBe(false);
    expect(created.role).toBe('advisor');
    expect(created.createdAt.toISOString()).not.toBe(LONG_AGO);
    const profile = await db().query.profiles.findFirst({ where: eq(profiles.id, created.id) });
    expect(profile?.lifetimeAccess ?? false).toBe(false);
    expect(profile?.profileCompleted ?? false).toBe(false);

    const admin = await client.post('/api/auth/sign-up/email', {
      email: 'would-be-admin@example.com',
      password: 'Correct-Horse-Battery-9',
      name: 'Admin',
      role: 'admin',
    });
    expect(admin.status).toBe(422);
    expect(
      await db().query.user.findFirst({ where: eq(user.email, 'would-be-admin@example.com') }),
    ).toBeUndefined();
  });

  it('update-user is not served: role, e-mail and verification stay as they are', async () => {
    const world = await seedWorld(t);
    const refused = await world.clients.A.post('/api/auth/update-user', {
      role: 'company',
      name: 'Still Advisor',
      email: 'attacker@evil.example',
      emailVerified: false,
      id: FOREIGN_ID,
    });
    expect(refused.status).toBe(404);
    const account = (await db().query.user.findFirst({ where: eq(user.id, world.userIds.A) }))!;
    expect(account).toMatchObject({ role: 'advisor', email: world.emails.A, emailVerified: true });
  });
});
