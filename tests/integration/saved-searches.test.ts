// Saved searches with alerts (issue #34 part 2, decision 045), through the real routes on a real database and real
// SMTP (the sink): an advisor saves the manual search's filters, renames them, chooses how often; another advisor's
// search is a 404 and a company cannot use them; a published role reaches every matching instant search in one mail
// per advisor, shown as that advisor's list shows it (locked on a free plan past the first two), never twice; the
// daily and weekly mails go out at 08:00 in the advisor's zone, once; the one-click link stops a search's alerts;
// stored filters that no longer exist are dropped and said.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, savedSearches, subscriptions } from '@server/db/schema';
import {
  matchInstantSearches,
  sendInstantAlerts,
  sendSavedSearchDigests,
} from '@server/features/saved-searches/saved-search-alerts';
import type { Position } from '@shared/schemas/company';
import { SAVED_SEARCH_LIMITS, type SavedSearch, type SavedSearchList } from '@shared/schemas/saved-searches';
import { createJobs } from '@tests/factories';
import { readMails, waitForMail, type ReceivedMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { useMailSink } from '../setup/use-mail-sink';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-saved-searches-');
const ALERT = /saved search/;
const pause = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('saved searches with alerts', () => {
  const t = useTestApp({ deps: { mailer } });

  const alertsTo = (email: string): ReceivedMail[] =>
    readMails(mailDir).filter(
      (mail) => mail.to.includes(email.toLowerCase()) && ALERT.test(mail.subject ?? ''),
    );
  const subscribe = (userId: string) =>
    t.database.db.insert(subscriptions).values({ userId, planType: 'annual', status: 'active' });

  it('saves, lists, renames, changes the frequency of and deletes a search; bad input changes nothing', async () => {
    const advisor = await signedInAdvisor(t);
    const created = await advisor.client.post<SavedSearch>('/api/saved-searches', {
      name: '  Fintech chairs  ',
      filters: { title: 'Chair', industry: 'Fintech', engagement: 'part-time', city: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Fintech chairs',
      filters: { title: 'Chair', industry: 'Fintech', engagement: 'part-time' },
      dropped: [],
      frequency: 'daily',
    });
    const id = created.body.id;

    const renamed = await advisor.client.patch<SavedSearch>(`/api/saved-searches/${id}`, {
      name: 'Chair roles',
      frequency: 'instant',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Chair roles', frequency: 'instant' });

    // Names empty or too long, no filter at all, an unknown frequency: 422 by field, nothing saved.
    const bad = [
      { body: { name: '   ', filters: { title: 'CFO' } }, path: 'name', message: /name/i },
      { body: { name: 'x'.repeat(81), filters: { title: 'CFO' } }, path: 'name', message: /80 characters/ },
      { body: { name: 'Everything', filters: {} }, path: 'filters', message: /at least one filter/ },
      {
        body: { name: 'CFO', filters: { title: 'CFO' }, frequency: 'hourly' },
        path: 'frequency',
        message: /instant/,
      },
      { body: { name: 'CFO', filters: { workType: 'Spaceship' } }, path: 'filters.workType', message: /.+/ },
      // Half a character (valid JSON as an escape): a jsonb column refused the row (a 500 found by the fuzzer),
      // a text column would have stored U+FFFD instead of what was sent.
      {
        body: { name: 'CFO', filters: { company: '\ud800' } },
        path: 'filters.company',
        message: /valid Unicode/,
      },
      { body: { name: 'Chair \udc00', filters: { title: 'CFO' } }, path: 'name', message: /valid Unicode/ },
    ];
    for (const { body, path, message } of bad) {
      const answer = await advisor.client.post<{
        error: { code: string; issues: { path: string; message: string }[] };
      }>('/api/saved-searches', body);
      expect(answer.status).toBe(422);
      const issue = answer.body.error.issues.find((candidate) => candidate.path === path);
      expect(issue?.message).toMatch(message);
    }
    const tooLongRename = await advisor.client.patch(`/api/saved-searches/${id}`, { name: 'y'.repeat(81) });
    expect(tooLongRename.status).toBe(422);

    const list = await advisor.client.get<SavedSearchList>('/api/saved-searches');
    expect(list.body.items.map((item) => item.name)).toEqual(['Chair roles']);
    expect(list.body.limit).toBe(SAVED_SEARCH_LIMITS.perAdvisor);

    expect((await advisor.client.delete(`/api/saved-searches/${id}`)).status).toBe(204);
    expect((await advisor.client.get(`/api/saved-searches/${id}`)).status).toBe(404);
    expect((await advisor.client.get<SavedSearchList>('/api/saved-searches')).body.items).toEqual([]);
  });

  it('keeps at most 20 searches per advisor, with a clear message', async () => {
    const advisor = await signedInAdvisor(t);
    for (let n = 0; n < SAVED_SEARCH_LIMITS.perAdvisor; n++) {
      const saved = await advisor.client.post('/api/saved-searches', {
        name: `Search ${n}`,
        filters: { title: `T${n}` },
      });
      expect(saved.status).toBe(201);
    }
    const refused = await advisor.client.post<{ error: { code: string; message: string } }>(
      '/api/saved-searches',
      {
        name: 'One too many',
        filters: { title: 'CEO' },
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SAVED_SEARCH_LIMIT');
    expect(refused.body.error.message).toMatch(/20 saved searches.*Delete one/);
    expect((await advisor.client.get<SavedSearchList>('/api/saved-searches')).body.items).toHaveLength(20);
  });

  it('hides another advisor’s search (404) and refuses companies', async () => {
    const owner = await signedInAdvisor(t);
    const other = await signedInAdvisor(t);
    const company = await signedInCompany(t);
    const { body: search } = await owner.client.post<SavedSearch>('/api/saved-searches', {
      name: 'Mine',
      filters: { country: 'Germany' },
    });
    for (const call of [
      () => other.client.get(`/api/saved-searches/${search.id}`),
      () => other.client.patch(`/api/saved-searches/${search.id}`, { name: 'Taken' }),
      () => other.client.delete(`/api/saved-searches/${search.id}`),
    ]) {
      expect((await call()).status).toBe(404);
    }
    expect((await other.client.get<SavedSearchList>('/api/saved-searches')).body.items).toEqual([]);
    expect((await company.client.get('/api/saved-searches')).status).toBe(403);
    expect(
      (await company.client.post('/api/saved-searches', { name: 'Spy', filters: { title: 'CFO' } })).status,
    ).toBe(403);
    expect((await owner.client.get<SavedSearch>(`/api/saved-searches/${search.id}`)).body.name).toBe('Mine');
  });

  it('opens a search whose stored filters no longer exist and says what was dropped', async () => {
    const advisor = await signedInAdvisor(t);
    const [row] = await t.database.db
      .insert(savedSearches)
      .values({
        userId: advisor.user.id,
        name: 'Old search',
        filters: { title: 'Chair', workType: 'Spaceship', sector: 'Fintech', engagement: 42 },
        frequency: 'instant',
      })
      .returning();
    const opened = await advisor.client.get<SavedSearch>(`/api/saved-searches/${row!.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.filters).toEqual({ title: 'Chair' });
    expect(opened.body.dropped).toHaveLength(3);
    expect(opened.body.dropped).toEqual(
      expect.arrayContaining([
        { name: 'workType', value: 'Spaceship' },
        { name: 'sector', value: 'Fintech' },
        { name: 'engagement', value: '42' },
      ]),
    );

    // Its alerts go on with the filters that remain: a new chair role reaches it.
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    expect(
      (await company.client.post('/api/company/positions', positionInput({ title: 'Board Chair' }))).status,
    ).toBe(201);
    await t.settleJobs();
    const mail = await waitForMail(mailDir, advisor.user.email, { subject: ALERT });
    expect(mail.text).toContain('Board Chair at Northwind Robotics');
  });

  it('mails each matching instant search once per advisor, as the advisor’s list shows the role, never twice', async () => {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const free = await signedInAdvisor(t, { firstName: 'Fay' });
    const paid = await signedInAdvisor(t, { firstName: 'Pam' });
    const daily = await signedInAdvisor(t, { firstName: 'Dan' });
    const elsewhere = await signedInAdvisor(t, { firstName: 'Eli' });
    await subscribe(paid.user.id);
    const save = (advisor: typeof free, name: string, filters: object, frequency = 'instant') =>
      advisor.client.post<SavedSearch>('/api/saved-searches', { name, filters, frequency });
    await save(free, 'Chairs', { title: 'chair' });
    await save(paid, 'Chairs', { title: 'Chair', workType: 'Remote' });
    await save(paid, 'Robotics boards', { company: 'northwind', compensation: 'equity' });
    await save(paid, 'Paid only', { title: 'Chair', compensation: 'paid' });
    await save(daily, 'Chairs daily', { title: 'Chair' }, 'daily');
    await save(elsewhere, 'Berlin chairs', { title: 'Chair', city: 'Berlin' });

    // Two chair roles posted later than the company's (imported with a later date): on a free plan's list, the
    // company's new role is then third of the first page, a locked card.
    await createJobs(t.database.db, 2, (n) => ({
      title: `Chair of the Audit Committee ${n}`,
      postedDate: new Date(t.clock.now().getTime() + 3600_000),
    }));
    const posted = await company.client.post<Position>(
      '/api/company/positions',
      positionInput({ title: 'Board Chair', type: 'remote', compensationType: 'equity' }),
    );
    expect(posted.status).toBe(201);
    await t.settleJobs();
    await t.settleJobs();

    const paidMail = await waitForMail(mailDir, paid.user.email, { subject: ALERT });
    expect(paidMail.subject).toMatch(
      /^New role for your saved search “(Chairs|Robotics boards)”, “(Chairs|Robotics boards)”$/,
    );
    expect(paidMail.subject).toContain('Chairs');
    expect(paidMail.subject).toContain('Robotics boards');
    expect(paidMail.text).toContain('Board Chair at Northwind Robotics');
    expect(paidMail.text).toContain('0.5% equity');
    expect(paidMail.text).not.toContain('Paid only');
    expect(paidMail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

    const freeMail = await waitForMail(mailDir, free.user.email, { subject: ALERT });
    expect(freeMail.text).toContain('details on a paid plan');
    expect(freeMail.text).toContain('Technology');
    expect(freeMail.text).not.toContain('Northwind');
    expect(freeMail.text).not.toContain('Board Chair');
    expect(freeMail.text).toContain('/pricing');

    await pause();
    expect(alertsTo(daily.user.email)).toHaveLength(0);
    expect(alertsTo(elsewhere.user.email)).toHaveLength(0);

    // The match job runs again (a retry), and an alert job for these advisors twice at once: nothing new arrives.
    const deps = { db: t.deps.db, queue: t.deps.queue, env: t.deps.env, now: t.clock.now() };
    await matchInstantSearches(deps, { jobId: posted.body.id });
    await Promise.all([
      sendInstantAlerts(deps, { userIds: [paid.user.id, free.user.id], jobId: posted.body.id }),
      sendInstantAlerts(deps, { userIds: [paid.user.id, free.user.id], jobId: posted.body.id }),
    ]);
    await t.settleJobs();
    await pause();
    expect(alertsTo(paid.user.email)).toHaveLength(1);
    expect(alertsTo(free.user.email)).toHaveLength(1);
  });

  it('shows each advisor the role as their own plan does, in one alert job for many advisors', async () => {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const now = t.clock.now();
    const day = 24 * 3600_000;
    const advisors = {
      // A renewal cancelled keeps the plan until the paid period ends; after it, the free plan's locks apply.
      cancelledInPeriod: await signedInAdvisor(t, { firstName: 'Cara' }),
      periodOver: await signedInAdvisor(t, { firstName: 'Otto' }),
      lifetime: await signedInAdvisor(t, { firstName: 'Liv' }),
      free: await signedInAdvisor(t, { firstName: 'Fred' }),
    };
    await t.database.db.insert(subscriptions).values([
      {
        userId: advisors.cancelledInPeriod.user.id,
        planType: 'monthly',
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(now.getTime() + 5 * day),
      },
      {
        userId: advisors.periodOver.user.id,
        planType: 'monthly',
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(now.getTime() - day),
      },
    ]);
    await t.database.db
      .update(profiles)
      .set({ lifetimeAccess: true })
      .where(eq(profiles.id, advisors.lifetime.user.id));
    for (const advisor of Object.values(advisors)) {
      await advisor.client.post('/api/saved-searches', {
        name: 'Chairs',
        filters: { title: 'Chair' },
        frequency: 'instant',
      });
    }
    // The free advisor's second search lists the new role first (unlocked); their first lists two later roles first.
    await advisors.free.client.post('/api/saved-searches', {
      name: 'Robotics & co',
      filters: { company: 'Northwind' },
      frequency: 'instant',
    });
    await createJobs(t.database.db, 2, (n) => ({
      title: `Chair of the Risk Committee ${n}`,
      postedDate: new Date(now.getTime() + 3600_000),
    }));
    const posted = await company.client.post<Position>(
      '/api/company/positions',
      positionInput({ title: 'Board Chair', compensationType: 'equity' }),
    );
    expect(posted.status).toBe(201);
    await t.settleJobs();
    await t.settleJobs();

    for (const full of [advisors.cancelledInPeriod, advisors.lifetime]) {
      const mail = await waitForMail(mailDir, full.user.email, { subject: ALERT });
      expect(mail.text).toContain('Board Chair at Northwind Robotics');
      expect(mail.text).not.toContain('details on a paid plan');
    }
    const over = await waitForMail(mailDir, advisors.periodOver.user.email, { subject: ALERT });
    expect(over.text).toContain('details on a paid plan');
    expect(over.text).not.toContain('Northwind');

    // One mail, two sections: in full under "Robotics & co", locked under "Chairs"; the name escaped in the HTML.
    const mixed = await waitForMail(mailDir, advisors.free.user.email, { subject: ALERT });
    expect(mixed.subject).toMatch(
      /^New role for your saved search “(Chairs|Robotics & co)”, “(Chairs|Robotics & co)”$/,
    );
    const body = (mixed.text ?? '').slice((mixed.text ?? '').indexOf('.\n'));
    const [first, second] = [body.indexOf('“Chairs”'), body.indexOf('“Robotics & co”')];
    const chairs = body.slice(first, second > first ? second : undefined);
    const robotics = body.slice(second, first > second ? first : undefined);
    expect(chairs).toContain('details on a paid plan');
    expect(chairs).not.toContain('Northwind');
    expect(robotics).toContain('Board Chair at Northwind Robotics');
    expect(mixed.html).toContain('“Robotics &amp; co”');
    expect(mixed.text).toContain('/pricing');
    await pause();
    expect(alertsTo(advisors.free.user.email)).toHaveLength(1);
  });

  it('stops a search’s alerts with the one-click link of its mail', async () => {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const advisor = await signedInAdvisor(t);
    const { body: search } = await advisor.client.post<SavedSearch>('/api/saved-searches', {
      name: 'Chairs',
      filters: { title: 'Chair' },
      frequency: 'instant',
    });
    await company.client.post('/api/company/positions', positionInput({ title: 'Board Chair' }));
    await t.settleJobs();
    const mail = await waitForMail(mailDir, advisor.user.email, { subject: ALERT });
    const url = new URL(mail.listUnsubscribe!.replace(/^<|>$/g, ''));
    expect(url.pathname).toBe('/api/saved-searches/unsubscribe');

    // A forged token is refused and changes nothing.
    const forged = await advisor.client.call(
      'POST',
      `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!.slice(0, -2) + 'xx')}`,
      {
        anonymous: true,
        headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(forged.status).toBe(400);
    expect((await advisor.client.get<SavedSearch>(`/api/saved-searches/${search.id}`)).body.frequency).toBe(
      'instant',
    );

    // The mail client's one-click POST (RFC 8058: no session, no Origin).
    const oneClick = await advisor.client.call('POST', url.pathname + url.search, {
      anonymous: true,
      headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await advisor.client.get<SavedSearch>(`/api/saved-searches/${search.id}`)).body.frequency).toBe(
      'off',
    );

    await company.client.post('/api/company/positions', positionInput({ title: 'Chair of the Board' }));
    await t.settleJobs();
    await pause();
    expect(alertsTo(advisor.user.email)).toHaveLength(1);

    // The per-search link in the text works the same way, from a browser (GET shows a page).
    const perSearch = (mail.text ?? '').match(/Stop alerts for “Chairs”: (\S+)/)?.[1];
    expect(perSearch).toBeTruthy();
    const page = await advisor.client.call('GET', new URL(perSearch!).pathname + new URL(perSearch!).search, {
      anonymous: true,
    });
    expect(page.status).toBe(200);
  });

  it('sends the daily mail at 08:00 in the advisor’s zone and the weekly one on their Monday, each once', async () => {
    t.clock.set(new Date('2026-12-01T05:00:00Z')); // a Tuesday
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const tokyo = await signedInAdvisor(t, { firstName: 'Aiko', timeZone: 'Asia/Tokyo' });
    const weekly = await signedInAdvisor(t, { firstName: 'Wim', timeZone: null });
    await tokyo.client.post('/api/saved-searches', {
      name: 'Chairs',
      filters: { title: 'Chair' },
      frequency: 'daily',
    });
    await weekly.client.post('/api/saved-searches', {
      name: 'Weekly chairs',
      filters: { title: 'Chair' },
      frequency: 'weekly',
    });
    t.clock.set(new Date('2026-12-01T06:00:00Z'));
    await company.client.post('/api/company/positions', positionInput({ title: 'Board Chair' }));
    await t.settleJobs();

    const runAt = async (iso: string) => {
      t.clock.set(new Date(iso));
      await t.deps.queue.send('saved-search-digest', {});
      await t.settleJobs();
      await t.settleJobs();
      await pause();
    };

    await runAt('2026-12-01T08:00:00Z'); // 17:00 in Tokyo; a Tuesday in UTC: neither
    expect(alertsTo(tokyo.user.email)).toHaveLength(0);
    expect(alertsTo(weekly.user.email)).toHaveLength(0);

    // 23:00 UTC is 08:00 on 2 December in Tokyo: the job and two more runs at the same moment; one mail.
    t.clock.set(new Date('2026-12-01T23:00:00Z'));
    const deps = { db: t.deps.db, queue: t.deps.queue, env: t.deps.env, now: t.clock.now() };
    const runs = await Promise.all([sendSavedSearchDigests(deps), sendSavedSearchDigests(deps)]);
    expect(runs[0].sent + runs[1].sent).toBe(1);
    await runAt('2026-12-01T23:15:00Z');
    const digest = await waitForMail(mailDir, tokyo.user.email, { subject: ALERT });
    expect(digest.subject).toBe('1 new role for your saved searches');
    expect(digest.text).toContain('Board Chair at Northwind Robotics');
    expect(digest.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    await pause();
    expect(alertsTo(tokyo.user.email)).toHaveLength(1);

    // The next morning in Tokyo: nothing new was posted, no mail.
    await runAt('2026-12-02T23:00:00Z');
    expect(alertsTo(tokyo.user.email)).toHaveLength(1);

    // The weekly search waits for Monday 08:00 (UTC, its advisor has no zone) and covers the week.
    await runAt('2026-12-06T08:00:00Z'); // Sunday
    expect(alertsTo(weekly.user.email)).toHaveLength(0);
    await runAt('2026-12-07T08:00:00Z'); // Monday
    const weeklyMail = await waitForMail(mailDir, weekly.user.email, { subject: ALERT });
    expect(weeklyMail.text).toContain('this past week');
    expect(weeklyMail.text).toContain('Board Chair at Northwind Robotics');
    await runAt('2026-12-07T08:30:00Z');
    expect(alertsTo(weekly.user.email)).toHaveLength(1);
    const stored = await t.database.db.query.savedSearches.findFirst({
      where: eq(savedSearches.userId, weekly.user.id),
    });
    expect(stored?.lastMailedAt?.toISOString()).toBe('2026-12-07T08:00:00.000Z');
  });
});
