// The company's responsiveness is shown wherever an advisor decides to apply (issue #29), not only on the shared
// /position page: the public role (/api/jobs/public and the server-rendered /job page, whose markup carries it and
// the data the browser takes it over with) and My Applications, each company's figures read once for the list.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyResponsiveness } from '@server/db/schema';
import type { Position } from '@shared/schemas/company';
import type { Responsiveness } from '@shared/schemas/hiring';
import type { MyApplication, PublicJob } from '@shared/schemas/jobs';
import { loadTestRenderer, testClientDir } from '../setup/page-renderer';
import { DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const renderer = await loadTestRenderer();
const DAY = 86_400_000;
const LINE = 'This company usually answers within 3 days (from 5 applications).';

describe('responsiveness where advisors apply', () => {
  const t = useTestApp({ deps: { clientDir: testClientDir(), pageRenderer: renderer } });

  /** A company with 5 applications, one answered after 3 days; and a second company below the threshold. */
  async function world() {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const quiet = await signedInCompany(t, { companyName: 'Quiet Co' });
    const quietRole = (
      await quiet.client.post<Position>('/api/company/positions', positionInput({ title: 'Quiet Seat' }))
    ).body;
    const start = t.clock.now().getTime();
    const advisors = [];
    for (let i = 0; i < 5; i++) {
      const advisor = await signedInAdvisor(t);
      const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
      advisors.push({ ...advisor, applicationId: applied.body.id });
    }
    t.clock.set(new Date(start + 3 * DAY));
    await company.client.patch(`/api/company/applications/${advisors[0]!.applicationId}/status`, {
      status: 'shortlisted',
    });
    const advisor = advisors[1]!;
    expect((await advisor.client.post(`/api/jobs/${quietRole.id}/applications`)).status).toBe(201);
    return { company, position, quietRole, advisor };
  }

  const figures: Responsiveness = {
    applications: 5,
    medianDaysToFirstAction: 3,
    closedWithReasonPercent: null,
  };

  it('My Applications carries each company’s figures (null below the threshold)', async () => {
    const w = await world();
    const mine = (await w.advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(mine.map((application) => [application.job.title, application.job.responsiveness])).toEqual(
      expect.arrayContaining([
        [w.position.title, figures],
        ['Quiet Seat', null],
      ]),
    );
  });

  it('the public role carries them, and the server-rendered /job page shows the line', async () => {
    const w = await world();
    const api = await w.advisor.client.get<PublicJob>(`/api/jobs/public/${w.position.publicJobSlug}`);
    expect(api.body.responsiveness).toEqual(figures);
    expect(
      (await w.advisor.client.get<PublicJob>(`/api/jobs/public/${w.quietRole.publicJobSlug}`)).body
        .responsiveness,
    ).toBeNull();

    const page = await w.advisor.client.call<string>('GET', `/job/${w.position.publicJobSlug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(LINE);
    // The browser takes the markup over with the same figures (decision 034): they are in the page's data.
    const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(page.body);
    expect(state?.[1]).toContain('"medianDaysToFirstAction":3');
  });

  it('the stored figures follow every change to the company’s applications, and go with the company', async () => {
    const w = await world();
    const publicFigures = async () =>
      (await w.advisor.client.get<PublicJob>(`/api/jobs/public/${w.position.publicJobSlug}`)).body
        .responsiveness;
    expect(await publicFigures()).toEqual(figures);
    // Read twice: the second read finds the figures stored at the current version.
    expect(await publicFigures()).toEqual(figures);
    const [stored] = await t.database.db
      .select()
      .from(companyResponsiveness)
      .where(eq(companyResponsiveness.companyUserId, w.company.user.id));
    expect(stored).toMatchObject({ applications: 5, computedVersion: stored!.version });

    // The company rejects the advisor with a reason: the ended share appears, the median moves.
    t.clock.advance(DAY);
    const rejected = await w.company.client.patch(
      `/api/company/applications/${w.advisor.applicationId}/status`,
      { status: 'rejected', reason: 'Looking for more availability' },
    );
    expect(rejected.status).toBe(200);
    expect(await publicFigures()).toEqual({
      applications: 5,
      medianDaysToFirstAction: 3.5,
      closedWithReasonPercent: 100,
    });
    // A sixth application counts at once.
    const sixth = await signedInAdvisor(t);
    expect((await sixth.client.post(`/api/jobs/${w.position.id}/applications`)).status).toBe(201);
    expect((await publicFigures())?.applications).toBe(6);

    // Deleting the company deletes its roles, their applications and its figures.
    const deleted = await w.company.client.delete('/api/me', {
      body: { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(companyResponsiveness)
        .where(eq(companyResponsiveness.companyUserId, w.company.user.id)),
    ).toEqual([]);
  });
});
