// Runs every cell of the authorization matrix against the real app on a real database. Three guarantees:
// 1. the table lists every route the app registers (a new route fails here, by name, until someone decides who may
//    call it); 2. every cell answers the expected status; 3. no one reaches another owner's data: a refused write
//    changes nothing at all, an allowed write changes only the actor's and the object owner's rows, and no answer
//    contains another user's e-mail, phone, application or match-run id.
import { eq } from 'drizzle-orm';
import { inspectRoutes } from 'hono/dev';
import { profiles } from '@server/db/schema';
import { createAdvisor } from '@tests/factories';
import { afterAll, describe, expect, it } from 'vitest';
import { changedTables, fingerprintTables } from '../../setup/table-fingerprint';
import { useTestApp } from '../../setup/test-app';
import { AUTHORIZATION_MATRIX, type Cell, type RouteRow } from './authorization-matrix';
import {
  ACTORS,
  fillPath,
  isTeamActor,
  privateMarkers,
  seedWorld,
  settleMatchRuns,
  snapshotOwners,
  type Actor,
  type Owner,
  type SignedInActor,
  type World,
} from './authorization-world';
import { BODY_ENCODINGS, encodeBody, notRefusedAsUnsupported } from './body-encodings';

const SIGNED_IN: readonly SignedInActor[] = ['A', 'B', 'X', 'Y', 'P', 'XA', 'XH', 'XI'];
/** For `related` rows: the company each advisor applied to. */
const APPLIED_TO: Partial<Record<Owner, SignedInActor>> = { A: 'X', B: 'Y' };
/** Whose objects the actor acts on as their own: X's colleagues act for X (decision 048). */
const actingAs = (actor: Actor): Actor => (isTeamActor(actor) ? 'X' : actor);
/** A colleague's cell: as given, else X's. */
const cellOf = (row: RouteRow, actor: Actor): Cell =>
  isTeamActor(actor) ? (row.expect[actor] ?? row.expect.X) : row.expect[actor];

const methodOf = (row: RouteRow) => row.method ?? row.route.split(' ')[0]!;
const isRead = (row: RouteRow) => methodOf(row) === 'GET';
const expectedStatus = (cell: Cell, owner: Owner | undefined): number => {
  if (typeof cell === 'number') return cell;
  const status = owner ? cell[owner] : undefined;
  if (status === undefined) throw new Error(`no expectation for owner ${owner}`);
  return status;
};
const succeeded = (status: number) => status >= 200 && status < 400;

/** A signed-in actor who is neither the owner of the object nor (for `related` rows) the company it applied to. */
function isCrossOwner(row: RouteRow, someone: Actor, owner: Owner | undefined): boolean {
  const actor = actingAs(someone);
  if (!owner || actor === 'anon' || actor === owner) return false;
  if (row.access === 'owner') return true;
  if (row.access === 'related') return APPLIED_TO[owner] !== actor;
  return false;
}

interface CellRun {
  row: RouteRow;
  actor: Actor;
  owner: Owner | undefined;
  expected: number;
}

const cellsOf = (row: RouteRow): CellRun[] =>
  ACTORS.flatMap((actor) =>
    (row.owners ?? [undefined]).map((owner) => ({
      row,
      actor,
      owner,
      expected: expectedStatus(cellOf(row, actor), owner),
    })),
  );

const describeCell = ({ row, actor, owner }: CellRun) =>
  `${row.route} as ${actor}${owner ? ` on ${owner}'s object` : ''}`;

const totals = {
  cells: 0,
  crossOwnerCells: 0,
  crossOwnerSuccesses: 0,
  untouchedChecks: 0,
  leakChecks: 0,
  wrongBodyTypeCells: 0,
};

/**
 * Written on the workers' own clock, not by a request: the mail worker records each delivery of a mail an earlier,
 * accepted cell queued (a booking's invitations), and the fit job rescores what an accepted edit made stale
 * (decision 030); either may land while a refused body type is being checked (as in the fuzz runner).
 */
const WRITTEN_BY_WORKERS = new Set(['mail_deliveries', 'application_fits']);

/** Body-type rule (middleware/body-type.ts): API writes take one encoding; the others are refused unread. */
const takesBody = (row: RouteRow) =>
  !isRead(row) && (row.request ?? row.route.split(' ')[1]!).startsWith('/api/');

describe('authorization matrix', () => {
  const t = useTestApp();

  afterAll(() => {
    // The figures quoted in docs/security.md.
    console.info(`authorization matrix: ${AUTHORIZATION_MATRIX.length} routes, ${JSON.stringify(totals)}`);
  });

  it('lists every route the app registers, and nothing it does not', () => {
    const registered = inspectRoutes(t.app)
      .filter((route) => !route.isMiddleware)
      .map((route) => `${route.method} ${route.path}`);
    const listed = AUTHORIZATION_MATRIX.map((row) => row.route);
    const missing = registered.filter((route) => !listed.includes(route));
    const stale = listed.filter((route) => !registered.includes(route));
    expect(missing, `Add these routes to tests/integration/security/authorization-matrix.ts`).toEqual([]);
    expect(stale, 'These matrix rows name routes the app no longer registers').toEqual([]);
    expect(new Set(listed).size, 'each route has one row').toBe(listed.length);
  });

  it('sees a change in any stored row of an owner, and only that owner’s (the snapshot write cells compare)', async () => {
    const { db } = t.database;
    const [{ user: owner }, { user: other }] = await Promise.all([
      createAdvisor(db, {
        user: { email: 'snapshot-owner@example.com' },
        profile: { publicProfileSlug: null },
      }),
      createAdvisor(db, {
        user: { email: 'snapshot-other@example.com' },
        profile: { publicProfileSlug: null },
      }),
    ]);
    const before = await snapshotOwners(t, [owner.id, other.id]);
    await db.update(profiles).set({ city: 'Elsewhere' }).where(eq(profiles.id, owner.id));
    const after = await snapshotOwners(t, [owner.id, other.id]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it('never expects a non-owner to succeed on an owned object (the table checks itself)', () => {
    const wrong = AUTHORIZATION_MATRIX.flatMap(cellsOf)
      .filter((cell) => isCrossOwner(cell.row, cell.actor, cell.owner) && succeeded(cell.expected))
      .map(describeCell);
    expect(wrong).toEqual([]);
  });

  /** Sends one cell's request and returns a list of problems (empty when the cell holds). */
  async function runCell(world: World, cell: CellRun): Promise<string[]> {
    const { row, actor, owner } = cell;
    const problems: string[] = [];
    const value = row.body ? await row.body(world, owner) : undefined;
    const encoded = value === undefined ? undefined : encodeBody(row.bodyType ?? 'json', value);
    const res = await world.clients[actor].call(methodOf(row), fillPath(row, world, owner), {
      body: encoded?.body,
      headers: encoded?.headers,
      anonymous: actor === 'anon',
    });
    totals.cells += 1;
    if (isCrossOwner(row, actor, owner)) {
      totals.crossOwnerCells += 1;
      if (succeeded(res.status)) totals.crossOwnerSuccesses += 1;
    }
    if (res.status !== cell.expected) {
      const answer: unknown = res.body;
      const text = typeof answer === 'string' ? answer.slice(0, 120) : JSON.stringify(answer);
      problems.push(`${describeCell(cell)}: expected ${cell.expected}, got ${res.status} ${text}`);
    }
    if (succeeded(res.status) && row.access !== 'dev-only') {
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const marker of privateMarkers(world)) {
        totals.leakChecks += 1;
        if (actor !== 'anon' && marker.visibleTo.includes(actor)) continue;
        if (text.includes(marker.value))
          problems.push(`${describeCell(cell)}: answer contains ${marker.label}`);
      }
    }
    return problems;
  }

  /**
   * The cell's fields in every encoding its route does not take: each must be a 415 in our error shape, for every
   * actor (before any authorization), and leave every table as it was — sessions and rate-limit counters included.
   */
  async function runWrongBodyTypes(world: World, cell: CellRun): Promise<string[]> {
    const { row, actor, owner } = cell;
    const problems: string[] = [];
    const value = row.body ? await row.body(world, owner) : { field: 'value' };
    const before = await fingerprintTables(t.database.db);
    for (const encoding of BODY_ENCODINGS.filter((candidate) => candidate !== (row.bodyType ?? 'json'))) {
      const { body, headers } = encodeBody(encoding, value);
      const res = await world.clients[actor].call(methodOf(row), fillPath(row, world, owner), {
        body,
        headers,
        anonymous: actor === 'anon',
      });
      totals.wrongBodyTypeCells += 1;
      const problem = notRefusedAsUnsupported(res);
      if (problem) problems.push(`${describeCell(cell)} sent as ${encoding}: ${problem}`);
    }
    const changed = changedTables(before, await fingerprintTables(t.database.db)).filter(
      (table) => !WRITTEN_BY_WORKERS.has(table),
    );
    if (changed.length > 0)
      problems.push(`${describeCell(cell)}: a refused body type changed ${changed.join(', ')}`);
    return problems;
  }

  it('read routes: every cell answers as the table says and shows no one else’s private data', async () => {
    const world = await seedWorld(t);
    const before = await snapshotOwners(
      t,
      SIGNED_IN.map((who) => world.userIds[who]),
    );
    const problems: string[] = [];
    for (const row of AUTHORIZATION_MATRIX.filter(isRead)) {
      for (const cell of cellsOf(row)) problems.push(...(await runCell(world, cell)));
    }
    const after = await snapshotOwners(
      t,
      SIGNED_IN.map((who) => world.userIds[who]),
    );
    SIGNED_IN.forEach((who, i) => {
      if (after[i] !== before[i]) problems.push(`reading changed ${who}'s stored data`);
    });
    expect(problems).toEqual([]);
  }, 180_000);

  for (const row of AUTHORIZATION_MATRIX.filter((candidate) => !isRead(candidate))) {
    it(`${row.route}: every cell answers as the table says and leaves other owners' data unchanged`, async () => {
      const world = await seedWorld(t);
      // Refusals first, so an allowed write (say, closing a position) cannot turn a later refusal into a 404.
      // Cells of `lastly` actors after all the others.
      const order = (cell: CellRun) =>
        row.lastly?.includes(cell.actor) ? 2 : Number(succeeded(cell.expected));
      const cells = cellsOf(row).sort((a, b) => order(a) - order(b));
      const problems: string[] = [];
      for (const cell of cells) {
        const snapshot = () =>
          snapshotOwners(
            t,
            SIGNED_IN.map((who) => world.userIds[who]),
          );
        if (takesBody(row)) problems.push(...(await runWrongBodyTypes(world, cell)));
        const before = await snapshot();
        problems.push(...(await runCell(world, cell)));
        // Background work a write may start (a match run, a fit rescoring, a mail) is not part of the answer; let it
        // finish, so that it cannot land inside the next cell's before-and-after.
        await settleMatchRuns(world);
        await t.settleJobs(30_000);
        const after = await snapshot();
        const mayChange = new Set<SignedInActor>();
        if (succeeded(cell.expected)) {
          if (cell.actor !== 'anon') mayChange.add(cell.actor);
          // A colleague's change is their company's: X's stored data (positions, applicants, team, audit log).
          if (isTeamActor(cell.actor)) mayChange.add('X');
          if (cell.owner) mayChange.add(cell.owner);
          for (const who of row.alsoChanges?.any ?? []) mayChange.add(who);
          for (const who of (cell.owner && row.alsoChanges?.[cell.owner]) || []) mayChange.add(who);
        }
        SIGNED_IN.forEach((who, i) => {
          if (mayChange.has(who)) return;
          totals.untouchedChecks += 1;
          if (after[i] !== before[i]) problems.push(`${describeCell(cell)}: changed ${who}'s stored data`);
        });
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
