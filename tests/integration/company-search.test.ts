// Advisor search for companies: completed profiles only, the spec's filters, the score computed in SQL (held to
// the pure definition), premium placement among equal scores, and the 2 free profile views counted on the server.
import { describe, expect, it } from 'vitest';
import { type profiles, subscriptions } from '@server/db/schema';
import { prepareRequirements, scoreAdvisor } from '@server/features/company/advisor-search-score';
import { createAdvisor } from '@tests/factories';
import type { ApiErrorBody } from '@shared/errors';
import type { AdvisorProfileView, AdvisorSearchPage } from '@shared/schemas/company';
import { useTestApp } from '../setup/test-app';
import { signedInCompany } from './company-test-helpers';

type TestApp = ReturnType<typeof useTestApp>;

const strong = {
  firstName: 'Strong',
  lastName: 'Candidate',
  industries: ['Technology', 'Manufacturing', 'Retail', 'Energy', 'Media'],
  skills: ['Fundraising', 'International Expansion', 'Operations', 'Strategy Development', 'Sales', 'Legal'],
  yearsExperience: 22,
  hoursAvailable: 12,
};
const weak = {
  firstName: 'Weak',
  lastName: 'Candidate',
  industries: ['Retail'],
  skills: ['Sales'],
  yearsExperience: 5,
  hoursAvailable: 4,
  city: 'Lisbon',
  country: 'Portugal',
  compensationPreference: ['pro-bono'],
};

async function advisor(t: TestApp, profile: Partial<typeof profiles.$inferInsert>) {
  return createAdvisor(t.database.db, { profile: { publicProfileSlug: null, ...profile } });
}

describe('searching advisors', () => {
  const t = useTestApp();

  it('ranks a strong candidate above a weak one, with the score computed by the spec weights', async () => {
    // The factory company wants Technology + Manufacturing, 4 skills, 15 years and 10 hours a month.
    const { client, company } = await signedInCompany(t);
    await advisor(t, weak);
    const strongOne = await advisor(t, strong);
    const medium = await advisor(t, {
      ...strong,
      firstName: 'Medium',
      industries: ['Technology'],
      yearsExperience: 9,
    });
    await advisor(t, { ...strong, firstName: 'Incomplete', profileCompleted: false });
    await advisor(t, { ...strong, firstName: 'NotAnAdvisor', role: 'company' });

    const res = await client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.name)).toEqual([
      'Strong Candidate',
      'Medium Candidate',
      'Weak Candidate',
    ]);
    // Medium: 15 (half the industries) + 40 + 12 (9 of 15 years) + 10 = 77.
    // Weak: 0 + 0 + 6.67 (5 of 15 years) + 4 (4 of 10 hours) = 10.67 → 11.
    expect(res.body.items.map((item) => item.score)).toEqual([100, 77, 11]);
    const requirements = prepareRequirements(company);
    expect(scoreAdvisor(requirements, medium.profile)).toBe(77);
    expect(scoreAdvisor(requirements, weak)).toBe(11);
    expect(res.body.items[0]).toMatchObject({
      id: strongOne.user.id,
      industries: ['Technology', 'Manufacturing', 'Retail'],
      moreIndustries: 2,
      skills: ['Fundraising', 'International Expansion', 'Operations', 'Strategy Development'],
      moreSkills: 2,
      yearsExperience: 22,
      hoursAvailable: 12,
      viewed: false,
    });
    expect(res.body).toMatchObject({
      total: 3,
      page: 1,
      pageCount: 1,
      freeViewsRemaining: 2,
      unlimitedViews: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|phone|linkedin|biography/i);
  });

  it('computes in SQL exactly the score of the pure definition, for many shapes of profile', async () => {
    const { client, company } = await signedInCompany(t, {
      industries: ['Technology', 'Finance', 'Retail'],
      skillsNeeded: [
        'Strategic Planning',
        'Human Resources',
        'Sales',
        'Legal',
        'Product Development',
        'Compliance',
        'Marketing',
      ],
      yearsExperienceRequired: 16,
      expectedMonthlyAvailability: 7,
    });
    const industries = ['Technology', 'Finance', 'Retail', 'Energy', 'technology'];
    const skills = [
      'Strategy Development',
      'HR',
      'Sales',
      'Legal',
      'R&D',
      'Compliance',
      'marketing',
      'Finance',
    ];
    const made = [];
    for (let n = 0; n < 24; n++) {
      made.push(
        await advisor(t, {
          firstName: `A${n}`,
          industries: industries.filter((_, i) => (n >> i) % 2 === 1 || (n + i) % 4 === 0),
          skills: skills.filter((_, i) => (n * 7 + i) % 3 === 0),
          yearsExperience: (n * 5) % 23,
          hoursAvailable: n % 9 === 0 ? null : (n * 3) % 11,
        }),
      );
    }
    const requirements = prepareRequirements(company);
    const expected = new Map(made.map(({ profile }) => [profile.id, scoreAdvisor(requirements, profile)]));
    const seen = new Map<string, number>();
    for (let page = 1; page <= 3; page++) {
      const res = await client.get<AdvisorSearchPage>(`/api/company/advisor-search?page=${page}`);
      for (const item of res.body.items) seen.set(item.id, item.score);
    }
    expect(seen).toEqual(expected);
  });

  it('puts premium directory placement (annual or lifetime) first among equal scores, then experience', async () => {
    const { client } = await signedInCompany(t);
    await advisor(t, { ...strong, firstName: 'Plain', yearsExperience: 30 });
    const monthly = await advisor(t, { ...strong, firstName: 'Monthly', yearsExperience: 29 });
    const annual = await advisor(t, { ...strong, firstName: 'Annual', yearsExperience: 16 });
    await advisor(t, {
      ...strong,
      firstName: 'Lifetime',
      yearsExperience: 15,
      lifetimeAccess: true,
    });
    const lapsed = await advisor(t, { ...strong, firstName: 'Lapsed', yearsExperience: 28 });
    await t.database.db.insert(subscriptions).values([
      { userId: monthly.user.id, status: 'active', planType: 'monthly' },
      { userId: annual.user.id, status: 'active', planType: 'annual' },
      {
        userId: lapsed.user.id,
        status: 'active',
        planType: 'annual',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(Date.now() - 86_400_000),
      },
    ]);
    const res = await client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(res.body.items.map((item) => [item.name.split(' ')[0], item.score])).toEqual([
      ['Annual', 100],
      ['Lifetime', 100],
      ['Plain', 100],
      ['Monthly', 100],
      ['Lapsed', 100],
    ]);
  });

  it("applies the spec's filters (industry, experience, hours, compensation, location) in SQL", async () => {
    const { client } = await signedInCompany(t);
    await advisor(t, strong); // London, United Kingdom; paid + equity; 22 years; 12 hours
    await advisor(t, weak); // Lisbon, Portugal; pro-bono; 5 years; 4 hours
    await advisor(t, {
      ...strong,
      firstName: 'Health',
      industries: ['healthcare'],
      hoursAvailable: 25,
      yearsExperience: 11,
    });
    const names = async (query: string) =>
      (await client.get<AdvisorSearchPage>(`/api/company/advisor-search?${query}`)).body.items.map(
        (item) => item.name.split(' ')[0],
      );
    expect(await names('industry=Healthcare')).toEqual(['Health']);
    expect(await names('industry=Retail')).toEqual(['Strong', 'Weak']);
    expect(await names('minExperience=20')).toEqual(['Strong']);
    expect(await names('minExperience=10')).toEqual(['Strong', 'Health']);
    expect(await names('minHours=20')).toEqual(['Health']);
    expect(await names('minHours=5')).toEqual(['Strong', 'Health']);
    expect(await names('compensation=Pro+bono')).toEqual(['Weak']);
    expect(await names('compensation=Pro%20bono')).toEqual(['Weak']);
    expect(await names('compensation=Equity')).toEqual(['Strong', 'Health']);
    expect(await names('location=lisB')).toEqual(['Weak']);
    expect(await names('location=KINGDOM&minHours=20')).toEqual(['Health']);
    expect(await names('location=%25')).toEqual([]);
    expect(await names('industry=&minExperience=&location=')).toHaveLength(3);
  });

  it('paginates in SQL, 10 a page', async () => {
    const { client } = await signedInCompany(t);
    for (let n = 0; n < 23; n++) await advisor(t, { ...strong, firstName: `P${n}`, yearsExperience: 40 - n });
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      pages.push((await client.get<AdvisorSearchPage>(`/api/company/advisor-search?page=${page}`)).body);
    }
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3]);
    expect(pages[0]).toMatchObject({ total: 23, pageCount: 3 });
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.id))).size).toBe(23);
    expect(pages[0]!.items[0]!.name).toBe('P0 Candidate');

    // A page past the end shows the last page.
    const beyond = (await client.get<AdvisorSearchPage>('/api/company/advisor-search?page=9')).body;
    expect(beyond).toMatchObject({ page: 3, pageCount: 3 });
    expect(beyond.items.map((i) => i.id)).toEqual(pages[2]!.items.map((i) => i.id));
  });

  it('answers 422, never 500, to bad filters', async () => {
    const { client } = await signedInCompany(t);
    for (const query of [
      'minExperience=7',
      'minHours=abc',
      'industry=Astrology',
      'compensation=Free',
      'page=-1',
      'page=1e99',
      `location=${'x'.repeat(101)}`,
    ]) {
      const res = await client.get<ApiErrorBody>(`/api/company/advisor-search?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('opening advisor profiles from search', () => {
  const t = useTestApp();

  it('allows 2 free distinct profiles per company; re-opening is free; the third is refused with 402', async () => {
    const { client } = await signedInCompany(t);
    const [a, b, c] = [
      await advisor(t, { ...strong, firstName: 'Ann', isPublic: true, publicProfileSlug: 'ann-w' }),
      await advisor(t, { ...strong, firstName: 'Ben', isPublic: false }),
      await advisor(t, { ...strong, firstName: 'Cat' }),
    ];
    const open = (id: string) =>
      client.post<AdvisorProfileView & ApiErrorBody>(`/api/company/advisor-search/${id}/views`);

    const first = await open(a.user.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      freeViewsRemaining: 1,
      unlimitedViews: false,
      advisor: {
        id: a.user.id,
        name: 'Ann Candidate',
        biography: expect.stringContaining('CFO'),
        linkedinUrl: 'https://www.linkedin.com/in/eleanor-whitfield',
        publicProfileSlug: 'ann-w',
      },
    });
    // Contact details are for applicants only.
    expect(JSON.stringify(first.body)).not.toMatch(/@example\.com|phone|7946/);
    const second = await open(b.user.id);
    expect(second.body).toMatchObject({
      freeViewsRemaining: 0,
      advisor: { linkedinUrl: null, calendlyLink: null },
    });
    expect((await open(a.user.id)).status).toBe(200);

    const third = await open(c.user.id);
    expect(third.status).toBe(402);
    expect(third.body.error).toEqual({
      code: 'SUBSCRIPTION_REQUIRED',
      message: "You've viewed your 2 free profiles. Upgrade to see more advisor details.",
    });
    const search = await client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(search.body.freeViewsRemaining).toBe(0);
    expect(
      Object.fromEntries(search.body.items.map((item) => [item.name.split(' ')[0], item.viewed])),
    ).toEqual({
      Ann: true,
      Ben: true,
      Cat: false,
    });

    // Counted per company: another company still has its own two.
    const other = await signedInCompany(t, { companyName: 'Other Co' });
    expect((await other.client.post(`/api/company/advisor-search/${c.user.id}/views`)).status).toBe(200);
  });

  it('does not limit a company user with access (getAccess)', async () => {
    const { client, user } = await signedInCompany(t);
    await t.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', planType: 'monthly' });
    for (let n = 0; n < 4; n++) {
      const { user: advisorUser } = await advisor(t, { ...strong, firstName: `S${n}` });
      const res = await client.post<AdvisorProfileView>(
        `/api/company/advisor-search/${advisorUser.id}/views`,
      );
      expect(res.status).toBe(200);
      expect(res.body.unlimitedViews).toBe(true);
    }
  });

  it('finds only completed advisor profiles to open; bad ids are 404, never 500', async () => {
    const { client } = await signedInCompany(t);
    const incomplete = await advisor(t, { ...strong, profileCompleted: false });
    for (const id of [incomplete.user.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await client.post<ApiErrorBody>(`/api/company/advisor-search/${id}/views`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Advisor profile not found');
    }
    // Failed openings use no free view.
    expect((await client.get<AdvisorSearchPage>('/api/company/advisor-search')).body.freeViewsRemaining).toBe(
      2,
    );
  });
});
