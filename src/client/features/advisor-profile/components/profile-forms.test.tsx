// Both advisor profile forms (the first completion and the in-place editor of /my-profile) show the server's field
// issues under the fields they name, nested experience entries included (lib/form-errors.ts), and toast the
// failure.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { dismissToasts, findToast } from '@client/components/ui/toasts-in-tests';
import {
  answerWritesWithIssues,
  expectServerError,
  renderWithApp,
} from '@client/test-support/server-answers';
import { MyProfilePage } from './my-profile-page';
import { ProfileCompletionPage } from './profile-completion-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissToasts();
});

// A complete profile that passes the form's own checks, so a save reaches the server.
const PROFILE: MyProfile = {
  id: '7d1c9a52-0b6e-4f0e-8a43-1c2d3e4f5a6b',
  email: 'eleanor@example.com',
  firstName: 'Eleanor',
  lastName: 'Whitfield',
  phoneNumber: '+44 20 7946 0958',
  birthDay: 12,
  birthMonth: 4,
  birthYear: 1968,
  country: 'United Kingdom',
  city: 'London',
  yearsExperience: 24,
  gender: 'female',
  industries: ['Finance', 'Technology'],
  skills: ['Strategy Development', 'Fundraising'],
  workPreference: 'part-time',
  compensationPreference: ['paid'],
  availableToWork: ['Remote'],
  hoursAvailable: 20,
  biography: 'Former CFO of two venture-backed fintech companies; I advise founders on capital strategy.',
  linkedinUrl: 'https://www.linkedin.com/in/eleanor-whitfield',
  calendlyLink: 'https://calendly.com/eleanor-whitfield/30min',
  timeZone: null,
  hasBeenAdvisorBefore: 'yes',
  advisorExperience: [
    { company: 'Ledgerline', website: 'https://ledgerline.example', role: 'Board Advisor' },
  ],
  photoUrl: null,
  resumeUrl: null,
  resumeFileName: null,
  publicProfileSlug: 'eleanor-whitfield',
  badgeUrl: null,
  isPublic: true,
  profileCompleted: true,
  eligibility: { completionPercentage: 100, isEligible: true, missing: [] },
};

const LINKEDIN_ISSUE = { path: 'linkedinUrl', message: 'LinkedIn must be a valid http(s) link' };
const COMPANY_ISSUE = { path: 'advisorExperience.0.company', message: 'Company is too long' };

/** Each issue stands under its field (a top-level one and one of the first role), from the save that was sent. */
async function expectIssuesUnderFields(fetchSpy: ReturnType<typeof answerWritesWithIssues>) {
  await expectServerError(screen.getByLabelText(/^LinkedIn profile/), LINKEDIN_ISSUE.message);
  await expectServerError(screen.getByLabelText(/^Company(?! website)/), COMPANY_ISSUE.message);
  expect(fetchSpy.mock.calls.some(([, init]) => init?.method?.toUpperCase() === 'PUT')).toBe(true);
}

// Typing into a whole form is slow on a loaded 2-core runner; the default 5 s is too tight.
describe('advisor profile forms: server field errors', { timeout: 20_000 }, () => {
  it('completion: shows the issues under "LinkedIn profile" and the first role\'s "Company", and toasts', async () => {
    const fetchSpy = answerWritesWithIssues([LINKEDIN_ISSUE, COMPANY_ISSUE]);
    renderWithApp(
      <ProfileCompletionPage profile={{ ...PROFILE, profileCompleted: false }} onSaved={() => undefined} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete Profile' }));

    await expectIssuesUnderFields(fetchSpy);
    expect(await findToast('Error')).toEqual({
      kind: 'error',
      description: 'Failed to save profile. Please try again.',
    });
  });

  it('My Profile edit: shows the issues under "LinkedIn profile" and the first role\'s "Company", and toasts', async () => {
    const fetchSpy = answerWritesWithIssues([LINKEDIN_ISSUE, COMPANY_ISSUE]);
    renderWithApp(<MyProfilePage profile={PROFILE} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    await expectIssuesUnderFields(fetchSpy);
    expect(await findToast('Error saving profile')).toEqual({
      kind: 'error',
      description: 'Failed to save profile changes',
    });
    // Still editing: the advisor fixes the field in place.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('completion: sends the browser’s time zone when none was chosen, so interview mails can name it (issue #29)', async () => {
    const fetchSpy = answerWritesWithIssues([LINKEDIN_ISSUE]);
    renderWithApp(
      <ProfileCompletionPage profile={{ ...PROFILE, profileCompleted: false }} onSaved={() => undefined} />,
    );
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((screen.getByLabelText(/^Time zone/) as HTMLSelectElement).value).toBe(zone);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([, init]) => init?.method?.toUpperCase() === 'PUT')).toBe(true),
    );
    const [, init] = fetchSpy.mock.calls.find(([, init]) => init?.method?.toUpperCase() === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ timeZone: zone });
  });
});
