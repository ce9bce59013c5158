// The accounts feature: sign-in, sign-up, e-mail confirmation, password reset, and who is signed in.
export { authKeys } from './api/auth-keys';
export {
  viewerQueryOptions,
  useViewerQuery,
  fetchFreshViewer,
  replaceSession,
  SIGNED_OUT_VIEWER,
} from './api/viewer-query';
export {
  useSignIn,
  useSignUp,
  useSignOut,
  useRequestPasswordReset,
  useResetPassword,
} from './api/auth-mutations';
export { AuthScreen } from './components/auth-screen';
export { AuthCallbackScreen } from './components/auth-callback-screen';
export { ResetPasswordScreen } from './components/reset-password-screen';
