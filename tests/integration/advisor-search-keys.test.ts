// The narrow rows company search reads: every preset name has a bit (so the fast path is taken), the trigger
// keeps one row per completed advisor profile, and the score is the same whether a name is tested by its bit or,
// lacking one, by array overlap.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisorSearchKeys, profiles, searchTerms } from '@server/db/schema';
import { advisorScoreSql, loadSearchVocabulary } from '@server/features/company/advisor-search-sql';
import { prepareRequirements, scoreAdvisor } from '@server/features/company/advisor-search-score';
import { createAdvisor } from '@tests/factories';
import { ADVISOR_INDUSTRIES, ADVISOR_SKILLS, COMPANY_INDUSTRIES, COMPANY_SKILLS } from '@shared/constants';
import { useTestApp } from '../setup/test-app';

describe('advisor search keys', () => {
  const t = useTestApp();

  it('gives every preset industry and skill name, and its lower-case form, a bit', async () => {
    const rows = await t.database.db.select().from(searchTerms);
    const named = new Set(rows.map((row) => `${row.kind}:${row.name}`));
    const expected = [
      ...[...ADVISOR_INDUSTRIES, ...COMPANY_INDUSTRIES].map((name) => `industry:${name}`),
      ...[...ADVISOR_SKILLS, ...COMPANY_SKILLS].map((name) => `skill:${name}`),
    ].flatMap((key) => [key, key.toLowerCase()]);
    expect(expected.filter((key) => !named.has(key))).toEqual([]);
  });

  it('keeps one row per completed advisor profile', async () => {
    const { profile } = await createAdvisor(t.database.db, {
      profile: { profileCompleted: false, industries: ['Finance'], skills: ['Sales'] },
    });
    const keysOf = () =>
      t.database.db.query.advisorSearchKeys.findFirst({
        where: eq(advisorSearchKeys.profileId, profile.id),
      });
    expect(await keysOf()).toBeUndefined();

    await t.database.db
      .update(profiles)
      .set({ profileCompleted: true, yearsExperience: 12 })
      .where(eq(profiles.id, profile.id));
    expect(await keysOf()).toMatchObject({ yearsExperience: 12 });
    const before = (await keysOf())!;
    expect(before.industryBits).toBeGreaterThan(0);

    await t.database.db
      .update(profiles)
      .set({ industries: ['Pet Care'] })
      .where(eq(profiles.id, profile.id));
    expect(await keysOf()).toMatchObject({ industryBits: 0 });

    await t.database.db.update(profiles).set({ profileCompleted: false }).where(eq(profiles.id, profile.id));
    expect(await keysOf()).toBeUndefined();
  });

  it('scores the same by bits as by names', async () => {
    const industries = ['Technology', 'finance', 'Retail', 'Pet Care'];
    const skills = ['Strategy Development', 'hr', 'Sales', 'R&D', 'Board Games'];
    for (let n = 0; n < 16; n++) {
      await createAdvisor(t.database.db, {
        profile: {
          publicProfileSlug: null,
          industries: industries.filter((_, i) => (n >> i) % 2 === 1),
          skills: skills.filter((_, i) => (n * 3 + i) % 4 !== 0),
          yearsExperience: n,
          hoursAvailable: n % 5,
        },
      });
    }
    const requirements = prepareRequirements({
      industries: ['Technology', 'Finance', 'Retail'],
      skillsNeeded: ['Strategic Planning', 'Human Resources', 'Sales', 'Product Development'],
      yearsExperienceRequired: 10,
      expectedMonthlyAvailability: 3,
    });
    const scores = async (vocabulary: Awaited<ReturnType<typeof loadSearchVocabulary>>) => {
      const rows = await t.database.db
        .select({ id: advisorSearchKeys.profileId, score: advisorScoreSql(vocabulary, requirements) })
        .from(advisorSearchKeys)
        .orderBy(advisorSearchKeys.profileId);
      return rows.map((row) => [row.id, Number(row.score)]);
    };
    const all = await t.database.db.select().from(profiles).orderBy(profiles.id);
    const expected = all.map((profile) => [profile.id, scoreAdvisor(requirements, profile)]);
    expect(await scores(await loadSearchVocabulary(t.database.db))).toEqual(expected);
    expect(await scores({ industry: new Map(), skill: new Map() })).toEqual(expected);
    expect(new Set(expected.map(([, score]) => score)).size).toBeGreaterThan(5);
  });
});
