// The stored fit of each application (decision 030): "best fit" sorts and pages in SQL by a score that must always be
// the engine's score of the advisor's current profile for the position's current text. These tests compare the page
// with the engine itself, and fail when a stored score is stale after a profile edit, a position edit, a new
// application or a new engine version — or when a score computed from inputs that changed meanwhile is stored.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationFits, applications, jobs, profiles } from '@server/db/schema';
import {
  findStaleFits,
  markOutdatedFits,
  refreshStaleFits,
  scoreApplicants,
  storeFits,
} from '@server/features/company/applicant-fit';
import { scoreFitsAfterStart } from '@server/features/company/applicant-fit-jobs';
import { ENGINE_VERSION, inThirdPerson, scoreJob } from '@server/features/matching/engine';
import {
  MATCHING_JOB_COLUMNS,
  MATCHING_PROFILE_COLUMNS,
  toAdvisorForMatching,
} from '@server/features/matching/matching-input';
import type { ApplicantsPage, Position } from '@shared/schemas/company';
import { createAdvisor } from '@tests/factories';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const CFO_ROLE = {
  title: 'Fractional CFO',
  industry: 'Finance',
  city: 'London',
  country: 'United Kingdom',
  type: 'remote',
  compensationType: 'paid',
  companySummary: 'Ledgerline is a payments company.',
  jobDescription:
    '<p>Own our financial plan, audit and treasury, and prepare our Series B.</p><p>You must be a qualified accountant (ACA, ACCA or CPA).</p>',
};

const CMO_ROLE = {
  ...CFO_ROLE,
  title: 'Fractional CMO',
  industry: 'Retail',
  companySummary: 'Ledgerline sells to shops and restaurants.',
  jobDescription:
    '<p>Own our brand, campaigns and customer research as we launch in three new markets.</p><p>Experience in consumer marketing is essential.</p>',
};

const MARKETER = {
  skills: ['Marketing', 'Customer Experience', 'Leadership'],
  industries: ['Retail'],
  biography: 'Chief marketing officer for consumer brands: brand, campaigns, pricing and customer research.',
  advisorExperience: [],
};

const ACCOUNTANT = {
  biography:
    'Chartered accountant (ACA) and former CFO of two payments companies: FP&A, treasury, audit committees and fundraising.',
};

/** Profiles far enough apart for the engine to order them, with some ties. */
const VARIANTS = [
  ACCOUNTANT,
  MARKETER,
  {},
  { ...ACCOUNTANT, yearsExperience: 6, hoursAvailable: 8 },
  { ...MARKETER, city: 'Lagos', country: 'Nigeria', availableToWork: ['Remote'] },
  {
    skills: ['Legal', 'Compliance'],
    industries: ['Legal Services'],
    biography: 'Admitted lawyer and general counsel.',
  },
  { biography: 'Advisor.', skills: [], industries: [], advisorExperience: [], hasBeenAdvisorBefore: 'no' },
  { ...ACCOUNTANT, compensationPreference: ['pro-bono'] },
  {
    skills: ['Technology', 'Data Analysis'],
    industries: ['Technology'],
    biography: 'CTO of a payments platform; built our data and risk teams.',
  },
  { ...MARKETER, yearsExperience: 3 },
  ACCOUNTANT,
  MARKETER,
];

describe('stored applicant fit', () => {
  const t = useTestApp();

  async function positionWithApplicants(role: Record<string, unknown> = CFO_ROLE) {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput(role)))
      .body;
    const advisorIds: string[] = [];
    for (const [i, variant] of VARIANTS.entries()) {
      const { user } = await createAdvisor(t.database.db, {
        user: { email: `fit-${i}@example.com` },
        profile: { firstName: `Advisor${i}`, lastName: 'Fit', publicProfileSlug: null, ...variant },
      });
      await insertApplication(t, {
        jobId: position.id,
        advisorId: user.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
      advisorIds.push(user.id);
    }
    return { company, position, advisorIds };
  }

  /** The engine's own order of the position's applicants: score, then newest first (as the page breaks ties). */
  async function engineOrder(jobId: string) {
    const { db } = t.database;
    const [job] = await db.select(MATCHING_JOB_COLUMNS).from(jobs).where(eq(jobs.id, jobId));
    const rows = await db
      .select({ ...MATCHING_PROFILE_COLUMNS, id: applications.id, createdAt: applications.createdAt })
      .from(applications)
      .innerJoin(profiles, eq(profiles.id, applications.advisorUserId))
      .where(eq(applications.jobId, jobId));
    return rows
      .map((row) => {
        const result = scoreJob(toAdvisorForMatching(row), job!);
        return {
          id: row.id,
          createdAt: row.createdAt,
          score: result.score,
          // The fit as the company's card shows it.
          fit: {
            score: result.score,
            confidence: result.confidence,
            reasons: result.reasons.map(inThirdPerson),
            tensions: result.tensions.map(inThirdPerson),
          },
        };
      })
      .sort(
        (x, y) =>
          y.score - x.score ||
          y.createdAt.getTime() - x.createdAt.getTime() ||
          (y.id > x.id ? 1 : y.id < x.id ? -1 : 0),
      );
  }

  /** Every page of the best-fit order, as the company reads it. */
  async function bestFitPages(client: Awaited<ReturnType<typeof signedInCompany>>['client'], jobId: string) {
    const items: ApplicantsPage['items'] = [];
    for (let page = 1; ; page++) {
      const res = await client.get<ApplicantsPage>(
        `/api/company/applicants?job_id=${jobId}&sort=fit&page=${page}`,
      );
      expect(res.status).toBe(200);
      items.push(...res.body.items);
      if (page >= res.body.pageCount) return items;
    }
  }

  const storedFits = async (jobId: string) =>
    t.database.db
      .select({ id: applicationFits.applicationId, ...getTableColumns(applicationFits) })
      .from(applicationFits)
      .innerJoin(applications, eq(applications.id, applicationFits.applicationId))
      .where(eq(applications.jobId, jobId));

  /** The stored fit of every application equals the engine's and is marked fresh for this engine. */
  async function expectStoredFitsFresh(jobId: string) {
    const expected = new Map((await engineOrder(jobId)).map((row) => [row.id, row.fit]));
    const stored = await storedFits(jobId);
    expect(stored).toHaveLength(expected.size);
    for (const row of stored) {
      const { score, confidence, reasons, tensions } = row;
      expect({ id: row.id, fit: { score, confidence, reasons, tensions } }).toEqual({
        id: row.id,
        fit: expected.get(row.id),
      });
      expect(row.scoredVersion).toBe(row.inputsVersion);
      expect(row.engineVersion).toBe(ENGINE_VERSION);
    }
  }

  it('sorts and pages best fit in the engine’s order, the cards showing the engine’s scores', async () => {
    const { company, position } = await positionWithApplicants();
    const expected = await engineOrder(position.id);
    // Several distinct scores, so the order is a real test.
    expect(new Set(expected.map((row) => row.score)).size).toBeGreaterThan(4);
    const items = await bestFitPages(company.client, position.id);
    expect(items.map((item) => item.applicationId)).toEqual(expected.map((row) => row.id));
    expect(items.map((item) => item.fit.score)).toEqual(expected.map((row) => row.score));
    expect(items.map((item) => item.fit)).toEqual(expected.map((row) => row.fit));
    await expectStoredFitsFresh(position.id);
  });

  it('follows an advisor’s profile edit: the stale score is scored again, by the page and by the job', async () => {
    const { company, position } = await positionWithApplicants();
    await bestFitPages(company.client, position.id);
    // A marketer (near the bottom for a CFO role) rewrites her profile as a chartered accountant.
    const marketer = await signedInAdvisor(t, { firstName: 'Maya', lastName: 'Marketer', ...MARKETER });
    const application = await insertApplication(t, {
      jobId: position.id,
      advisorId: marketer.user.id,
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
    await bestFitPages(company.client, position.id);
    await expectStoredFitsFresh(position.id);
    const order = await engineOrder(position.id);
    const before = order.findIndex((row) => row.id === application.id);
    expect(before).toBeGreaterThan(5);

    const saved = await marketer.client.put('/api/profile', {
      firstName: 'Maya',
      lastName: 'Marketer',
      birthDay: 9,
      birthMonth: 12,
      birthYear: 1970,
      country: 'United Kingdom',
      city: 'London',
      yearsExperience: 22,
      industries: ['Finance', 'Technology'],
      skills: ['Finance', 'Fundraising', 'Risk Management', 'Strategy Development'],
      workPreference: 'part-time',
      compensationPreference: ['paid', 'equity'],
      availableToWork: ['Remote', 'On-site'],
      hoursAvailable: 20,
      biography:
        'Chartered accountant (ACA) and former CFO of three payments companies: FP&A, treasury, audit committees, Series B and C fundraising and a trade sale.',
      hasBeenAdvisorBefore: 'yes',
      advisorExperience: [{ company: 'Ledgerline', role: 'Audit Committee Chair' }],
    });
    expect(saved.status).toBe(200);
    // The edit marked her stored fit stale in its own transaction (the job may not have run yet).
    const expected = await engineOrder(position.id);
    expect(expected.findIndex((row) => row.id === application.id)).toBeLessThan(before);
    expect(expected.find((row) => row.id === application.id)!.score).toBeGreaterThanOrEqual(
      order[before]!.score + 20,
    );
    const items = await bestFitPages(company.client, position.id);
    expect(items.map((item) => item.applicationId)).toEqual(expected.map((row) => row.id));
    await t.settleJobs();
    await expectStoredFitsFresh(position.id);
  });

  it('follows the company’s position edit, the job scoring every applicant again without a page view', async () => {
    const { company, position } = await positionWithApplicants();
    await bestFitPages(company.client, position.id);
    await t.settleJobs();
    const cfoTop = (await engineOrder(position.id))[0]!;

    const edited = await company.client.put(`/api/company/positions/${position.id}`, {
      ...positionInput(CMO_ROLE),
      companyName: 'Ledgerline',
    });
    expect(edited.status).toBe(200);
    await t.settleJobs();
    // The job alone (no page view since the edit) stored the new scores.
    await expectStoredFitsFresh(position.id);
    const expected = await engineOrder(position.id);
    expect(expected[0]!.id).not.toBe(cfoTop.id);
    const items = await bestFitPages(company.client, position.id);
    expect(items.map((item) => item.applicationId)).toEqual(expected.map((row) => row.id));
    expect(items[0]!.fit.reasons.join(' ')).toMatch(/marketing|brand|campaigns|customer/i);
  });

  it('scores a new application with the job queued by the apply route', async () => {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput(CFO_ROLE)))
      .body;
    const advisor = await signedInAdvisor(t, ACCOUNTANT);
    const applied = await advisor.client.post(`/api/jobs/${position.id}/applications`, {});
    expect(applied.status).toBe(201);
    await t.settleJobs();
    await expectStoredFitsFresh(position.id);
    expect((await storedFits(position.id))[0]!.score).toBeGreaterThan(60);
  });

  it('scores fits of an older engine version again: on the page at once, and by the job after a start', async () => {
    const { company, position } = await positionWithApplicants();
    await bestFitPages(company.client, position.id);
    // What an older engine left: fresh for its inputs, but other scores (reversed order).
    await t.database.db.execute(sql`
      update application_fits set engine_version = ${ENGINE_VERSION - 1}, score = 100 - coalesce(score, 0)`);
    const expected = await engineOrder(position.id);
    const items = await bestFitPages(company.client, position.id);
    expect(items.map((item) => item.applicationId)).toEqual(expected.map((row) => row.id));
    await expectStoredFitsFresh(position.id);

    await t.database.db.execute(sql`
      update application_fits set engine_version = ${ENGINE_VERSION - 1}, score = 100 - coalesce(score, 0)`);
    await scoreFitsAfterStart(t.deps);
    await t.settleJobs();
    await expectStoredFitsFresh(position.id);
  });

  it('never shows a stale stored fit on a card, in any order: the page scores its stale rows (decision 047)', async () => {
    const { company, position } = await positionWithApplicants();
    await bestFitPages(company.client, position.id);
    // Stale stored fits with other reasons, as an older engine or an edit not yet scored by the job leaves them.
    await t.database.db.execute(sql`
      update application_fits set engine_version = ${ENGINE_VERSION - 1}, score = 3,
        reasons = '["An outdated reason"]'::jsonb, tensions = '[]'::jsonb`);
    const expected = new Map((await engineOrder(position.id)).map((row) => [row.id, row.fit]));
    for (const sort of ['newest', 'rating']) {
      const res = await company.client.get<ApplicantsPage>(
        `/api/company/applicants?job_id=${position.id}&sort=${sort}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThan(0);
      for (const item of res.body.items) {
        expect(item.fit).toEqual(expected.get(item.applicationId));
      }
      expect(JSON.stringify(res.body)).not.toContain('An outdated reason');
    }
    // The page stored what it scored: the next view reads it.
    const shown = (
      await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`)
    ).body.items.map((item) => item.applicationId);
    const stored = new Map((await storedFits(position.id)).map((row) => [row.id, row]));
    for (const id of shown) expect(stored.get(id)!.reasons).toEqual(expected.get(id)!.reasons);
  });

  it('never stores a score computed from inputs that changed while it was computed', async () => {
    const { position, advisorIds } = await positionWithApplicants();
    const { db } = t.database;
    await t.settleJobs(); // no worker scores these rows meanwhile (none is queued: the rows were inserted directly)
    const stale = await findStaleFits(db, { jobId: position.id, limit: 100 });
    expect(stale).toHaveLength(VARIANTS.length);
    const [job] = await db.select(MATCHING_JOB_COLUMNS).from(jobs).where(eq(jobs.id, position.id));
    const scored = scoreApplicants(job!, stale);
    // Meanwhile one advisor edits a matching field, another only a field the engine does not read.
    await db
      .update(profiles)
      .set({ skills: ['Marketing'] })
      .where(eq(profiles.id, advisorIds[0]!));
    await db
      .update(profiles)
      .set({ photoUrl: '/files/new.webp', timeZone: 'Europe/Paris' })
      .where(eq(profiles.id, advisorIds[1]!));
    expect(await storeFits(db, scored)).toBe(VARIANTS.length - 1);
    const [edited] = await db
      .select(getTableColumns(applicationFits))
      .from(applicationFits)
      .innerJoin(applications, eq(applications.id, applicationFits.applicationId))
      .where(eq(applications.advisorUserId, advisorIds[0]!));
    expect(edited!.scoredVersion).not.toBe(edited!.inputsVersion);
    expect(await refreshStaleFits(db)).toBe(1);
    await expectStoredFitsFresh(position.id);
    expect(await markOutdatedFits(db)).toBe(0);
  });

  it('marks fits stale on a change to every column the engine reads, and only those', async () => {
    const { position, advisorIds } = await positionWithApplicants();
    const { db } = t.database;
    await refreshStaleFits(db);
    const staleCount = async () => (await findStaleFits(db, { jobId: position.id, limit: 100 })).length;
    expect(await staleCount()).toBe(0);
    // A value that differs from the current one, whatever the column's type.
    const changed = (column: { name: string; getSQLType: () => string }) => {
      const name = sql.identifier(column.name);
      const type = column.getSQLType();
      if (type.endsWith('[]')) return sql`array_append(${name}, 'Changed')`;
      if (type === 'integer') return sql`coalesce(${name}, 0) + 1`;
      if (type === 'jsonb') return sql`${name} || '[{"company":"Changed"}]'::jsonb`;
      return sql`coalesce(${name}, '') || ' changed'`;
    };
    for (const column of Object.values(MATCHING_PROFILE_COLUMNS)) {
      await db.execute(
        sql`update profiles set ${sql.identifier(column.name)} = ${changed(column)} where id = ${advisorIds[0]}`,
      );
      expect({ profileColumn: column.name, stale: await staleCount() }).toEqual({
        profileColumn: column.name,
        stale: 1,
      });
      await refreshStaleFits(db);
    }
    for (const column of Object.values(MATCHING_JOB_COLUMNS)) {
      if (column.name === 'id') continue;
      await db.execute(
        sql`update jobs set ${sql.identifier(column.name)} = ${changed(column)} where id = ${position.id}`,
      );
      expect({ jobColumn: column.name, stale: await staleCount() }).toEqual({
        jobColumn: column.name,
        stale: VARIANTS.length,
      });
      await refreshStaleFits(db);
    }
    // A profile removed or created under existing applications changes what the engine reads too.
    const [removed] = await db.delete(profiles).where(eq(profiles.id, advisorIds[0]!)).returning();
    expect(await staleCount()).toBe(1);
    await refreshStaleFits(db);
    await db.insert(profiles).values(removed!);
    expect(await staleCount()).toBe(1);
    await refreshStaleFits(db);
    // Fields the engine does not read leave the stored fits alone.
    await db
      .update(profiles)
      .set({ photoUrl: '/files/x.webp', timeZone: 'Asia/Tokyo', isPublic: false })
      .where(eq(profiles.id, advisorIds[0]!));
    await db
      .update(jobs)
      .set({ isActive: false, salary: '£1', responseDays: 30 })
      .where(eq(jobs.id, position.id));
    expect(await staleCount()).toBe(0);
  });

  it('shows companies nothing private of the advisor through the fit', async () => {
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput(CFO_ROLE)))
      .body;
    const { user } = await createAdvisor(t.database.db, {
      user: { email: 'eleanor.private@example.com' },
      profile: {
        ...ACCOUNTANT,
        phoneNumber: '+44 7700 900123',
        dateOfBirth: '1961-02-03',
        gender: 'female',
        linkedinUrl: 'https://www.linkedin.com/in/eleanor-private',
        calendlyLink: 'https://calendly.com/eleanor-private/30min',
        publicProfileSlug: null,
      },
    });
    await insertApplication(t, { jobId: position.id, advisorId: user.id });
    const res = await company.client.get<ApplicantsPage>(
      `/api/company/applicants?job_id=${position.id}&sort=fit`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const text = JSON.stringify(res.body);
    for (const secret of ['eleanor.private', '7700', '1961', 'female', 'linkedin.com', 'calendly.com']) {
      expect(text).not.toContain(secret);
    }
    // What is stored is the fit the card shows (decision 047) and its versions: no column of the profile, and
    // nothing private in the stored reasons either.
    expect(Object.keys(getTableColumns(applicationFits)).sort()).toEqual(
      [
        'applicationId',
        'confidence',
        'engineVersion',
        'inputsVersion',
        'reasons',
        'score',
        'scoredVersion',
        'tensions',
      ].sort(),
    );
    const stored = await t.database.db.select().from(applicationFits);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.reasons!.length).toBeGreaterThan(0);
    for (const secret of ['eleanor.private', '7700', '1961', 'female', 'linkedin.com', 'calendly.com']) {
      expect(JSON.stringify(stored)).not.toContain(secret);
    }
  });
});
