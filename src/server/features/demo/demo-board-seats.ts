// The demo's board seats and competitors (issue #35, decision 050), through the same services as the screens: the
// demo advisor holds four listed boards (a fifth would reach the proxy advisers' limit of five: the notice shows
// before applying), an advisory role and a hidden seat; the subscriber sits on the board of a company the demo
// company lists as a competitor, and on a listed board of its industry and country; the demo company's first
// position is on a listed board.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { companyProfiles, jobs } from '@server/db/schema';
import type { SessionUser } from '../../app-env';
import { updateMyCompetitors } from '../board-seats/board-checks';
import { createSeat } from '../board-seats/board-seats.service';

const YEAR = 365 * 24 * 3600 * 1000;
const yearsAgo = (years: number) => new Date(Date.now() - years * YEAR).toISOString().slice(0, 10);
const actor = (id: string, role: 'advisor' | 'company'): SessionUser => ({
  id,
  email: `${id}@demo.invalid`,
  role,
  emailVerified: true,
});

export async function seedDemoBoardSeats(
  db: Db,
  {
    advisorId,
    subscriberId,
    companyUserId,
    listedPositionId,
  }: { advisorId: string; subscriberId: string; companyUserId: string; listedPositionId: string },
) {
  const deps = { db, now: new Date() };
  const seat = (id: string, input: Parameters<typeof createSeat>[1]['input']) =>
    createSeat(deps, { actor: actor(id, 'advisor'), input });
  const base = {
    committees: [],
    exchange: null,
    companyWebsite: null,
    country: null,
    industry: null,
    endDate: null,
    hidden: false,
  };

  const listed = [
    ['Harbourline Energy plc', 'chair', 'LSE', 'United Kingdom', 'Energy', ['nomination']],
    ['Verity Health Inc', 'non_executive_director', 'NYSE', 'United States', 'Healthcare', ['audit']],
    ['Meridian Payments SE', 'committee_chair', 'Euronext', 'France', 'Finance', ['audit', 'risk']],
    ['Copperleaf Mining Ltd', 'non_executive_director', 'ASX', 'Australia', 'Energy', ['remuneration']],
  ] as const;
  for (const [i, [companyName, role, exchange, country, industry, committees]] of listed.entries()) {
    await seat(advisorId, {
      ...base,
      companyName,
      role,
      listed: true,
      exchange,
      country,
      industry,
      committees: [...committees],
      startDate: yearsAgo(1 + i * 2),
    });
  }
  await seat(advisorId, {
    ...base,
    companyName: 'Brightwater Labs',
    companyWebsite: 'brightwater.example',
    role: 'advisor',
    listed: false,
    country: 'United Kingdom',
    industry: 'Technology',
    startDate: yearsAgo(2),
  });
  await seat(advisorId, {
    ...base,
    companyName: 'Old Quay Shipping plc',
    role: 'non_executive_director',
    listed: true,
    exchange: 'LSE',
    country: 'United Kingdom',
    industry: 'Transportation',
    startDate: yearsAgo(12),
    endDate: yearsAgo(4),
  });
  // Hidden: the advisor counts it; companies and the public page never see it.
  await seat(advisorId, {
    ...base,
    companyName: 'Quietwater Family Office',
    role: 'observer',
    listed: false,
    startDate: yearsAgo(3),
    hidden: true,
  });

  const [company] = await db.select().from(companyProfiles).where(eq(companyProfiles.userId, companyUserId));
  await seat(subscriberId, {
    ...base,
    companyName: 'Rivetworks AB',
    companyWebsite: 'https://rivetworks.example',
    role: 'non_executive_director',
    listed: false,
    country: 'Sweden',
    industry: 'Manufacturing',
    startDate: yearsAgo(3),
  });
  await seat(subscriberId, {
    ...base,
    companyName: 'Nordlys Systems ASA',
    role: 'chair',
    listed: true,
    exchange: 'Oslo Børs',
    country: company?.country ?? 'United States',
    industry: company?.industries[0] ?? 'Technology',
    committees: ['governance'],
    startDate: yearsAgo(5),
  });
  await updateMyCompetitors(deps, {
    actor: actor(companyUserId, 'company'),
    competitors: ['Rivetworks', 'cobaltdynamics.example', 'Ironclad Automation Inc'],
  });
  await db.update(jobs).set({ boardListed: true }).where(eq(jobs.id, listedPositionId));
}
