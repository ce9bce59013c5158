// Each applicant card carries the advisor's fit to the position (the advisor's own matching engine, in the third
// person), sortable by fit; nothing private of the advisor reaches it.
import { describe, expect, it } from 'vitest';
import type { ApplicantsPage, Position } from '@shared/schemas/company';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

describe('applicant fit', () => {
  const t = useTestApp();

  async function cfoPositionWithTwoApplicants() {
    const company = await signedInCompany(t);
    const position = (
      await company.client.post<Position>(
        '/api/company/positions',
        positionInput({
          title: 'Fractional CFO',
          industry: 'Finance',
          city: 'London',
          country: 'United Kingdom',
          compensationType: 'paid',
          companySummary: 'Ledgerline is a payments company.',
          jobDescription:
            '<p>Own our financial plan, audit and treasury, and prepare our Series B.</p><p>You must be a qualified accountant (ACA, ACCA or CPA).</p>',
        }),
      )
    ).body;
    const accountant = await signedInAdvisor(t, {
      firstName: 'Eleanor',
      lastName: 'Accountant',
      email: 'eleanor.private@example.com',
      phoneNumber: '+44 7700 900123',
      biography:
        'Chartered accountant (ACA) and former CFO of two payments companies: FP&A, treasury, audit committees and fundraising.',
    });
    const marketer = await signedInAdvisor(t, {
      firstName: 'Maya',
      lastName: 'Marketer',
      skills: ['Marketing', 'Customer Experience', 'Leadership'],
      industries: ['Retail'],
      biography: 'Chief marketing officer for consumer brands: brand, campaigns and customer research.',
      advisorExperience: [],
    });
    // The marketer applied last, so newest-first shows her first.
    for (const [i, advisor] of [accountant, marketer].entries()) {
      await insertApplication(t, {
        jobId: position.id,
        advisorId: advisor.user.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    return { company, position };
  }

  it('shows each applicant’s fit with reasons and tensions in the third person, sortable by fit', async () => {
    const { company, position } = await cfoPositionWithTwoApplicants();
    const newest = await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`);
    expect(newest.status).toBe(200);
    expect(newest.body.sort).toBe('newest');
    expect(newest.body.items.map((i) => i.advisor.name)).toEqual(['Maya Marketer', 'Eleanor Accountant']);

    const byFit = await company.client.get<ApplicantsPage>(
      `/api/company/applicants?job_id=${position.id}&sort=fit`,
    );
    expect(byFit.body.sort).toBe('fit');
    const [best, other] = byFit.body.items;
    expect(best!.advisor.name).toBe('Eleanor Accountant');
    expect(best!.fit.score).toBeGreaterThan(other!.fit.score);
    expect(best!.fit.reasons[0]).toMatch(
      /^The role's (title and text name|text names) “.+”, words from their /,
    );
    expect(
      other!.fit.tensions.some((t) =>
        t.startsWith('The role requires a qualified accountant; their profile'),
      ),
    ).toBe(true);

    // Nothing private: the fit is built from the matching fields only.
    const text = JSON.stringify(byFit.body.items.map((i) => i.fit));
    expect(text).not.toContain('eleanor.private@example.com');
    expect(text).not.toContain('7700');
    expect(text.replace(/“[^”]*”/g, '')).not.toMatch(/\byour?\b/);
  });

  it('refuses an unknown sort order with a clear message', async () => {
    const { company, position } = await cfoPositionWithTwoApplicants();
    const response = await company.client.get(`/api/company/applicants?job_id=${position.id}&sort=salary`);
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('Unknown sort order');
  });
});
