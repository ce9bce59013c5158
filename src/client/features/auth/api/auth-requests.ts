// Plain request functions for the account endpoints. better-auth is mounted beside the typed API (it is not part
// of `ApiType`), so these use fetch with the same error handling as every other call (`unwrap` → ApiError).
import { api, unwrap } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import type { SignIn, SignUp, Viewer } from '@shared/schemas/auth';

export const AUTH_ENDPOINTS = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  resendConfirmation: '/api/auth/send-verification-email',
} as const;

function postJson<T = unknown>(url: string, body: unknown): Promise<T> {
  return unwrap<T>(
    fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

export function fetchViewer(): Promise<Viewer> {
  return unwrap(api.me.$get());
}

export function postSignIn({ email, password }: SignIn) {
  return postJson(AUTH_ENDPOINTS.signIn, { email, password, callbackURL: paths.authCallback() });
}

export interface SignUpInput extends SignUp {
  /** Where the confirmation link should continue to; must already be a safe on-site path. */
  next?: string | undefined;
}

export function postSignUp({ email, password, role, next }: SignUpInput) {
  return postJson(AUTH_ENDPOINTS.signUp, {
    email,
    password,
    // better-auth requires a name; the profile screens collect the real one later.
    name: '',
    role,
    callbackURL: paths.authCallback(next),
  });
}

export function postSignOut() {
  return postJson(AUTH_ENDPOINTS.signOut, {});
}

export function postRequestPasswordReset({ email }: { email: string }) {
  return postJson(AUTH_ENDPOINTS.requestPasswordReset, { email, redirectTo: paths.authReset() });
}

export function postResetPassword({ newPassword, token }: { newPassword: string; token: string }) {
  return postJson(AUTH_ENDPOINTS.resetPassword, { newPassword, token });
}

export function postResendConfirmation({ email }: { email: string }) {
  return postJson(AUTH_ENDPOINTS.resendConfirmation, { email, callbackURL: paths.authCallback() });
}
