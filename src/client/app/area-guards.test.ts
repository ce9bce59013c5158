import { describe, expect, it } from 'vitest';
import type { Viewer } from '@shared/schemas/auth';
import { SIGNED_OUT_VIEWER } from '@client/features/auth/api/viewer-query';
import { guardRedirect, type Guard } from './area-guards';

const viewer = (role: 'advisor' | 'company' | null, companyProfileCompleted = false): Viewer => ({
  ...SIGNED_OUT_VIEWER,
  user: role && { id: 'u1', email: 'someone@example.com', role, emailVerified: true },
  companyProfileCompleted,
});

describe("the spec's guards, per area", () => {
  const returnTo = '/company/applicants?job_id=j1&status=shortlisted';

  it('lets anyone into the public area', () => {
    for (const who of [viewer(null), viewer('advisor'), viewer('company')]) {
      expect(guardRedirect('public', who, returnTo)).toBeUndefined();
    }
  });

  it('sends a signed-out visitor of any other area to sign in, and back to the page with its query', () => {
    const guards: Guard[] = ['signed-in', 'advisor', 'company', 'completed-company-profile'];
    for (const guard of guards) {
      expect(guardRedirect(guard, viewer(null), returnTo), guard).toBe(
        '/auth?next=%2Fcompany%2Fapplicants%3Fjob_id%3Dj1%26status%3Dshortlisted',
      );
    }
  });

  it('sends a company account from the advisor area to its dashboard, and lets advisors in', () => {
    expect(guardRedirect('advisor', viewer('company', true), '/advisor-matchmaking')).toBe(
      '/company/dashboard',
    );
    expect(guardRedirect('advisor', viewer('advisor'), '/advisor-matchmaking')).toBeUndefined();
  });

  it('sends a company without a completed profile to complete it; other roles pass through', () => {
    expect(guardRedirect('completed-company-profile', viewer('company', false), returnTo)).toBe(
      '/company/my-profile',
    );
    expect(guardRedirect('completed-company-profile', viewer('company', true), returnTo)).toBeUndefined();
    expect(guardRedirect('completed-company-profile', viewer('advisor'), returnTo)).toBeUndefined();
    // The company area itself (where the profile is completed) needs a session only.
    expect(guardRedirect('company', viewer('company', false), '/company/my-profile')).toBeUndefined();
  });
});
