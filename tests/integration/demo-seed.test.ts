// The demo at first start (issue #19 §6): the demo logins find a living product — a crowd of advisors of varied
// completeness to search, the demo company's positions with applicants in every status, the demo advisor's
// application, invitation and finished match run, an unread conversation on every demo login — every date in the
// recent past.
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemoData } from '@server/features/demo/demo-seed';
import { APPLICATION_STATUSES } from '@shared/constants';
import type { ApplicantsPage, AdvisorSearchPage, PositionPicker } from '@shared/schemas/company';
import type { InvitationList, ThreadList, UnreadCounts } from '@shared/schemas/messaging';
import { signedInClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

const [advisorLogin, companyLogin] = DEMO_LOGINS;
const DAY = 24 * 3600 * 1000;
const recent = (iso: string) => {
  const age = Date.now() - new Date(iso).getTime();
  return age >= 0 && age < 60 * DAY;
};

describe('demo seed', { timeout: 60_000 }, () => {
  const t = useTestApp();

  it('shows each demo login a product in use, dated relative to today', async () => {
    await seedDemoData(t.database.db);
    const company = await signedInClient(t.app, companyLogin.email, companyLogin.password);
    const advisor = await signedInClient(t.app, advisorLogin.email, advisorLogin.password);

    // The company: three positions, applicants in every status across them, all recent.
    const picker = await company.get<PositionPicker>('/api/company/applicants/positions');
    expect(picker.status).toBe(200);
    const positions = picker.body.positions;
    expect(positions).toHaveLength(3);
    const seen = new Set<string>();
    for (const position of positions) {
      const page = await company.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`);
      expect(page.status).toBe(200);
      expect(page.body.total).toBeGreaterThan(3);
      for (const item of page.body.items) {
        seen.add(item.status);
        expect(recent(item.createdAt) && recent(item.updatedAt)).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual([...APPLICATION_STATUSES].sort());

    // Search: dozens of advisors; drafts (not yet complete) are not listed.
    const search = await company.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(search.status).toBe(200);
    expect(search.body.total).toBeGreaterThanOrEqual(30);
    expect(search.body.total).toBeLessThan(41);

    // The demo advisor: an application in progress and a finished run of the real engine.
    const mine = await advisor.get<{ status: string; createdAt: string }[]>('/api/my-applications');
    expect(mine.body).toEqual([expect.objectContaining({ status: 'shortlisted' })]);
    expect(recent(mine.body[0]!.createdAt)).toBe(true);
    const run = await advisor.get<{ status: string; createdAt: string; results: { total: number } }>(
      '/api/matches/runs/latest',
    );
    expect(run.body.status).toBe('done');
    expect(run.body.results.total).toBeGreaterThan(10);
    expect(recent(run.body.createdAt)).toBe(true);
    const invitations = await advisor.get<InvitationList>('/api/invitations');
    expect(invitations.body.items.map((item) => item.status)).toEqual(['pending']);

    // Every demo login: an unread conversation, counted in the header.
    for (const login of DEMO_LOGINS) {
      const client = await signedInClient(t.app, login.email, login.password);
      const counts = await client.get<UnreadCounts>('/api/notifications/counts');
      expect(counts.body.messages, login.email).toBeGreaterThan(0);
      const threads = await client.get<ThreadList>('/api/threads');
      expect(
        threads.body.items.some((item) => item.unread > 0),
        login.email,
      ).toBe(true);
    }
  });
});
