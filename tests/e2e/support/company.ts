// Companies and advisors for the company-area journeys: a fresh signed-in user (session pool, decision 031), then
// the real API (PUT /api/company/profile, POST /api/company/positions, PUT /api/profile); plus payloads.
import { expect, type Browser, type Page } from '@playwright/test';
import type { CompanyProfile, Position } from '@shared/schemas/company';
import { pngImage } from '../../fixtures/files';
import { SAMPLE_PROFILE } from './advisor-profile';
import { APP_ORIGIN, signInNewUser, decideAnalyticsConsent } from './session';

export const SAMPLE_COMPANY = {
  companyName: 'Harbor Lights Energy',
  companyDescription:
    'Harbor Lights Energy builds grid-scale battery storage for ports and industrial parks. We are 45 people, ' +
    'Series A funded, and preparing our first expansion outside Europe.',
  contactFullName: 'Ingrid Solberg',
  contactPosition: 'Chief Executive Officer',
  contactLinkedinUrl: 'linkedin.com/in/ingrid-solberg',
  industries: ['Energy', 'Technology'],
  city: 'Oslo',
  country: 'Norway',
  websiteUrl: 'harborlights.example',
  companySize: '11-50',
  fundingStage: 'Series A',
  skillsNeeded: ['Fundraising', 'International Expansion', 'Risk Management'],
  yearsExperienceRequired: 15,
  expectedMonthlyAvailability: 10,
  compensationType: 'Combination',
  logoUrl: 'https://cdn.example.com/harbor-lights.png',
};

export const SAMPLE_POSITION = {
  title: 'Independent Board Member, Audit Committee',
  industry: 'Energy',
  city: 'Oslo',
  country: 'Norway',
  type: 'hybrid',
  compensationType: 'combination',
  engagementType: 'part-time',
  companySummary: 'Harbor Lights Energy builds grid-scale battery storage for ports and industrial parks.',
  jobDescription:
    '<p>We are looking for an independent director to chair our <strong>audit committee</strong>.</p>' +
    '<ul><li>Quarterly board meetings in Oslo</li><li>Monthly committee calls</li></ul>',
  salary: 'EUR 2,000 per month plus equity',
};

/** A confirmed company signed into `page`, with a saved company profile. */
export async function companyWithProfile(page: Page, profile: Partial<typeof SAMPLE_COMPANY> = {}) {
  const user = await signInNewUser(page, { role: 'company' });
  const res = await page.request.put('/api/company/profile', {
    data: { ...SAMPLE_COMPANY, ...profile },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), `company profile save failed: ${await res.text()}`).toBe(200);
  return { ...user, profile: (await res.json()) as CompanyProfile };
}

/** Posts a position as the company signed into `page`. */
export async function postPosition(
  page: Page,
  position: Partial<typeof SAMPLE_POSITION> & { boardListed?: boolean } = {},
) {
  const res = await page.request.post('/api/company/positions', {
    data: { ...SAMPLE_POSITION, ...position },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), `posting failed: ${await res.text()}`).toBe(201);
  return (await res.json()) as Position;
}

export type AdvisorProfileInput = Partial<Record<keyof typeof SAMPLE_PROFILE, unknown>>;

/**
 * A confirmed advisor with a completed profile, in a browser context of its own (so it does not disturb the
 * company's session). The context is returned open when `keepOpen`; otherwise it is closed.
 */
export async function advisorInOwnContext(
  browser: Browser,
  profile: AdvisorProfileInput = {},
  { keepOpen = false }: { keepOpen?: boolean } = {},
) {
  const context = await browser.newContext();
  await decideAnalyticsConsent(context, false);
  const page = await context.newPage();
  const user = await signInNewUser(page, { role: 'advisor' });
  const res = await page.request.put('/api/profile', {
    data: { ...SAMPLE_PROFILE, ...profile },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), `advisor profile save failed: ${await res.text()}`).toBe(200);
  const saved = (await res.json()) as { id: string };
  if (!keepOpen) await context.close();
  return { ...user, id: saved.id, page, context };
}

export const logoPng = async () => ({
  name: 'harbor-lights.png',
  mimeType: 'image/png',
  buffer: await pngImage(256, 256),
});

/** 2 MB exactly: "less than 2MB" refuses it. */
export const oversizedLogo = () => ({
  name: 'huge-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.alloc(2 * 1024 * 1024, 0xff),
});

export const documentAsLogo = () => ({
  name: 'brochure.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
});
