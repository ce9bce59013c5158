import { describe, expect, it } from 'vitest';
import { callbackErrorKind, confirmedHome, signedInHome, signUpNext } from './destinations';

describe('account destinations', () => {
  it('sends a signed-in user on /auth to their profile setup', () => {
    expect(signedInHome('company')).toBe('/company-profile-setup');
    expect(signedInHome('advisor')).toBe('/my-profile');
  });

  it('sends a confirmed user to their profile page, and any other role home', () => {
    expect(confirmedHome('company')).toBe('/company/my-profile');
    expect(confirmedHome('advisor')).toBe('/my-profile');
    expect(confirmedHome('admin')).toBe('/');
  });

  it('writes a safe next into the confirmation link, or the role profile page', () => {
    expect(signUpNext('advisor', '/job/x')).toBe('/job/x');
    expect(signUpNext('company', null)).toBe('/company/my-profile');
  });

  it('treats invalid and expired confirmation links alike, case-insensitively', () => {
    expect(callbackErrorKind('INVALID_TOKEN')).toBe('expired');
    expect(callbackErrorKind('token_expired')).toBe('expired');
    expect(callbackErrorKind('USER_NOT_FOUND')).toBe('other');
  });
});
