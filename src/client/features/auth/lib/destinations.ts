// Where a signed-in user goes from each account screen (spec part 1 §4, §6). A safe `next` always wins.
import { paths } from '@client/lib/paths';
import type { Role } from '@shared/constants';

/** A signed-in user on /auth (after sign-in, or arriving signed in): company → profile setup, advisor → profile. */
export function signedInHome(role: Role): string {
  return role === 'company' ? paths.companyProfileSetup() : paths.myProfile();
}

/** Where the confirmation link leads once the session exists: each role's profile page. */
export function confirmedHome(role: string): string {
  if (role === 'company') return paths.companyMyProfile();
  if (role === 'advisor') return paths.myProfile();
  return paths.home();
}

/** Where a newly registered user should land after confirming, written into the confirmation link. */
export function signUpNext(role: Role, next: string | null): string {
  return next ?? confirmedHome(role);
}

/** Maps the `error` of a confirmation link to the spec's toast: expired or invalid links versus anything else. */
export function callbackErrorKind(error: string): 'expired' | 'other' {
  const code = error.toLowerCase();
  return code === 'invalid_token' || code === 'token_expired' ? 'expired' : 'other';
}
