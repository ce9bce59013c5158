// Issue #28: one rule decides whether A may reach B (features/notifications/reach.ts), and every path that reaches
// the other party goes through it. The routes come from the authorization matrix, which fails when it does not list
// every route the app registers: a route added later is run here without anyone adding it to a list. Each write
// route runs, as every actor the matrix lets through, in a world where every advisor and every company have
// blocked each other; no cell may leave a bell entry or a mail for anyone but the actor.
import { and, gte, ne } from 'drizzle-orm';
import { blocks, notifications } from '@server/db/schema';
import { describe, expect, it } from 'vitest';
import { readMails } from '../../setup/mail-sink';
import { useTestApp } from '../../setup/test-app';
import { useMailSink } from '../../setup/use-mail-sink';
import { AUTHORIZATION_MATRIX, type RouteRow } from './authorization-matrix';
import {
  fillPath,
  seedWorld,
  settleMatchRuns,
  type Owner,
  type SignedInActor,
  type World,
} from './authorization-world';
import { encodeBody } from './body-encodings';

const { dir: mailDir, mailer } = useMailSink('boardly-reach-rule-');
const SIGNED_IN: readonly SignedInActor[] = ['A', 'B', 'X', 'Y', 'P'];
const methodOf = (row: RouteRow) => row.method ?? row.route.split(' ')[0]!;
const writes = AUTHORIZATION_MATRIX.filter((row) => methodOf(row) !== 'GET' && row.access !== 'dev-only');

/** The cells the matrix expects to succeed: the only ones that can reach anybody. */
function allowedCells(row: RouteRow): { actor: SignedInActor; owner: Owner | undefined }[] {
  return SIGNED_IN.flatMap((actor) =>
    (row.owners ?? [undefined]).flatMap((owner) => {
      const cell = row.expect[actor];
      if (cell === undefined) return [];
      const status = typeof cell === 'number' ? cell : owner ? cell[owner] : undefined;
      return status !== undefined && status < 400 ? [{ actor, owner }] : [];
    }),
  );
}

describe('the reach rule: nobody reaches a party they blocked or who blocked them', () => {
  const t = useTestApp({ deps: { mailer } });

  /** The world of the matrix, then blocks between every advisor and every company, each side blocking in turn. */
  async function blockedWorld(): Promise<World> {
    const world = await seedWorld(t);
    // Through the route where the two have been in contact (A applied to X and was invited by Y; X invited B and
    // Y has B's application); P has dealt with nobody, so its blocks are rows (as a block older than the rule).
    for (const [actor, target] of [
      ['A', 'X'],
      ['A', 'Y'],
      ['X', 'B'],
      ['Y', 'B'],
    ] as const) {
      const res = await world.clients[actor].post('/api/blocks', { userId: world.userIds[target] });
      expect(res.status, `${actor} blocks ${target}`).toBe(204);
    }
    await t.database.db.insert(blocks).values([
      { blockerUserId: world.userIds.P, blockedUserId: world.userIds.X, createdAt: t.clock.now() },
      { blockerUserId: world.userIds.Y, blockedUserId: world.userIds.P, createdAt: t.clock.now() },
    ]);
    await t.settleJobs(30_000);
    return world;
  }

  it('every write route is checked (the matrix lists every route the app registers)', () => {
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.map((row) => row.route)).toContain('POST /api/hiring/applications/:id/interviews');
  });

  for (const row of writes) {
    const cells = allowedCells(row);
    if (cells.length === 0) continue;
    it(`${row.route} reaches nobody across a block`, async () => {
      const world = await blockedWorld();
      const others = (actor: SignedInActor) =>
        SIGNED_IN.filter((who) => who !== actor).map((who) => world.userIds[who]);
      const problems: string[] = [];
      for (const { actor, owner } of cells) {
        // Every cell on a clock second of its own, so the entries it made are the ones from that second on.
        t.clock.advance(1000);
        const startedAt = t.clock.now();
        const mailsBefore = readMails(mailDir).length;
        const value = row.body ? await row.body(world, owner) : undefined;
        const encoded = value === undefined ? undefined : encodeBody(row.bodyType ?? 'json', value);
        const res = await world.clients[actor].call(methodOf(row), fillPath(row, world, owner), {
          body: encoded?.body,
          headers: encoded?.headers,
        });
        await settleMatchRuns(world);
        await t.settleJobs(30_000);
        const rung = await t.database.db
          .select({ userId: notifications.userId, title: notifications.title })
          .from(notifications)
          .where(
            and(gte(notifications.createdAt, startedAt), ne(notifications.userId, world.userIds[actor])),
          );
        const reached = rung.filter((entry) => others(actor).includes(entry.userId));
        for (const entry of reached)
          problems.push(`${row.route} as ${actor} (${res.status}) rang a blocked party: "${entry.title}"`);
        const mailed = readMails(mailDir)
          .slice(mailsBefore)
          .filter((mail) =>
            SIGNED_IN.some((who) => who !== actor && mail.to.includes(world.emails[who].toLowerCase())),
          );
        for (const mail of mailed)
          problems.push(`${row.route} as ${actor} (${res.status}) mailed a blocked party: "${mail.subject}"`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('contact across a block is refused: interview proposals, reschedules, bookings and requests for other times', async () => {
    const world = await blockedWorld();
    const blocked = { status: 403, message: 'You cannot contact this person.' };
    const answer = (res: { status: number; body: unknown }) => ({
      status: res.status,
      message: (res.body as { error?: { message?: string } }).error?.message,
    });
    const day = (n: number) => new Date(t.clock.now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const proposal = {
      timeZone: 'Europe/London',
      slots: [{ startsAt: `${day(30)}T10:00` }, { startsAt: `${day(31)}T10:00` }],
      location: 'Call me at +44 20 7946 0999',
    };
    // A blocked X: X can neither propose nor reschedule, and A can neither book nor ask X for other times.
    expect(
      answer(
        await world.clients.X.post(`/api/hiring/applications/${world.applications.X}/interviews`, proposal),
      ),
    ).toEqual(blocked);
    expect(
      answer(await world.clients.X.put(`/api/hiring/interviews/${world.interviews.X.id}/slots`, proposal)),
    ).toEqual(blocked);
    expect(
      answer(
        await world.clients.A.post(`/api/hiring/interviews/${world.interviews.X.id}/booking`, {
          slotId: world.interviews.X.slotId,
        }),
      ),
    ).toEqual(blocked);
    expect(
      answer(
        await world.clients.A.post(`/api/hiring/interviews/${world.interviews.X.id}/other-times`, {
          message: 'Another week?',
        }),
      ),
    ).toEqual(blocked);
    // Y blocked B: the same, from the blocker's side.
    expect(
      answer(await world.clients.Y.put(`/api/hiring/interviews/${world.interviews.Y.id}/slots`, proposal)),
    ).toEqual(blocked);
  });

  it('proposals and reschedules are rate limited like messages', async () => {
    const world = await seedWorld(t);
    const day = (n: number) => new Date(t.clock.now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await world.clients.X.put(`/api/hiring/interviews/${world.interviews.X.id}/slots`, {
        timeZone: 'Europe/London',
        slots: [{ startsAt: `${day(30)}T10:00` }, { startsAt: `${day(31 + i)}T10:00` }],
        meetingUrl: 'https://meet.example.com/x',
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // seedWorld's first proposal counted too: twenty in the hour, then 429 with Retry-After.
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(statuses.slice(19)).toEqual([429, 429]);
    // Once the hour has passed, X may propose again.
    t.clock.advance(61 * 60_000);
    const later = await world.clients.X.put(`/api/hiring/interviews/${world.interviews.X.id}/slots`, {
      timeZone: 'Europe/London',
      slots: [{ startsAt: `${day(60)}T10:00` }, { startsAt: `${day(61)}T10:00` }],
      meetingUrl: 'https://meet.example.com/x',
    });
    expect(later.status).toBe(200);
  });

  it('a block is only between parties who have been in contact, and the list names only them', async () => {
    const world = await seedWorld(t);
    const notInContact =
      'You can only block someone you have an application, invitation or conversation with.';
    const block = (actor: SignedInActor, userId: string) =>
      world.clients[actor].post<{ error: { message: string } }>('/api/blocks', { userId });
    // Another advisor, a company one never dealt with, oneself and an unknown id: one and the same 404.
    for (const [actor, userId] of [
      ['A', world.userIds.B],
      ['P', world.userIds.X],
      ['A', world.userIds.A],
      ['X', '0b0b0b0b-0000-4000-8000-000000000000'],
      ['X', world.userIds.P],
    ] as const) {
      const res = await block(actor, userId);
      expect([res.status, res.body.error.message], `${actor} blocks ${userId}`).toEqual([404, notInContact]);
    }
    expect((await world.clients.A.get<{ items: unknown[] }>('/api/blocks')).body.items).toEqual([]);
    expect((await world.clients.P.get<{ items: unknown[] }>('/api/blocks')).body.items).toEqual([]);
    // Y has B's application: it may block B, and its list shows the name it already sees on the applicant card.
    expect((await block('Y', world.userIds.B)).status).toBe(204);
    const listed = await world.clients.Y.get<{ items: { userId: string; name: string }[] }>('/api/blocks');
    expect(listed.body.items).toEqual([
      expect.objectContaining({ userId: world.userIds.B, name: 'AdvisorB Whitfield' }),
    ]);
    // A block made before the rule, of someone never dealt with, is listed without a name, so it can be lifted.
    await t.database.db
      .insert(blocks)
      .values({ blockerUserId: world.userIds.P, blockedUserId: world.userIds.B, createdAt: t.clock.now() });
    const legacy = await world.clients.P.get<{ items: { userId: string; name: string }[] }>('/api/blocks');
    expect(legacy.body.items).toEqual([
      expect.objectContaining({ userId: world.userIds.B, name: 'Someone you have had no contact with' }),
    ]);
  });
});
