// The concept masks that choose match candidates: the SQL functions of migration 0004 must know every phrase of the
// engine's synonym tables (a phrase added without regenerating them fails here), the trigger keeps
// job_match_keys in step with `jobs`, and retrieval finds roles by concept, by related industry and by free text.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobMatchKeys, jobs, subscriptions } from '@server/db/schema';
import { INDUSTRY_CONCEPTS, SKILL_CONCEPTS } from '@server/features/matching/engine/synonyms';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { MatchRun } from '@shared/schemas/jobs';
import { signedInClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

describe('job concept masks', () => {
  const t = useTestApp();

  /** The mask the SQL function gives each phrase, in one query. */
  async function masksOf(fn: 'boardly_skill_mask' | 'boardly_industry_mask', phrases: readonly string[]) {
    const values = sql.join(
      phrases.map((phrase) => sql`(${phrase})`),
      sql`, `,
    );
    const { rows } = await t.database.db.execute<{ mask: number }>(
      sql`select ${sql.raw(fn)}(to_tsvector('english', p)) as mask from (values ${values}) v(p)`,
    );
    return rows.map((row) => Number(row.mask));
  }

  it('every phrase of every skill and industry concept sets its own bit', async () => {
    const missing: string[] = [];
    const check = async (
      fn: 'boardly_skill_mask' | 'boardly_industry_mask',
      concepts: readonly { key: string; phrases: readonly string[] }[],
    ) => {
      for (const [bit, concept] of concepts.entries()) {
        const masks = await masksOf(fn, concept.phrases);
        masks.forEach((mask, i) => {
          if ((mask & (1 << bit)) === 0) missing.push(`${concept.key}: '${concept.phrases[i]}'`);
        });
      }
    };
    await check('boardly_skill_mask', SKILL_CONCEPTS);
    await check('boardly_industry_mask', INDUSTRY_CONCEPTS);
    expect(missing, 'regenerate the functions with `npm run db:match-keys-sql`').toEqual([]);
    expect(await masksOf('boardly_skill_mask', ['We grow apples and breed horses'])).toEqual([0]);
  });

  it('keeps one row per role in step with inserts, updates and deletes', async () => {
    const [role] = await createJobs(t.database.db, 1, () => ({
      title: 'Fundraising Advisor',
      industry: 'Healthcare',
      companySummary: 'A hospital group.',
      jobDescription: '<p>Lead our Series B and investor relations.</p>',
    }));
    const keysOf = async () =>
      t.database.db.query.jobMatchKeys.findFirst({ where: eq(jobMatchKeys.jobId, role!.id) });
    const fundraising = 1 << SKILL_CONCEPTS.findIndex((c) => c.key === 'fundraising');
    const healthcare = 1 << INDUSTRY_CONCEPTS.findIndex((c) => c.key === 'healthcare');
    const created = await keysOf();
    expect(created).toMatchObject({ isActive: true });
    expect(created!.skillMask & fundraising).toBe(fundraising);
    expect(created!.industryMask & healthcare).toBe(healthcare);

    await t.database.db
      .update(jobs)
      .set({ isActive: false, title: 'Board Member', jobDescription: 'Governance.' })
      .where(eq(jobs.id, role!.id));
    const updated = await keysOf();
    expect(updated!.isActive).toBe(false);
    expect(updated!.skillMask & fundraising).toBe(0);

    await t.database.db.delete(jobs).where(eq(jobs.id, role!.id));
    expect(await keysOf()).toBeUndefined();
  });

  it('retrieves roles by related industry and by a skill that names no concept', async () => {
    const { user: company } = await createCompany(t.database.db);
    const plain = {
      postedBy: company.id,
      industry: 'Agriculture',
      companySummary: 'A family farm.',
      jobDescription: '<p>Help us plan the harvest.</p>',
    };
    await createJobs(t.database.db, 20, (n) => ({
      ...plain,
      title: `Farm Advisor ${n}`,
      publicJobSlug: `farm-advisor-${n}`,
    }));
    await createJobs(t.database.db, 1, () => ({
      ...plain,
      title: 'Payments Board Member',
      publicJobSlug: 'payments-board-member',
      industry: 'Payments',
      companySummary: 'A payments processor.',
    }));
    await createJobs(t.database.db, 1, () => ({
      ...plain,
      title: 'Research Advisor',
      publicJobSlug: 'research-advisor',
      jobDescription: '<p>Guide our quantum optics laboratory.</p>',
    }));
    const { user } = await createAdvisor(t.database.db, {
      profile: { industries: ['Fintech'], skills: ['Quantum Optics', 'Leadership'] },
    });
    // A subscriber: every result names its role (a free plan's locked results carry no title).
    await t.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', planType: 'annual' });
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const started = await advisor.post<MatchRun>('/api/matches/runs');
    expect(started.status).toBe(202);
    let run = started.body;
    for (let i = 0; i < 400 && run.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await advisor.get<MatchRun>(`/api/matches/runs/${run.id}`)).body;
    }
    expect(run.status).toBe('done');
    const titles = run.results!.items.map((item) => (item.job.locked ? '' : item.job.title));
    expect(titles).toContain('Payments Board Member');
    expect(titles).toContain('Research Advisor');
    expect(titles.some((title) => title.startsWith('Farm Advisor'))).toBe(false);
  });
});
