import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jobs, applications, profiles } from '@server/db/schema';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import {
  createAdvisor,
  createCompany,
  createJobs,
  createUser,
  DEFAULT_TEST_PASSWORD,
} from '@tests/factories';
import { fakeExecutable, jpegWithGps, pngImage, tinyPdf, uploadForm } from '../fixtures/files';
import { signedInClient, TestClient } from '../setup/http';
import { loadTestRenderer, testClientDir } from '../setup/page-renderer';
import { useTestApp } from '../setup/test-app';

const clientDir = testClientDir();
// The route table declares the pages' head tags; the renderer writes them.
const pageRenderer = await loadTestRenderer();

const validInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '+1 555 0100',
  birthDay: 9,
  birthMonth: 12,
  birthYear: 1966,
  country: 'United States',
  city: 'Arlington',
  yearsExperience: 30,
  gender: 'female',
  industries: ['Technology', 'Government'],
  skills: ['Technology', 'Leadership', 'Innovation', 'R&D', 'Risk Management'],
  workPreference: 'part-time',
  compensationPreference: ['paid', 'equity'],
  availableToWork: ['Remote'],
  hoursAvailable: 12,
  biography:
    'Led compiler and systems teams for three decades, advised public agencies on modernization. '.repeat(3),
  linkedinUrl: 'linkedin.com/in/grace',
  calendlyLink: 'https://calendly.com/grace/intro',
  hasBeenAdvisorBefore: 'yes',
  advisorExperience: [{ company: 'Navy Labs', website: 'navylabs.example', role: 'Advisor' }],
  ...overrides,
});

async function newAdvisor(
  t: ReturnType<typeof useTestApp>,
  email = `adv-${Math.random().toString(36).slice(2)}@example.com`,
) {
  const user = await createUser(t.database.db, { role: 'advisor', email });
  return { user, client: await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD) };
}

describe('the advisor profile', () => {
  const t = useTestApp({ deps: { clientDir, pageRenderer } });

  it('is created on first read, and eligibility grows from empty to partial to complete', async () => {
    const { client, user } = await newAdvisor(t);
    const first = await client.get<{
      id: string;
      profileCompleted: boolean;
      eligibility: { completionPercentage: number; isEligible: boolean; missing: string[] };
    }>('/api/profile');
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(user.id);
    expect(first.body.profileCompleted).toBe(false);
    // Only the e-mail is known: 1 of 15 items.
    expect(first.body.eligibility).toEqual({
      completionPercentage: 7,
      isEligible: false,
      missing: expect.arrayContaining(['first_name', 'biography', 'skills']),
    });

    const partial = await client.put(
      '/api/profile',
      validInput({ biography: 'Short bio.', skills: ['Leadership'], industries: ['Technology'] }),
    );
    expect(partial.status).toBe(200);
    expect(partial.body.eligibility).toEqual({
      completionPercentage: 80,
      isEligible: true,
      missing: ['industries', 'skills', 'biography'],
    });
    const partial2 = await client.put(
      '/api/profile',
      validInput({
        biography: 'Short bio.',
        skills: ['Leadership'],
        industries: ['Technology'],
        hoursAvailable: 1,
        availableToWork: ['Remote'],
        hasBeenAdvisorBefore: 'no',
      }),
    );
    expect(partial2.body.eligibility).toMatchObject({ completionPercentage: 80 });

    const complete = await client.put('/api/profile', validInput());
    expect(complete.body).toMatchObject({
      profileCompleted: true,
      linkedinUrl: 'https://linkedin.com/in/grace',
      birthDay: 9,
      birthMonth: 12,
      birthYear: 1966,
      publicProfileSlug: 'grace-hopper',
      eligibility: { completionPercentage: 100, isEligible: true, missing: [] },
    });
    expect((await client.get('/api/profile/eligibility')).body).toEqual({
      completionPercentage: 100,
      isEligible: true,
      missing: [],
    });
  });

  it('strips markup, scripts, event handlers and javascript: URLs on the server', async () => {
    const { client, user } = await newAdvisor(t);
    const res = await client.put(
      '/api/profile',
      validInput({
        firstName: '<b>Grace</b><script>alert(1)</script>',
        city: '<img src=x onerror=alert(1)>Arlington',
        biography: `<p onclick="steal()">Hello</p><script>document.cookie</script><iframe src="https://evil.example"></iframe>${'Board work. '.repeat(30)}`,
        skills: ['<svg onload=alert(1)>Leadership', 'R&D', 'Innovation', 'Technology', 'Risk Management'],
        linkedinUrl: 'javascript:alert(1)',
        advisorExperience: [{ company: '<a href="javascript:x">Acme</a>', website: 'javascript:alert(1)' }],
      }),
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('linkedinUrl');

    const saved = await client.put(
      '/api/profile',
      validInput({
        firstName: '<b>Grace</b><script>alert(1)</script>',
        city: '<img src=x onerror=alert(1)>Arlington',
        biography: `<p onclick="steal()">Hello</p><script>document.cookie</script><iframe src="https://evil.example"></iframe>${'Board work. '.repeat(30)}`,
        skills: ['<svg onload=alert(1)>Leadership', 'R&D', 'Innovation', 'Technology', 'Risk Management'],
        advisorExperience: [{ company: '<a href="https://x.example">Acme</a>' }],
      }),
    );
    expect(saved.status).toBe(200);
    const text = JSON.stringify(saved.body);
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      '<iframe',
      'javascript:',
      'onload',
      '<b>',
      'document.cookie',
    ]) {
      expect(text).not.toContain(bad);
    }
    expect(saved.body).toMatchObject({
      firstName: 'Grace',
      city: 'Arlington',
      skills: expect.arrayContaining(['Leadership', 'R&D']),
    });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.biography?.startsWith('Hello')).toBe(true);
  });

  it('refuses out-of-range fields with 422 and field issues, changing nothing', async () => {
    const { client, user } = await newAdvisor(t);
    await client.get('/api/profile');
    const cases: [Record<string, unknown>, string][] = [
      [{ hoursAvailable: 0 }, 'hoursAvailable'],
      [{ yearsExperience: -1 }, 'yearsExperience'],
      [{ birthMonth: 13 }, 'birthMonth'],
      [{ birthYear: 1899 }, 'birthYear'],
      [{ birthDay: 31, birthMonth: 2 }, 'birthDay'],
      [{ industries: Array.from({ length: 51 }, (_, i) => `Industry ${i}`) }, 'industries'],
      [{ skills: [] }, 'skills'],
      [{ workPreference: 'always' }, 'workPreference'],
      [{ firstName: '' }, 'firstName'],
      [{ biography: 'x'.repeat(5001) }, 'biography'],
      [{ compensationPreference: ['bitcoin'] }, 'compensationPreference.0'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    ];
    for (const [override, path] of cases) {
      const res = await client.put<{ error: { code: string; issues: { path: string }[] } }>(
        '/api/profile',
        validInput(override),
      );
      expect(res.status, path).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.issues.map((i) => i.path)).toContain(path);
    }
    expect((await client.put('/api/profile', 'not json')).status).toBe(400);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.profileCompleted).toBe(false);
  });

  it('keeps the time zone the advisor chose; saving without one keeps the one stored', async () => {
    const { client } = await newAdvisor(t);
    expect((await client.put('/api/profile', validInput({ timeZone: 'Europe/Berlin' }))).status).toBe(200);
    expect((await client.get<MyProfile>('/api/profile')).body.timeZone).toBe('Europe/Berlin');
    expect((await client.put('/api/profile', validInput({ timeZone: '' }))).status).toBe(200);
    expect((await client.get<MyProfile>('/api/profile')).body.timeZone).toBe('Europe/Berlin');
  });

  it('is only for advisors, and only for the signed-in owner', async () => {
    expect((await new TestClient(t.app).get('/api/profile')).status).toBe(401);
    const { user: company } = await createCompany(t.database.db);
    const asCompany = await signedInClient(t.app, company.email, DEFAULT_TEST_PASSWORD);
    expect((await asCompany.get('/api/profile')).status).toBe(403);
    expect((await asCompany.put('/api/profile', validInput())).status).toBe(403);

    const a = await newAdvisor(t);
    const b = await newAdvisor(t);
    await a.client.put('/api/profile', validInput({ firstName: 'Alice' }));
    await b.client.put('/api/profile', validInput({ firstName: 'Bob' }));
    // There is no way to address another advisor's private profile: every write goes to the session's own row.
    expect((await b.client.get('/api/profile')).body).toMatchObject({ firstName: 'Bob' });
    expect((await a.client.get('/api/profile')).body).toMatchObject({ firstName: 'Alice' });
  });
});

describe('visibility and the public page', () => {
  const t = useTestApp({ deps: { clientDir, pageRenderer } });

  it('shows only the public field set, by slug and by id, and nothing when private', async () => {
    const { client, user } = await newAdvisor(t);
    await client.put('/api/profile', validInput());
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/advisors/grace-hopper')).status).toBe(404);

    const visible = await client.patch('/api/profile/visibility', {
      isPublic: true,
      publicProfileSlug: 'rear-admiral',
    });
    expect(visible.body).toMatchObject({ isPublic: true, publicProfileSlug: 'rear-admiral' });
    const bySlug = await anonymous.get<Record<string, unknown>>('/api/advisors/rear-admiral');
    expect(bySlug.status).toBe(200);
    expect(Object.keys(bySlug.body).sort()).toEqual(
      [
        'availableToWork',
        'badgeUrl',
        'biography',
        'boardSeats',
        'calendlyLink',
        'city',
        'compensationPreference',
        'country',
        'earlySupporter',
        'firstName',
        'hoursAvailable',
        'id',
        'industries',
        'lastName',
        'linkedinUrl',
        'name',
        'photoUrl',
        'publicProfileSlug',
        'skills',
        'workPreference',
        'yearsExperience',
      ].sort(),
    );
    const serialized = JSON.stringify(bySlug.body);
    for (const secret of [user.email, '555 0100', '1966', 'female']) expect(serialized).not.toContain(secret);
    expect((await anonymous.get(`/api/advisors/${user.id}`)).body).toMatchObject({ name: 'Grace Hopper' });

    const html = await anonymous.get<string>('/advisor/rear-admiral');
    expect(html.body).toContain('<title>Grace Hopper — Board Advisor | Boardly</title>');
    expect(html.body).toContain('<link rel="canonical" href="http://localhost:3000/advisor/rear-admiral" />');
    expect(html.body).toContain('"@type":"ProfilePage"');
    expect(html.body).not.toContain(user.email);

    await client.patch('/api/profile/visibility', { isPublic: false });
    expect((await anonymous.get('/api/advisors/rear-admiral')).status).toBe(404);
    expect((await anonymous.get<string>('/advisor/rear-admiral')).body).toContain('Profile Not Found');
  });

  it('refuses a slug another advisor holds, and malformed slugs', async () => {
    const a = await newAdvisor(t);
    const b = await newAdvisor(t);
    await a.client.patch('/api/profile/visibility', { isPublic: true, publicProfileSlug: 'taken-slug' });
    const clash = await b.client.patch('/api/profile/visibility', {
      isPublic: true,
      publicProfileSlug: 'taken-slug',
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      error: {
        code: 'CONFLICT',
        issues: [{ path: 'publicProfileSlug', message: 'This profile URL is already taken' }],
      },
    });
    for (const slug of ['a', 'Has Spaces', '-edge-', '../etc', 'x'.repeat(61)]) {
      expect(
        (await b.client.patch('/api/profile/visibility', { isPublic: true, publicProfileSlug: slug })).status,
      ).toBe(422);
    }
  });
});

describe('photo and resume uploads', () => {
  const t = useTestApp();

  it('re-encodes photos (EXIF and GPS gone) and serves them publicly', async () => {
    const { client } = await newAdvisor(t);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await client.call<{ photoUrl: string }>('POST', '/api/profile/photo', {
      body: uploadForm(original, 'me.jpg', 'image/jpeg') as never,
      headers: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.photoUrl).toMatch(/^\/files\/photos\/.+\.webp$/);
    const served = await t.app.request(res.body.photoUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(512);
  });

  it("refuses oversized files, renamed executables and content that does not match its name, with the spec's messages", async () => {
    const { client, user } = await newAdvisor(t);
    const upload = (path: string, data: Buffer, name: string) =>
      client.call<{ error: { code: string; message: string } }>('POST', path, {
        body: uploadForm(data, name) as never,
      });
    const big = await upload('/api/profile/photo', Buffer.alloc(6 * 1024 * 1024, 1), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('File size exceeds 5MB limit');
    const exe = await upload('/api/profile/resume', fakeExecutable(), 'cv.exe.pdf');
    expect(exe.status).toBe(415);
    expect(exe.body.error.message).toBe('File contains suspicious extension');
    const fakePng = await upload(
      '/api/profile/photo',
      Buffer.from('just some text, not an image'),
      'photo.png',
    );
    expect(fakePng.status).toBe(415);
    expect(fakePng.body.error.message).toMatch(/^File type .+ is not allowed$/);
    const pdfAsPng = await upload('/api/profile/photo', tinyPdf(), 'photo.png');
    expect(pdfAsPng.body.error.message).toBe('File type application/pdf is not allowed');
    const gif = await upload('/api/profile/photo', await pngImage(), 'photo.gif');
    expect(gif.body.error.message).toBe('File type .gif is not allowed');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ photoUrl: null, resumeUrl: null });
  });

  it('serves a resume as an attachment to its owner and to companies the advisor applied to, and to no one else', async () => {
    const { client, user } = await newAdvisor(t);
    const res = await client.call<{ resumeUrl: string; resumeFileName: string }>(
      'POST',
      '/api/profile/resume',
      { body: uploadForm(tinyPdf(), 'Grace CV.pdf') as never },
    );
    expect(res.status).toBe(200);
    expect(res.body.resumeFileName).toBe('Grace CV.pdf');
    const url = res.body.resumeUrl;
    const own = await client.get(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="Grace CV.pdf"/);

    const other = await newAdvisor(t);
    expect((await other.client.get(url)).status).toBe(404);
    expect((await new TestClient(t.app).get(url)).status).toBe(404);

    const { user: companyUser } = await createCompany(t.database.db);
    const asCompany = await signedInClient(t.app, companyUser.email, DEFAULT_TEST_PASSWORD);
    expect((await asCompany.get(url)).status).toBe(404);
    const [job] = await createJobs(t.database.db, 1, () => ({ postedBy: companyUser.id }));
    await t.database.db.insert(applications).values({ jobId: job!.id, advisorUserId: user.id });
    expect((await asCompany.get(url)).status).toBe(200);

    const { user: otherCompany } = await createCompany(t.database.db);
    const asOther = await signedInClient(t.app, otherCompany.email, DEFAULT_TEST_PASSWORD);
    const [otherJob] = await createJobs(t.database.db, 1, () => ({
      postedBy: otherCompany.id,
      publicJobSlug: 'other-job',
    }));
    expect(otherJob).toBeDefined();
    expect((await asOther.get(url)).status).toBe(404);
    expect(await t.database.db.select().from(jobs)).toHaveLength(2);
  });
});

describe('the social badge', () => {
  const t = useTestApp();

  it('is a 586×500 PNG, redrawn after a save only when what it shows changed', async () => {
    const { client } = await newAdvisor(t);
    expect((await client.post('/api/profile/badge')).status).toBe(422);
    await client.put('/api/profile', validInput());
    const badge = await client.post<{ badgeUrl: string; shareText: string; profileUrl: string }>(
      '/api/profile/badge',
    );
    expect(badge.status).toBe(200);
    expect(badge.body.profileUrl).toBe(
      'http://localhost:3000/advisor/grace-hopper?utm_source=badge&utm_medium=social&utm_campaign=profile_share',
    );
    expect(badge.body.shareText).toContain(badge.body.profileUrl);
    const png = await t.app.request(badge.body.badgeUrl);
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 586, 500]);

    const unchanged = await client.put<{ badgeUrl: string }>(
      '/api/profile',
      validInput({ phoneNumber: '+1 555 0199' }),
    );
    expect(unchanged.body.badgeUrl).toBe(badge.body.badgeUrl);
    const changed = await client.put<{ badgeUrl: string }>('/api/profile', validInput({ city: 'Boston' }));
    expect(changed.body.badgeUrl).not.toBe(badge.body.badgeUrl);
    expect((await t.app.request(badge.body.badgeUrl)).status).toBe(404);
  });

  it('shows the early supporter mark only for lifetime members', async () => {
    const { user } = await createAdvisor(t.database.db, {
      profile: { lifetimeAccess: true, isPublic: true, publicProfileSlug: 'early-bird' },
    });
    expect((await new TestClient(t.app).get('/api/advisors/early-bird')).body).toMatchObject({
      earlySupporter: true,
    });
    await t.database.db.update(profiles).set({ lifetimeAccess: false }).where(eq(profiles.id, user.id));
    expect((await new TestClient(t.app).get('/api/advisors/early-bird')).body).toMatchObject({
      earlySupporter: false,
    });
  });
});
