// A confirmed advisor with a completed profile, made through the real API, for journeys that start on /my-profile.
import { expect, type Page } from '@playwright/test';
import { APP_ORIGIN, signInNewUser } from './session';

export const SAMPLE_BIOGRAPHY =
  'Former CFO of two listed logistics companies and non-executive director for a decade. I have taken a ' +
  'scale-up through its Series C and an IPO, built audit committees from scratch, and advised founders on ' +
  'pricing, fundraising and international expansion across Europe and West Africa.';

export const SAMPLE_PROFILE = {
  firstName: 'Margaret',
  lastName: 'Okafor',
  phoneNumber: '+44 20 7946 0958',
  birthDay: 14,
  birthMonth: 3,
  birthYear: 1968,
  gender: 'female',
  country: 'United Kingdom',
  city: 'London',
  yearsExperience: 22,
  industries: ['Finance', 'Transportation', 'Maritime'],
  skills: ['Fundraising', 'Risk Management', 'Compliance', 'Leadership', 'Strategy Development'],
  biography: SAMPLE_BIOGRAPHY,
  linkedinUrl: 'linkedin.com/in/margaret-okafor',
  calendlyLink: 'calendly.com/margaret-okafor',
  hasBeenAdvisorBefore: 'yes',
  advisorExperience: [{ company: 'Northwind Capital', website: 'northwind.example', role: 'Board advisor' }],
  workPreference: 'part-time',
  hoursAvailable: 12,
  availableToWork: ['Remote', 'On-site'],
  compensationPreference: ['equity', 'paid'],
} as const;

/** Signs a fresh advisor into `page`'s context and completes their profile through PUT /api/profile. */
export async function advisorWithCompletedProfile(page: Page) {
  const user = await signInNewUser(page, { role: 'advisor' });
  const res = await page.request.put('/api/profile', {
    data: SAMPLE_PROFILE,
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), `profile save failed: ${await res.text()}`).toBe(200);
  const profile = (await res.json()) as { id: string; publicProfileSlug: string | null };
  return { ...user, profile };
}
