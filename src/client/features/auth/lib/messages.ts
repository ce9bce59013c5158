// Every toast of the account screens, worded exactly as spec part 1 §8 has them.
import { site } from '@client/lib/site';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export const TOASTS = {
  signInSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signInFailed: 'Sign In Failed',
  signUpSuccess: {
    title: `Welcome to ${site.name}!`,
    description: 'Please check your email to verify your account.',
  },
  signUpFailed: 'Sign Up Failed',
  userAlreadyExists: {
    title: 'User Already Exists',
    description: 'This email is already registered. Please sign in instead.',
  },
  resetLinkSent: {
    title: 'Reset link sent',
    description: 'If that email exists, a reset link has been sent.',
  },
  confirmationResent: {
    title: 'Confirmation link sent',
    description: 'If that email is waiting for confirmation, a new link has been sent.',
  },
  error: { title: 'Error', description: GENERIC_ERROR },
  passwordUpdated: {
    title: 'Password updated',
    description: 'Your password has been updated. Please sign in.',
  },
  linkExpired: {
    title: 'Link Expired',
    description:
      'Your confirmation link has expired or is invalid. Please try signing in if your email is already confirmed.',
  },
  authErrorConfirming: {
    title: 'Authentication Error',
    description: 'There was an issue confirming your email. Please try again.',
  },
  authErrorSession: { title: 'Authentication Error', description: 'Please try signing in again.' },
  authErrorProcessing: {
    title: 'Authentication Error',
    description: 'There was an issue processing your authentication. Please try again.',
  },
  emailAlreadyConfirmed: {
    title: 'Email Already Confirmed',
    description: 'Your email may already be confirmed. Please sign in to continue.',
  },
  welcomeConfirmed: {
    title: `Welcome to ${site.name}!`,
    description: 'Your email is confirmed and you are signed in.',
  },
  redirected: {
    title: 'Redirected',
    description: 'Use “Forgot password?” to request a new reset link.',
  },
} as const;
