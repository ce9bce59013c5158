import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api-client';
import type { SignIn } from '@shared/schemas/auth';
import {
  postRequestPasswordReset,
  postResendConfirmation,
  postResetPassword,
  postSignIn,
  postSignOut,
  postSignUp,
  type SignUpInput,
} from './auth-requests';
import { fetchFreshViewer, replaceSession, SIGNED_OUT_VIEWER } from './viewer-query';

/** Signs in and resolves with the fresh viewer, so the caller can route by role and profile state. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SignIn) => {
      await postSignIn(values);
      const viewer = await fetchFreshViewer(queryClient);
      replaceSession(queryClient, viewer);
      return viewer;
    },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: (values: SignUpInput) => postSignUp(values) });
}

// The session is already gone (expired, revoked by a password reset, or never there) — nothing left to end.
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

export interface SignOutOptions {
  /**
   * Runs after the server call and before the local session is cleared — e.g. navigating to a public page, so
   * that a guarded screen does not first react to the signed-out state by sending the visitor to sign in.
   */
  leave?: () => Promise<void> | void;
}

/** Ends the session on the server and always clears it locally, even when the server call fails. */
export function useSignOut({ leave }: SignOutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await postSignOut();
      } catch (error) {
        if (error instanceof ApiError && ALREADY_SIGNED_OUT.has(error.status)) return;
        throw error;
      }
    },
    onSettled: async () => {
      try {
        await leave?.();
      } finally {
        replaceSession(queryClient, SIGNED_OUT_VIEWER);
      }
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (values: { email: string }) => postRequestPasswordReset(values) });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: (values: { email: string }) => postResendConfirmation(values) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (values: { newPassword: string; token: string }) => postResetPassword(values),
  });
}
