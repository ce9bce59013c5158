// The company profile form shows the server's field issue under the field it names (lib/form-errors.ts), and the
// 'Error' toast gives the server's sentence.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyProfile } from '@shared/schemas/company';
import { dismissToasts, findToast } from '@client/components/ui/toasts-in-tests';
import {
  answerWritesWithIssues,
  expectServerError,
  renderWithApp,
} from '@client/test-support/server-answers';
import { CompanyProfilePage } from './company-profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToasts();
});

// A saved profile that passes the form's own checks, so the save reaches the server.
const SAVED: CompanyProfile = {
  id: '0f6f1f8e-3c1a-4a53-9d7e-6b3f4b2a9c11',
  companyName: 'Northwind Robotics',
  companyDescription: 'Northwind Robotics builds autonomous inventory robots for mid-sized warehouses.',
  contactFullName: 'Maya Chen',
  contactPosition: 'Chief Executive Officer',
  contactLinkedinUrl: 'https://www.linkedin.com/in/maya-chen',
  industries: ['Technology'],
  city: 'Austin',
  country: 'United States',
  websiteUrl: 'https://northwind.example',
  companySize: null,
  fundingStage: null,
  skillsNeeded: [],
  yearsExperienceRequired: 10,
  expectedMonthlyAvailability: 8,
  compensationType: null,
  logoUrl: null,
  profileCompleted: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('company profile form: server field errors', { timeout: 20_000 }, () => {
  it('shows the server issues under "Website" and "Contact LinkedIn" and its sentence in the toast', async () => {
    const websiteIssue = { path: 'websiteUrl', message: 'Website must be a valid http(s) link' };
    const linkedinIssue = { path: 'contactLinkedinUrl', message: 'Contact LinkedIn is too long' };
    const fetchSpy = answerWritesWithIssues([websiteIssue, linkedinIssue], {
      reads: { '/api/company/profile': { profile: SAVED } },
    });
    renderWithApp(<CompanyProfilePage returnTo="/company/my-profile" onSaved={() => undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Profile' }));

    await expectServerError(screen.getByLabelText(/^Website/), websiteIssue.message);
    await expectServerError(screen.getByLabelText(/^Contact LinkedIn/), linkedinIssue.message);
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method?.toUpperCase() === 'PUT')).toBe(true);
    expect(await findToast('Error')).toEqual({ kind: 'error', description: 'Some fields need attention.' });
  });
});
