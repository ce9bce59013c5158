// References (issue #34 part 3, decision 046) over real routes, a real database and the SMTP sink: the advisor asks,
// the referee gets a mail with a signed link, writes the reference without an account, the advisor is notified and
// approves it, and only then does the company the advisor applied to see it — with the referee's name and
// relationship, never their e-mail address. Bad links (unknown, expired, reused, withdrawn, replaced) get a page
// that says what to do and change nothing; field limits, the limit of three and ownership are enforced.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceRequests } from '@server/db/schema';
import type { ApiErrorBody } from '@shared/errors';
import type { DataExport } from '@shared/schemas/account-settings';
import type { Position } from '@shared/schemas/company';
import type { NotificationList } from '@shared/schemas/messaging';
import type { ApprovedReferenceList, MyReference, MyReferenceList } from '@shared/schemas/references';
import { DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { TestClient } from '../setup/http';
import { linkIn, readMails, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { useMailSink } from '../setup/use-mail-sink';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-references-');
const DAY = 24 * 60 * 60 * 1000;

describe('references', () => {
  const t = useTestApp({ deps: { mailer } });
  const anonymous = () => new TestClient(t.app);

  const requestInput = (overrides: Record<string, unknown> = {}) => ({
    refereeName: 'Margaret Hamilton',
    refereeEmail: `referee-${Math.random().toString(36).slice(2, 8)}@example.org`,
    relationship: 'board colleague',
    organisation: 'Acme Systems',
    yearFrom: 2019,
    yearTo: 2023,
    ...overrides,
  });

  async function world() {
    const advisor = await signedInAdvisor(t, { firstName: 'Grace', lastName: 'Hopper' });
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    await insertApplication(t, { jobId: position.id, advisorId: advisor.user.id });
    return { advisor, company };
  }

  /** The referee's link from the mail, as a path with its query. */
  async function linkFromMail(email: string, after?: number) {
    await t.settleJobs();
    const mail = await waitForMail(mailDir, email, { subject: /asks you for a reference/, after });
    const url = new URL(linkIn(mail, '/api/references/respond'));
    return { mail, path: url.pathname + url.search, token: url.searchParams.get('token')! };
  }

  const submit = (token: string, fields: Record<string, string> = {}) =>
    anonymous().call<string>('POST', '/api/references/respond', {
      body: new URLSearchParams({
        token,
        confirmedName: 'Margaret H. Hamilton',
        confirmedRelationship: 'board colleague',
        body: 'Grace chaired our audit committee for four years and turned a chaotic reporting process into one the whole board trusted.',
        confirm: 'yes',
        ...fields,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
    });

  const rowsOf = (advisorId: string) =>
    t.database.db.select().from(referenceRequests).where(eq(referenceRequests.advisorUserId, advisorId));
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(referenceRequests).where(eq(referenceRequests.id, id)))[0]!;

  it('request → mail with link → referee writes without an account → advisor notified → approve → company sees it', async () => {
    const { advisor, company } = await world();
    const input = requestInput();
    const created = await advisor.client.post<MyReference>('/api/references', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      refereeEmail: input.refereeEmail,
      expired: false,
    });
    // Only the hash of the link's secret is stored.
    const stored = await rowOf(created.body.id);
    const { mail, path, token } = await linkFromMail(input.refereeEmail);
    expect(mail.subject).toBe('Grace Hopper asks you for a reference');
    expect(mail.text).toContain('Board colleague at Acme Systems, 2019–2023');
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toBe(token.split('.')[1]);
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[1]);
    expect(Date.parse(created.body.expiresAt) - t.clock.now().getTime()).toBe(14 * DAY);

    // The public page, no session: who asks and how they described the referee, with the form.
    const page = await anonymous().get<string>(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('A reference for Grace Hopper');
    expect(page.body).toContain('Board colleague at Acme Systems, 2019–2023');
    expect(page.body).toContain('name="viewport"');

    // Bad fields: the form again with a message by each field; nothing stored.
    const bad = await submit(token, { body: 'Too short.', confirm: '' });
    expect(bad.status).toBe(422);
    expect(bad.body).toContain('The reference needs at least 50 characters.');
    expect(bad.body).toContain('Please confirm that you wrote this reference yourself.');
    expect(bad.body).toContain('Too short.');
    expect((await rowOf(created.body.id)).status).toBe('pending');
    expect((await submit(token, { body: 'x'.repeat(2001) })).body).toContain(
      'The reference can be at most 2000 characters.',
    );

    // What the referee typed comes back escaped, never as markup.
    const hostile = await submit(token, { confirmedName: '<script>alert(1)</script>', body: 'x' });
    expect(hostile.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile.body).not.toContain('<script>alert(1)');
    const sent = await submit(token);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('Thank you');
    expect(await rowOf(created.body.id)).toMatchObject({ status: 'submitted', tokenHash: null });

    // The advisor: a bell entry and a mail (the 'reference' kind is on by default).
    const bell = await advisor.client.get<NotificationList>('/api/notifications');
    expect(bell.body.items[0]).toMatchObject({
      kind: 'reference',
      title: 'Margaret H. Hamilton wrote you a reference',
      link: '/my-applications#references',
    });
    await t.settleJobs();
    await waitForMail(mailDir, advisor.user.email, { subject: /wrote you a reference/ });

    // Written but not approved: the company sees nothing yet.
    const before = await company.client.get<ApprovedReferenceList>(
      `/api/references/advisors/${advisor.user.id}`,
    );
    expect(before.status).toBe(200);
    expect(before.body.items).toEqual([]);

    const mine = await advisor.client.get<MyReferenceList>('/api/references');
    expect(mine.body.items[0]).toMatchObject({
      status: 'submitted',
      body: expect.stringContaining('audit committee'),
    });
    const approved = await advisor.client.post<MyReference>(`/api/references/${created.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');

    const after = await company.client.get<ApprovedReferenceList>(
      `/api/references/advisors/${advisor.user.id}`,
    );
    expect(after.body.items).toEqual([
      {
        id: created.body.id,
        refereeName: 'Margaret H. Hamilton',
        relationship: 'board colleague',
        organisation: 'Acme Systems',
        yearFrom: 2019,
        yearTo: 2023,
        body: expect.stringContaining('audit committee'),
        submittedAt: expect.any(String),
      },
    ]);
    // The referee's address never reaches the company: not here, not in the advisor view.
    expect(JSON.stringify(after.body)).not.toContain(input.refereeEmail);
    const view = await company.client.get(`/api/company/advisors/${advisor.user.id}`);
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).not.toContain(input.refereeEmail);

    // The used link: a page that says so, 410, and nothing changes.
    const reused = await submit(token, {
      body: 'A second, different reference that should never be stored anywhere.',
    });
    expect(reused.status).toBe(410);
    expect(reused.body).toContain('already been written');
    expect((await rowOf(created.body.id)).body).toContain('audit committee');
    expect((await anonymous().get<string>(path)).status).toBe(410);
  });

  it('a declined reference is never shown to a company', async () => {
    const { advisor, company } = await world();
    const input = requestInput();
    const created = (await advisor.client.post<MyReference>('/api/references', input)).body;
    const { token } = await linkFromMail(input.refereeEmail);
    expect((await submit(token)).status).toBe(200);
    const declined = await advisor.client.post<MyReference>(`/api/references/${created.id}/decline`);
    expect(declined.body.status).toBe('declined');
    const seen = await company.client.get<ApprovedReferenceList>(
      `/api/references/advisors/${advisor.user.id}`,
    );
    expect(seen.body.items).toEqual([]);
    // Approving an unwritten one is refused with its own code.
    const pending = (await advisor.client.post<MyReference>('/api/references', requestInput())).body;
    const early = await advisor.client.post<ApiErrorBody>(`/api/references/${pending.id}/approve`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('REFERENCE_NOT_WRITTEN');
  });

  it('bad links: unknown, forged, expired, withdrawn and replaced each get a clear page and change nothing', async () => {
    const { advisor } = await world();
    // Unknown or forged: 404 with what to do.
    for (const token of ['', 'garbage', `${crypto.randomUUID()}.abc.def`, 'a.b.c.d'.repeat(100)]) {
      const res = await anonymous().get<string>(`/api/references/respond?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect(res.body).toContain('This link is not valid');
    }

    // Expired: 410 on open and on submit; the row stays pending.
    const expiring = requestInput();
    const first = (await advisor.client.post<MyReference>('/api/references', expiring)).body;
    const firstLink = await linkFromMail(expiring.refereeEmail);
    t.clock.set(new Date(t.clock.now().getTime() + 15 * DAY));
    const expired = await anonymous().get<string>(firstLink.path);
    expect(expired.status).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect(expired.body).toContain('ask Grace Hopper to send the request again');
    expect((await submit(firstLink.token)).status).toBe(410);
    expect(await rowOf(first.id)).toMatchObject({ status: 'pending', body: null });
    const listed = await advisor.client.get<MyReferenceList>('/api/references');
    expect(listed.body.items.find((item) => item.id === first.id)?.expired).toBe(true);

    // Resend: a new link; the old one is replaced (410), the new one works.
    const since = Date.now();
    const resent = await advisor.client.post<MyReference>(`/api/references/${first.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.expired).toBe(false);
    const secondLink = await linkFromMail(expiring.refereeEmail, since);
    expect(secondLink.token).not.toBe(firstLink.token);
    const replaced = await anonymous().get<string>(firstLink.path);
    expect(replaced.status).toBe(410);
    expect(replaced.body).toContain('A newer link was sent');
    expect((await anonymous().get<string>(secondLink.path)).status).toBe(200);
    // Resending again at once is refused (no mail flood to the referee).
    const tooSoon = await advisor.client.post<ApiErrorBody>(`/api/references/${first.id}/resend`);
    expect(tooSoon.status).toBe(429);

    // Withdrawn: 410, and submitting changes nothing.
    const withdrawn = await advisor.client.post<MyReference>(`/api/references/${first.id}/withdraw`);
    expect(withdrawn.body.status).toBe('withdrawn');
    const gone = await anonymous().get<string>(secondLink.path);
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('This request was withdrawn');
    expect((await submit(secondLink.token)).status).toBe(410);
    expect(await rowOf(first.id)).toMatchObject({ status: 'withdrawn', body: null });
    // A withdrawn request can be neither resent nor withdrawn again.
    const again = await advisor.client.post<ApiErrorBody>(`/api/references/${first.id}/resend`);
    expect(again.body.error.code).toBe('REFERENCE_NOT_PENDING');
  });

  it('field limits, own address, the same person twice and at most three active requests', async () => {
    const { advisor } = await world();
    const refused = async (input: Record<string, unknown>, path: string) => {
      const res = await advisor.client.post<ApiErrorBody>('/api/references', input);
      expect(res.status).toBe(422);
      expect(res.body.error.issues?.map((issue) => issue.path)).toContain(path);
    };
    await refused(requestInput({ refereeEmail: 'not-an-address' }), 'refereeEmail');
    await refused(requestInput({ refereeEmail: advisor.user.email.toUpperCase() }), 'refereeEmail');
    await refused(requestInput({ refereeName: 'x'.repeat(121) }), 'refereeName');
    await refused(requestInput({ relationship: '' }), 'relationship');
    await refused(requestInput({ yearFrom: 2022, yearTo: 2020 }), 'yearTo');
    await refused(requestInput({ yearFrom: new Date().getUTCFullYear() + 1, yearTo: null }), 'yearFrom');
    expect(readMails(mailDir).filter((mail) => mail.to.includes(advisor.user.email))).toEqual([]);

    const same = requestInput();
    expect((await advisor.client.post('/api/references', same)).status).toBe(201);
    await refused({ ...same, refereeName: 'Someone Else' }, 'refereeEmail');
    expect((await advisor.client.post('/api/references', requestInput({ yearTo: null }))).status).toBe(201);
    const third = await advisor.client.post<MyReference>('/api/references', requestInput());
    expect(third.status).toBe(201);
    const fourth = await advisor.client.post<ApiErrorBody>('/api/references', requestInput());
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.code).toBe('REFERENCE_LIMIT_REACHED');
    // Withdrawing one frees its place.
    await advisor.client.post(`/api/references/${third.body.id}/withdraw`);
    expect((await advisor.client.post('/api/references', requestInput())).status).toBe(201);
    const list = await advisor.client.get<MyReferenceList>('/api/references');
    expect(list.body).toMatchObject({ activeCount: 3, maxActive: 3 });

    // Ask and withdraw cannot flood addresses with mail: ten requests a day, withdrawn ones included.
    await Promise.all(
      list.body.items
        .filter((item) => item.status === 'pending')
        .map((item) => advisor.client.post(`/api/references/${item.id}/withdraw`)),
    );
    for (let n = (await rowsOf(advisor.user.id)).length; n < 10; n++) {
      const res = await advisor.client.post<MyReference>('/api/references', requestInput());
      expect(res.status).toBe(201);
      await advisor.client.post(`/api/references/${res.body.id}/withdraw`);
    }
    const flood = await advisor.client.post<ApiErrorBody>('/api/references', requestInput());
    expect(flood.status).toBe(429);
    expect(flood.body.error.code).toBe('RATE_LIMITED');
    // A day later the advisor may ask again.
    t.clock.set(new Date(t.clock.now().getTime() + DAY + 60_000));
    expect((await advisor.client.post('/api/references', requestInput())).status).toBe(201);
  });

  it('ownership: another advisor cannot read, resend, withdraw or approve; unrelated companies see nothing', async () => {
    const { advisor } = await world();
    const other = await signedInAdvisor(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const stranger = await signedInCompany(t, { companyName: 'Unrelated Ltd' });
    const input = requestInput();
    const created = (await advisor.client.post<MyReference>('/api/references', input)).body;
    const { token } = await linkFromMail(input.refereeEmail);
    await submit(token);

    expect((await other.client.get<MyReferenceList>('/api/references')).body.items).toEqual([]);
    for (const verb of ['resend', 'withdraw', 'approve', 'decline']) {
      const res = await other.client.post<ApiErrorBody>(`/api/references/${created.id}/${verb}`);
      expect(res.status).toBe(404);
    }
    expect((await rowOf(created.id)).status).toBe('submitted');
    await advisor.client.post(`/api/references/${created.id}/approve`);
    // A company the advisor did not apply to: 404, as for the advisor view.
    const res = await stranger.client.get(`/api/references/advisors/${advisor.user.id}`);
    expect(res.status).toBe(404);
    // Companies have no list of their own; signed-out callers none at all.
    expect((await stranger.client.get('/api/references')).status).toBe(403);
    expect((await anonymous().get('/api/references')).status).toBe(401);
  });

  it('the data export holds the references; deleting the account removes them', async () => {
    const { advisor } = await world();
    const input = requestInput();
    const created = (await advisor.client.post<MyReference>('/api/references', input)).body;
    const exported = await advisor.client.get<DataExport>('/api/me/export');
    expect(exported.body.references).toEqual([
      expect.objectContaining({ id: created.id, refereeEmail: input.refereeEmail, status: 'pending' }),
    ]);
    const deleted = await advisor.client.delete('/api/me', {
      body: { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    expect(
      await t.database.db.select().from(referenceRequests).where(eq(referenceRequests.id, created.id)),
    ).toEqual([]);
  });
});
