// The company profile and the company guard, through the real routes on a real database.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companyProfiles } from '@server/db/schema';
import { createUser, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { CompanyProfile, LogoUpload, MyCompanyProfile } from '@shared/schemas/company';
import type { ApiErrorBody } from '@shared/errors';
import { fakeExecutable, jpegWithGps, pngImage, uploadForm } from '../fixtures/files';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor } from './company-test-helpers';

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Acme Analytics',
  companyDescription: 'We build forecasting software for mid-sized retailers.',
  contactFullName: 'Ada Byron',
  contactPosition: 'CEO',
  contactLinkedinUrl: 'linkedin.com/in/ada',
  industries: ['Technology', 'Retail'],
  city: 'Leeds',
  country: 'United Kingdom',
  websiteUrl: 'acme.example',
  companySize: '11-50',
  fundingStage: 'Seed',
  skillsNeeded: ['Fundraising', 'Sales'],
  yearsExperienceRequired: '10',
  expectedMonthlyAvailability: 8,
  compensationType: 'Equity',
  ...overrides,
});

async function newCompanyUser(t: ReturnType<typeof useTestApp>) {
  const user = await createUser(t.database.db, { role: 'company' });
  return { user, client: await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD) };
}

describe('the company profile', () => {
  const t = useTestApp();

  it('is empty before the first save; saving sanitizes, normalises links and marks it completed', async () => {
    const { client, user } = await newCompanyUser(t);
    // Sign-in leaves an empty, not completed row (lib/auth.ts); the form starts blank either way.
    const blank = (await client.get<MyCompanyProfile>('/api/company/profile')).body.profile;
    expect(blank === null || (blank.profileCompleted === false && blank.companyName === '')).toBe(true);

    const saved = await client.put<CompanyProfile>(
      '/api/company/profile',
      profileInput({
        companyName: '<b>Acme</b> <script>alert(1)</script>Analytics',
        yearsExperienceRequired: 'ten',
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      companyName: 'Acme Analytics',
      contactLinkedinUrl: 'https://linkedin.com/in/ada',
      websiteUrl: 'https://acme.example/',
      industries: ['Technology', 'Retail'],
      // Non-numeric becomes 0 (spec §5).
      yearsExperienceRequired: 0,
      expectedMonthlyAvailability: 8,
      profileCompleted: true,
      logoUrl: null,
    });
    const row = await t.database.db.query.companyProfiles.findFirst({
      where: eq(companyProfiles.userId, user.id),
    });
    expect(row?.profileCompleted).toBe(true);

    // A second save updates the same row.
    const again = await client.put<CompanyProfile>(
      '/api/company/profile',
      profileInput({ yearsExperienceRequired: 12 }),
    );
    expect(again.body).toMatchObject({ id: saved.body.id, yearsExperienceRequired: 12 });
    expect((await client.get<MyCompanyProfile>('/api/company/profile')).body.profile?.companyName).toBe(
      'Acme Analytics',
    );
  });

  it('answers 422 with an issue per missing required field, and saves nothing', async () => {
    const { client, user } = await newCompanyUser(t);
    const res = await client.put<ApiErrorBody>('/api/company/profile', {
      companyName: '  ',
      contactPosition: '<i></i>',
      yearsExperienceRequired: -2,
      expectedMonthlyAvailability: 2.5,
      industries: ['Astrology'],
      companySize: '10000+',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const messages = res.body.error.issues?.map((issue) => `${issue.path}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'companyName: Company name is required',
        'companyDescription: Company description is required',
        'contactFullName: Contact full name is required',
        'yearsExperienceRequired: Years of experience required must be 0 or more',
        'expectedMonthlyAvailability: Expected monthly availability must be a whole number',
        'industries.0: Choose industries from the list',
        'companySize: Company size must be one of: 1-10, 11-50, 51-200, 200+',
      ]),
    );
    // Markup-only values are empty once cleaned: the server's own check names them.
    const markupOnly = await client.put<ApiErrorBody>(
      '/api/company/profile',
      profileInput({ contactPosition: '<i></i>' }),
    );
    expect(markupOnly.status).toBe(422);
    expect(markupOnly.body.error.issues).toEqual([
      { path: 'contactPosition', message: 'Contact position is required' },
    ]);
    const row = await t.database.db.query.companyProfiles.findFirst({
      where: eq(companyProfiles.userId, user.id),
    });
    expect(row === undefined || (row.profileCompleted === false && row.companyName === '')).toBe(true);
  });

  it('accepts a pasted image URL only with an image extension (spec: Please enter a valid image URL)', async () => {
    const { client } = await newCompanyUser(t);
    for (const bad of [
      'https://example.com/logo',
      'ftp://example.com/logo.png',
      'javascript:alert(1)//.png',
    ]) {
      const res = await client.put<ApiErrorBody>('/api/company/profile', profileInput({ logoUrl: bad }));
      expect(res.status, bad).toBe(422);
      expect(res.body.error.issues).toEqual([{ path: 'logoUrl', message: 'Please enter a valid image URL' }]);
    }
    const ok = await client.put<CompanyProfile>(
      '/api/company/profile',
      profileInput({ logoUrl: 'https://cdn.example.com/brand/logo.JPEG?v=2' }),
    );
    expect(ok.body.logoUrl).toBe('https://cdn.example.com/brand/logo.JPEG?v=2');
    // Clearing the URL (the file/URL toggle) removes the logo.
    expect(
      (await client.put<CompanyProfile>('/api/company/profile', profileInput({ logoUrl: '' }))).body.logoUrl,
    ).toBeNull();
  });

  it('uploads a logo: image only, under 2 MB, re-encoded without metadata, stored under logos/<userId>/', async () => {
    const { client, user } = await newCompanyUser(t);
    const upload = await client.upload<LogoUpload>(
      '/api/company/logo-uploads',
      uploadForm(await jpegWithGps(), 'logo.jpg'),
    );
    expect(upload.status).toBe(201);
    expect(upload.body.logoUrl).toMatch(new RegExp(`^/files/logos/${user.id}/[A-Za-z0-9_-]+\\.webp$`));
    const served = await new TestClient(t.app).get<string>(upload.body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stored = await t.deps.storage.get(upload.body.logoUrl.replace('/files/', ''));
    const metadata = await sharp(stored!.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(512);

    const saved = await client.put<CompanyProfile>(
      '/api/company/profile',
      profileInput({ logoUrl: upload.body.logoUrl }),
    );
    expect(saved.body.logoUrl).toBe(upload.body.logoUrl);

    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    expect((await client.upload('/api/company/logo-uploads', uploadForm(gif, 'logo.gif'))).status).toBe(201);
  });

  it('refuses non-images and files of 2 MB or more with the spec messages', async () => {
    const { client } = await newCompanyUser(t);
    const invalid = [
      uploadForm(fakeExecutable(), 'logo.png'),
      uploadForm(Buffer.from('%PDF-1.4 hello'), 'logo.pdf'),
      uploadForm(await pngImage(), 'logo.php.png'),
    ];
    for (const form of invalid) {
      const res = await client.upload<ApiErrorBody>('/api/company/logo-uploads', form);
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe('Please upload a valid image file');
    }
    const big = await client.upload<ApiErrorBody>(
      '/api/company/logo-uploads',
      uploadForm(Buffer.concat([await pngImage(), Buffer.alloc(2 * 1024 * 1024)]), 'big.png'),
    );
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('File size must be less than 2MB');
    const nothing = await client.upload<ApiErrorBody>('/api/company/logo-uploads', new FormData());
    expect(nothing.status).toBe(415);
  });

  it("cannot point its logo at another company's uploaded file", async () => {
    const owner = await newCompanyUser(t);
    const other = await newCompanyUser(t);
    const upload = await owner.client.upload<LogoUpload>(
      '/api/company/logo-uploads',
      uploadForm(await pngImage(), 'a.png'),
    );
    const res = await other.client.put<ApiErrorBody>(
      '/api/company/profile',
      profileInput({ logoUrl: upload.body.logoUrl }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual([{ path: 'logoUrl', message: 'Please enter a valid image URL' }]);
  });
});

describe('the company guard (enforced by the API)', () => {
  const t = useTestApp();

  const everyEndpoint = (id = '00000000-0000-4000-8000-000000000000'): Array<[string, string, unknown?]> => [
    ['GET', '/api/company/profile'],
    ['PUT', '/api/company/profile', profileInput()],
    // An upload takes multipart (any other body type is a 415 before the guard runs).
    ['POST', '/api/company/logo-uploads', new FormData()],
    ['GET', '/api/company/positions'],
    ['POST', '/api/company/positions', positionInput()],
    ['GET', `/api/company/positions/${id}`],
    ['PUT', `/api/company/positions/${id}`, { ...positionInput(), companyName: 'X' }],
    ['PATCH', `/api/company/positions/${id}/status`, { isActive: false }],
    ['POST', '/api/company/board-positions', { title: 'Board seat', description: 'Join us.' }],
    ['GET', '/api/company/applicants'],
    ['PATCH', `/api/company/applications/${id}/status`, { status: 'shortlisted' }],
    ['GET', `/api/company/advisors/${id}`],
    ['GET', '/api/company/advisor-search'],
    ['POST', `/api/company/advisor-search/${id}/views`],
  ];

  it('answers 403 to an advisor on every company endpoint, and 401 when signed out', async () => {
    const { client } = await signedInAdvisor(t);
    const anonymous = new TestClient(t.app);
    for (const [method, path, body] of everyEndpoint()) {
      const res = await client.call<ApiErrorBody>(method, path, {
        body: body ?? (method === 'POST' ? {} : undefined),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
      const signedOut = await anonymous.call<ApiErrorBody>(method, path, { body });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets a company without a profile save one, but not post, list or search (PROFILE_INCOMPLETE)', async () => {
    const { client } = await newCompanyUser(t);
    for (const [method, path, body] of everyEndpoint().slice(3)) {
      const res = await client.call<ApiErrorBody>(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(res.body.error).toEqual({
        code: 'PROFILE_INCOMPLETE',
        message: 'Complete your company profile first.',
      });
    }
    expect((await client.put('/api/company/profile', profileInput())).status).toBe(200);
    expect((await client.post('/api/company/positions', positionInput())).status).toBe(201);
  });
});
