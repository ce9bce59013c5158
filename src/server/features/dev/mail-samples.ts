// Every e-mail template with sample data: `npm run mail:preview` writes each to mail-preview/ for developers, and
// mail-samples.test.ts renders each one, so a template that breaks (or loses its link) fails a test.
import type { ApplicationStatus } from '@shared/constants';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordResetMail,
  verificationMail,
} from '../../lib/mail-templates';
import type { MailMessage } from '../../lib/mailer';
import { weeklySuggestionsMail } from '../billing/weekly-suggestions-mail';
import { statusChangeMail } from '../company/application-status-mail';

const SITE = 'Boardly';
const APP = 'http://localhost:3000';
const TO = 'ada.lovelace@example.com';

const statusSample = async (status: Exclude<ApplicationStatus, 'applied'>) =>
  (await statusChangeMail({
    to: TO,
    siteName: SITE,
    appUrl: APP,
    advisorFirstName: 'Ada',
    jobTitle: 'Independent Board Director',
    companyName: 'Northwind Health',
    status,
    reason: status === 'rejected' ? 'Looking for more availability' : undefined,
  }))!;

/** Name (the preview's file name) → the rendered message. */
export const MAIL_SAMPLES: Record<string, () => Promise<MailMessage>> = {
  verification: () => verificationMail(TO, SITE, `${APP}/api/auth/verify-email?token=sample-token`),
  'password-reset': () => passwordResetMail(TO, SITE, `${APP}/api/auth/reset-password/sample-token`),
  'email-change': () => emailChangeMail(TO, SITE, `${APP}/api/auth/verify-email?token=sample-token`),
  'email-change-notice': () =>
    emailChangeNoticeMail(TO, SITE, 'ada@newmail.example', 'support@boardly.example'),
  'status-shortlisted': () => statusSample('shortlisted'),
  'status-contacted': () => statusSample('contacted'),
  'status-hired': () => statusSample('hired'),
  'status-rejected': () => statusSample('rejected'),
  'weekly-suggestions': () =>
    weeklySuggestionsMail({
      to: TO,
      siteName: SITE,
      firstName: 'Ada',
      roles: [
        {
          title: 'Audit Committee Chair',
          companyName: 'Helio Bank',
          location: 'London',
          url: `${APP}/jobs/1`,
        },
        { title: 'Advisor, Go-to-Market', companyName: 'Quill & Co', location: null, url: `${APP}/jobs/2` },
      ],
      matchesUrl: `${APP}/advisor-matchmaking`,
      unsubscribeUrl: `${APP}/api/billing/weekly-suggestions/unsubscribe?token=sample`,
    }),
};
