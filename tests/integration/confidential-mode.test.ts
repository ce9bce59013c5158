// Confidential mode (issue #34 part 1, decision 044) through the real routes, pages and mails: an advisor with a
// distinctive name, employer and past companies turns it on; every answer a company gets — search, the searched
// profile, the advisor page, the public page (API and server-rendered HTML), sitemap, badge and photo files,
// invitations, notifications, messages, blocks, its data export and the mails the SMTP sink captured — is searched
// for the hidden words until the advisor accepts an invitation, and they appear after it, to that company only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '@server/db/schema';
import type { AdvisorProfileView, AdvisorSearchPage, Position } from '@shared/schemas/company';
import type { Confidentiality } from '@shared/schemas/confidentiality';
import type { ApiErrorBody } from '@shared/errors';
import type { InvitationList, InvitationSent } from '@shared/schemas/messaging';
import { readMails } from '../setup/mail-sink';
import { useMailSink } from '../setup/use-mail-sink';
import { loadTestRenderer, testClientDir } from '../setup/page-renderer';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-confidential-');
const renderer = await loadTestRenderer();

/** Everything that names the advisor: first and last name, LinkedIn handle, employer, past companies. */
const HIDDEN = ['Zebulon', 'Quillfeather', 'Vantablack', 'Ledgerline', 'Carewell'];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** The hidden words found in an answer (case-insensitive), to name them when a test fails. */
const leaks = (value: unknown, words = HIDDEN) =>
  words.filter((word) => text(value).toLowerCase().includes(word.toLowerCase()));

describe('confidential mode', () => {
  const t = useTestApp({ deps: { mailer, clientDir: testClientDir(), pageRenderer: renderer } });

  async function world() {
    const advisor = await signedInAdvisor(t, {
      firstName: 'Zebulon',
      lastName: 'Quillfeather',
      fullName: 'Zebulon Quillfeather',
      publicProfileSlug: 'zebulon-quillfeather',
      isPublic: true,
      linkedinUrl: 'https://www.linkedin.com/in/zebulon-quillfeather',
      calendlyLink: 'https://calendly.com/zquillfeather/30min',
      biography:
        'CFO at Vantablack Capital for a decade. Zebulon chaired audit committees and led fundraising rounds ' +
        'for venture-backed fintech companies, built finance teams and prepared boards for scale.',
      industries: ['Finance', 'Fundraising', 'Technology'],
      city: 'London',
      yearsExperience: 22,
    });
    const photoKey = `photos/${advisor.user.id}/secretphoto1234.png`;
    await t.deps.storage.put(photoKey, PNG, 'image/png');
    await t.database.db
      .update(profiles)
      .set({ photoKey, photoUrl: `/files/${photoKey}` })
      .where(eq(profiles.id, advisor.user.id));
    // A badge made while public, before confidential mode: its file must not be served afterwards.
    const badge = await advisor.client.post<{ badgeUrl: string }>('/api/profile/badge');
    expect(badge.status).toBe(200);

    const northwind = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const employer = await signedInCompany(t, {
      companyName: 'Vantablack Capital Ltd',
      websiteUrl: 'https://www.vantablack.example',
    });
    const positions: Position[] = [];
    for (const title of ['Audit Chair', 'Independent Director']) {
      positions.push(
        (await northwind.client.post<Position>('/api/company/positions', positionInput({ title }))).body,
      );
    }
    const employerPosition = (
      await employer.client.post<Position>('/api/company/positions', positionInput({ title: 'NED' }))
    ).body;

    const saved = await advisor.client.put<Confidentiality>('/api/profile/confidentiality', {
      enabled: true,
      headline: 'Fintech CFO',
      hiddenFrom: ['Vantablack Capital'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preview).toBe('Fintech CFO · London · 22 years · Finance, Fundraising, Technology');
    return { advisor, northwind, employer, positions, employerPosition, badgeUrl: badge.body.badgeUrl };
  }

  it('no company-facing answer, page, file or mail names the advisor until they accept; then that company sees them', async () => {
    const { advisor, northwind, positions, badgeUrl } = await world();
    const id = advisor.user.id;
    const company = northwind.client;

    // Search: the anonymised card, found and openable (the free view is spent as today).
    const search = await company.get<AdvisorSearchPage>('/api/company/advisor-search');
    const card = search.body.items.find((item) => item.id === id);
    expect(card).toMatchObject({ name: 'Fintech CFO', confidential: true, photoUrl: null, city: 'London' });
    expect(leaks(search.body)).toEqual([]);
    const opened = await company.post<AdvisorProfileView>(`/api/company/advisor-search/${id}/views`);
    expect(opened.status).toBe(200);
    expect(opened.body.advisor).toMatchObject({ name: 'Fintech CFO', confidential: true, biography: null });
    expect(opened.body.freeViewsRemaining).toBe(1);
    expect(leaks(opened.body)).toEqual([]);
    // The applicant view is for applicants only: still the same 404 as before.
    expect((await company.get(`/api/company/advisors/${id}`)).status).toBe(404);

    // Invitations: one declined, one to be accepted later. Neither the answers nor the lists name them.
    const invite = (jobId: string) =>
      company.post<InvitationSent>('/api/invitations', { jobId, advisorId: id, note: 'Join our board' });
    const first = await invite(positions[0]!.id);
    const second = await invite(positions[1]!.id);
    expect(first.status).toBe(201);
    expect(first.body.advisorName).toBe('Fintech CFO');
    expect(leaks([first.body, second.body])).toEqual([]);
    expect(
      (await advisor.client.post(`/api/invitations/${first.body.id}/decline`, { reason: 'Not now' })).status,
    ).toBe(200);
    await t.settleJobs();

    const companyAnswers = async () => ({
      search: (await company.get('/api/company/advisor-search')).body,
      invitations: (await company.get('/api/invitations')).body,
      sent: (await company.get('/api/invitations/sent')).body,
      notifications: (await company.get('/api/notifications')).body,
      threads: (await company.get('/api/threads')).body,
      blocks: (await company.get('/api/blocks')).body,
      export: (await company.get('/api/me/export')).body,
      openapi: (await company.get('/api/openapi.json')).body,
    });
    const before = await companyAnswers();
    expect(leaks(before)).toEqual([]);
    expect(text(before.notifications)).toContain('Fintech CFO declined your invitation');

    // The public page is withdrawn, its API, its server-rendered HTML and the sitemap alike; badge and photo too.
    const visitor = t.app;
    for (const path of ['/api/advisors/zebulon-quillfeather', `/api/advisors/${id}`]) {
      const res = await visitor.request(path);
      expect(res.status).toBe(404);
      expect(leaks(await res.text())).toEqual([]);
    }
    // The page is left to the browser (the plain shell, as for a private profile), which then says not found.
    const page = await (await visitor.request('/advisor/zebulon-quillfeather')).text();
    expect(page).toContain('<div id="root"></div>');
    expect(leaks(page)).toEqual([]);
    const sitemap = await (await visitor.request('/sitemap.xml')).text();
    // (The employer's own open role is in it under its own name, so only the advisor's words are looked for.)
    expect(leaks(sitemap, ['Zebulon', 'Quillfeather', 'Ledgerline', 'Carewell'])).toEqual([]);
    for (const file of [badgeUrl, `/files/photos/${id}/secretphoto1234.png`]) {
      expect((await visitor.request(file)).status).toBe(404);
      expect((await company.get(file)).status).toBe(404);
      // The advisor still sees their own.
      expect((await advisor.client.get(file)).status).toBe(200);
    }

    // Mails the company received so far (the declined invitation) name nobody.
    const mailsTo = (email: string) =>
      readMails(mailDir).filter((mail) => mail.to.includes(email.toLowerCase()));
    expect(mailsTo(northwind.user.email).length).toBeGreaterThan(0);
    expect(leaks(mailsTo(northwind.user.email))).toEqual([]);

    // The advisor's own export still holds everything, the setting included: it is theirs.
    const own = await advisor.client.get('/api/me/export');
    expect(leaks(own.body, ['Zebulon', 'Quillfeather', 'Ledgerline'])).toEqual([
      'Zebulon',
      'Quillfeather',
      'Ledgerline',
    ]);
    expect(own.body).toMatchObject({
      confidentialMode: { enabled: true, headline: 'Fintech CFO', hiddenFrom: ['Vantablack Capital'] },
    });

    // Accepting would reveal them: without the advisor's confirmation it is refused, and nothing changes.
    for (const body of [undefined, {}, { confirmReveal: false }]) {
      const refused = await advisor.client.post<ApiErrorBody>(
        `/api/invitations/${second.body.id}/accept`,
        body,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONFIRM_REVEAL');
      expect(refused.body.error.message).toContain('Northwind');
    }
    expect((await company.get(`/api/company/applicants?job_id=${positions[1]!.id}`)).body).toMatchObject({
      total: 0,
    });
    expect(leaks((await companyAnswers()).search)).toEqual([]);
    const invitationsNow = await advisor.client.get<InvitationList>('/api/invitations');
    expect(invitationsNow.body.items.find((item) => item.id === second.body.id)?.status).toBe('pending');

    // Accepting the second invitation with the confirmation applies, which reveals them to this company (only).
    const accepted = await advisor.client.post(`/api/invitations/${second.body.id}/accept`, {
      confirmReveal: true,
    });
    expect(accepted.status).toBe(200);
    await t.settleJobs();
    const after = await companyAnswers();
    expect(text(after.notifications)).toContain('Zebulon Quillfeather accepted your invitation');
    const revealedCard = (after.search as AdvisorSearchPage).items.find((item) => item.id === id);
    expect(revealedCard).toMatchObject({ name: 'Zebulon Quillfeather', confidential: false });
    const applicants = await company.get(`/api/company/applicants?job_id=${positions[1]!.id}`);
    expect(text(applicants.body)).toContain('Zebulon Quillfeather');
    const view = await company.get(`/api/company/advisors/${id}`);
    expect(view.status).toBe(200);
    expect(text(view.body)).toContain('Ledgerline');
    expect(text(mailsTo(northwind.user.email))).toContain('Zebulon Quillfeather');
    expect((await company.get(`/files/photos/${id}/secretphoto1234.png`)).status).toBe(200);
    // Everyone else still gets nothing.
    expect((await visitor.request(`/files/photos/${id}/secretphoto1234.png`)).status).toBe(404);
    const stranger = await signedInCompany(t, { companyName: 'Other Board Search' });
    const strangerSearch = await stranger.client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(strangerSearch.body.items.find((item) => item.id === id)).toMatchObject({ confidential: true });
    expect(leaks(strangerSearch.body)).toEqual([]);
  });

  it('applying reveals the advisor only with their confirmation; without it nothing changes', async () => {
    const { advisor, northwind, positions } = await world();
    const apply = (body?: object) =>
      advisor.client.post<ApiErrorBody>(`/api/jobs/${positions[0]!.id}/applications`, body);
    for (const body of [undefined, {}, { confirmReveal: false }]) {
      const refused = await apply(body);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONFIRM_REVEAL');
      expect(refused.body.error.message).toBe(
        'Confidential mode is on: applying reveals your name, photo and experience to Northwind Robotics. Confirm to apply.',
      );
    }
    const applicants = () => northwind.client.get(`/api/company/applicants?job_id=${positions[0]!.id}`);
    expect((await applicants()).body).toMatchObject({ total: 0 });
    expect((await advisor.client.get<unknown[]>('/api/my-applications')).body).toHaveLength(0);

    expect((await apply({ confirmReveal: true })).status).toBe(201);
    expect(text((await applicants()).body)).toContain('Zebulon Quillfeather');
    // Revealed to this company now: its other role needs no confirmation.
    expect((await advisor.client.post(`/api/jobs/${positions[1]!.id}/applications`)).status).toBe(201);
    // With the mode off there is nothing to confirm.
    await advisor.client.put('/api/profile/confidentiality', {
      enabled: false,
      headline: '',
      hiddenFrom: [],
    });
    const other = await signedInCompany(t, { companyName: 'Other Board Search' });
    const role = await other.client.post<Position>(
      '/api/company/positions',
      positionInput({ title: 'Chair' }),
    );
    expect((await advisor.client.post(`/api/jobs/${role.body.id}/applications`)).status).toBe(201);
  });

  it('a named company never meets the advisor: absent from search, 404 on their card and on inviting', async () => {
    const { advisor, employer, employerPosition } = await world();
    const id = advisor.user.id;
    // Matched by name despite the legal form ("Vantablack Capital Ltd" against "Vantablack Capital").
    const search = await employer.client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(search.body.items.map((item) => item.id)).not.toContain(id);
    const opened = await employer.client.post(`/api/company/advisor-search/${id}/views`);
    const missing = await employer.client.post(`/api/company/advisor-search/${crypto.randomUUID()}/views`);
    expect(opened.status).toBe(404);
    expect(opened.body).toEqual(missing.body);
    const invited = await employer.client.post('/api/invitations', {
      jobId: employerPosition.id,
      advisorId: id,
      note: 'Hello',
    });
    expect(invited.status).toBe(404);
    expect(leaks(invited.body, ['Zebulon', 'Quillfeather'])).toEqual([]);

    // By website too, even with confidential mode off: "companies that must never see me" stands on its own.
    const other = await signedInCompany(t, {
      companyName: 'VB Holdings',
      websiteUrl: 'http://vantablack.example/',
    });
    await advisor.client.put('/api/profile/confidentiality', {
      enabled: false,
      hiddenFrom: ['vantablack.example'],
    });
    const bySite = await other.client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(bySite.body.items.map((item) => item.id)).not.toContain(id);
    expect((await other.client.post(`/api/company/advisor-search/${id}/views`)).status).toBe(404);
    // While a company that was not named sees them by name again (the mode is off).
    const northwind = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const open = await northwind.client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(open.body.items.find((item) => item.id === id)).toMatchObject({
      name: 'Zebulon Quillfeather',
      confidential: false,
    });
  });

  it('refuses a headline that names the advisor or a hidden company, field by field, and saves nothing', async () => {
    const advisor = await signedInAdvisor(t, { firstName: 'Zebulon', lastName: 'Quillfeather' });
    for (const headline of ['Zebulon, fintech CFO', 'Ex-Ledgerline CFO', 'CFO at Acme']) {
      const res = await advisor.client.put('/api/profile/confidentiality', {
        enabled: true,
        headline,
        hiddenFrom: ['Acme Ltd'],
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: { issues: [{ path: 'headline' }] } });
    }
    const bad = await advisor.client.put('/api/profile/confidentiality', { enabled: 'yes', hiddenFrom: 'x' });
    expect(bad.status).toBe(422);
    const current = await advisor.client.get<Confidentiality>('/api/profile/confidentiality');
    expect(current.body).toMatchObject({ enabled: false, headline: null, hiddenFrom: [] });
    // A company cannot read or write it.
    const company = await signedInCompany(t);
    expect((await company.client.get('/api/profile/confidentiality')).status).toBe(403);
  });
});
