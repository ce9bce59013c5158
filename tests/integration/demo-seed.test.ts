// The demo at first start (issue #19 §6): the demo logins find a living product — a crowd of advisors of varied
// completeness to search, the demo company's positions with applicants in every status, the demo advisor's
// application, invitation and finished match run, an unread conversation on every demo login — every date in the
// recent past.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemoData } from '@server/features/demo/demo-seed';
import { APPLICATION_STATUSES, OPEN_APPLICATION_STATUSES } from '@shared/constants';
import type { ApplicantsPage, AdvisorSearchPage, PositionPicker } from '@shared/schemas/company';
import type { InvitationList, ThreadList, UnreadCounts } from '@shared/schemas/messaging';
import type { SavedSearchList } from '@shared/schemas/saved-searches';
import type { MyApplication } from '@shared/schemas/jobs';
import type { PositionScreening } from '@shared/schemas/screening';
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

    // Screening (decision 049): the first position asks questions with a knockout, its applicants answered them,
    // most with a motivation note; some are scored, the others wait for a scorecard.
    const first = (await company.get<ApplicantsPage>(`/api/company/applicants?job_id=${positions[0]!.id}`))
      .body.items;
    expect(first.every((item) => item.screening.answers.length >= 2)).toBe(true);
    expect(first.some((item) => item.screening.motivation)).toBe(true);
    expect(first.some((item) => item.screening.knockouts.length > 0)).toBe(true);
    const scored = first.filter((item) => item.screening.scorecards.mineSubmitted);
    expect(scored.length).toBeGreaterThan(1);
    expect(scored.every((item) => item.screening.scorecards.average !== null)).toBe(true);
    // The colleagues judged too, each on their own card: three judges on one applicant, two on another, and the
    // interviewer still to score the second (decision 049).
    const byJudges = [...scored].sort(
      (a, b) => b.screening.scorecards.submitted - a.screening.scorecards.submitted,
    );
    expect(byJudges.slice(0, 3).map((item) => item.screening.scorecards.submitted)).toEqual([3, 2, 1]);
    expect(byJudges[1]!.screening.scorecards.pending.map((p) => p.name)).toEqual(['Tomás Ferreira']);
    const waiting = first.filter((item) => !item.screening.scorecards.mineSubmitted);
    expect(waiting.length).toBeGreaterThan(1);
    // Everyone on the demo team who judges this position has yet to score these: the owner, the hiring member and
    // the interviewer assigned to it (decision 048).
    expect(waiting[0]!.screening.scorecards.pending).toHaveLength(3);
    const knockedOut = await company.get<ApplicantsPage>(
      `/api/company/applicants?job_id=${positions[0]!.id}&knockout=only`,
    );
    expect(knockedOut.body.total).toBeGreaterThan(0);
    expect(knockedOut.body.total).toBeLessThan(first.length);
    const editor = await company.get<PositionScreening>(`/api/screening/positions/${positions[0]!.id}`);
    expect(editor.body.questions.filter((q) => q.knockoutAnswer)).toHaveLength(1);
    expect(editor.body.criteria.length).toBeGreaterThanOrEqual(3);
    const second = (await company.get<ApplicantsPage>(`/api/company/applicants?job_id=${positions[1]!.id}`))
      .body.items;
    expect(second.every((item) => item.screening.answers.length >= 1)).toBe(true);

    // Search: dozens of advisors; drafts (not yet complete) are not listed.
    const search = await company.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(search.status).toBe(200);
    expect(search.body.total).toBeGreaterThanOrEqual(30);
    expect(search.body.total).toBeLessThan(41);

    // The demo advisor: an application in progress and a finished run of the real engine.
    const mine = await advisor.get<{ status: string; createdAt: string }[]>('/api/my-applications');
    expect(mine.body).toEqual([expect.objectContaining({ status: 'shortlisted' })]);
    const myScreening = (mine.body[0] as unknown as MyApplication).screening;
    expect(myScreening.answers).toHaveLength(3);
    expect(myScreening.motivation).toBeTruthy();
    expect(recent(mine.body[0]!.createdAt)).toBe(true);
    const run = await advisor.get<{ status: string; createdAt: string; results: { total: number } }>(
      '/api/matches/runs/latest',
    );
    expect(run.body.status).toBe('done');
    expect(run.body.results.total).toBeGreaterThan(10);
    expect(recent(run.body.createdAt)).toBe(true);
    const invitations = await advisor.get<InvitationList>('/api/invitations');
    expect(invitations.body.items.map((item) => item.status)).toEqual(['pending']);
    // Saved searches with alerts (decision 045), and the searches they open find roles.
    const saved = await advisor.get<SavedSearchList>('/api/saved-searches');
    expect(saved.body.items.map((item) => [item.name, item.frequency])).toEqual([
      ['Finance board seats', 'instant'],
      ['Part-time roles in the UK', 'daily'],
    ]);
    for (const item of saved.body.items) {
      const found = await advisor.get<{ total: number }>(
        `/api/jobs?${new URLSearchParams(item.filters as Record<string, string>).toString()}`,
      );
      expect(found.body.total, item.name).toBeGreaterThan(0);
    }

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

  // Issue #29: the demo may state nothing the product forbids. Each rule is the one a user's action goes through.
  it('states nothing the product forbids', async () => {
    await seedDemoData(t.database.db);
    const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows as T[];
    const open = sql.join(
      OPEN_APPLICATION_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );

    // Nobody applies to, or is invited to, a position before it is posted.
    expect(
      await rows(sql`select a.id from applications a join jobs j on j.id = a.job_id
        where a.created_at < j.posted_date or a.created_at < j.created_at`),
    ).toEqual([]);
    expect(
      await rows(sql`select i.id from invitations i join jobs j on j.id = i.job_id
        where i.created_at < j.posted_date`),
    ).toEqual([]);
    // An invitation is never to a position the advisor has already applied to (the invitation service refuses).
    expect(
      await rows(sql`select i.id from invitations i join applications a
        on a.job_id = i.job_id and a.advisor_user_id = i.advisor_user_id where a.created_at <= i.created_at`),
    ).toEqual([]);

    // A hire fills the position: no other application stays open, and (the default) the position is inactive.
    expect(
      await rows(sql`select j.title from jobs j
        where exists (select 1 from applications h where h.job_id = j.id and h.status = 'hired')
          and (j.is_active or exists (select 1 from applications o where o.job_id = j.id and o.status in (${open})))`),
    ).toEqual([]);

    // Each application's history: starts with 'applied' when it was made, in time order, ends in its status, and
    // nothing follows a final step.
    const events = await rows<{
      application_id: string;
      status: string;
      created_at: string;
      app_status: string;
      app_created: string;
    }>(
      sql`select e.application_id, e.status, e.created_at::text, a.status as app_status, a.created_at::text as app_created
        from application_status_events e join applications a on a.id = e.application_id
        order by e.application_id, e.created_at, e.id`,
    );
    const byApplication = new Map<string, typeof events>();
    for (const event of events)
      byApplication.set(event.application_id, [...(byApplication.get(event.application_id) ?? []), event]);
    const problems: string[] = [];
    for (const [id, history] of byApplication) {
      if (history[0]!.status !== 'applied' || history[0]!.created_at !== history[0]!.app_created)
        problems.push(`${id}: does not start with its application`);
      if (history[history.length - 1]!.status !== history[0]!.app_status)
        problems.push(`${id}: ends in ${history[history.length - 1]!.status}, is ${history[0]!.app_status}`);
      history.slice(0, -1).forEach((event) => {
        if (['hired', 'rejected', 'withdrawn', 'closed'].includes(event.status))
          problems.push(`${id}: a step after ${event.status}`);
      });
    }
    expect(problems).toEqual([]);

    // The platform closes an application for no response only once its answer window has passed unanswered.
    expect(
      await rows(sql`select a.id from application_status_events e
        join applications a on a.id = e.application_id join jobs j on j.id = a.job_id
        where e.actor_role = 'platform' and e.status = 'closed'
          and (e.created_at < a.created_at + make_interval(days => j.response_days)
            or e.reason is distinct from 'No response in ' || j.response_days || ' days'
            or exists (select 1 from application_status_events c
              where c.application_id = a.id and c.actor_role = 'company' and c.created_at < e.created_at))`),
    ).toEqual([]);

    // Answers are given when applying, to questions asked before; scorecards follow the application.
    expect(
      await rows(sql`select a.id from application_answers x join applications a on a.id = x.application_id
        left join position_questions q on q.id = x.question_id
        where x.created_at <> a.created_at or q.created_at > a.created_at`),
    ).toEqual([]);
    expect(
      await rows(sql`select s.application_id from scorecards s join applications a on a.id = s.application_id
        where s.submitted_at < a.created_at`),
    ).toEqual([]);
    expect((await rows(sql`select 1 from scorecards`)).length).toBeGreaterThan(0);

    // A message notification says who wrote.
    expect(
      await rows(
        sql`select n.title from notifications n where n.kind = 'message' and n.title ~* 'from an? (applicant|advisor|company)$'`,
      ),
    ).toEqual([]);
  });
});
