// The company's responsiveness is shown wherever an advisor decides to apply (issue #29), not only on the shared
// /position page: the public role (/api/jobs/public and the server-rendered /job page, whose markup carries it and
// the data the browser takes it over with) and My Applications, each company's figures read once for the list.
import { describe, expect, it } from 'vitest';
import type { Position } from '@shared/schemas/company';
import type { Responsiveness } from '@shared/schemas/hiring';
import type { MyApplication, PublicJob } from '@shared/schemas/jobs';
import { loadTestRenderer, testClientDir } from '../setup/page-renderer';
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
    return { position, quietRole, advisor };
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
});
