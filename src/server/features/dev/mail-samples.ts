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
import { statusChangeMail } from '../notifications/application-status-mail';
import { digestMail, messagesMail, notificationMail } from '../notifications/notification-mail';
import { withUnsubscribe } from '../notifications/unsubscribe-links';
import { referenceRequestMail } from '../notifications/reference-notices';
import { savedSearchMail } from '../notifications/saved-search-mail';
import { colleagueInvitationMail } from '../notifications/team-notices';
import { weeklySuggestionsMail } from '../notifications/weekly-suggestions-mail';

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
  'reference-request': () =>
    referenceRequestMail({
      to: TO,
      siteName: SITE,
      advisorName: 'Grace Hopper',
      refereeName: 'Ada Lovelace',
      reference: {
        relationship: 'board colleague',
        organisation: 'Acme Systems',
        yearFrom: 2019,
        yearTo: 2023,
      },
      url: `${APP}/api/references/respond?token=sample.token.mac`,
      expiresAt: new Date('2026-12-12T00:00:00Z'),
    }),
  'colleague-invitation': () =>
    colleagueInvitationMail({
      to: TO,
      siteName: SITE,
      companyName: 'Northwind Health',
      invitedBy: 'Grace Hopper',
      role: 'hiring',
      url: `${APP}/join-company?token=sample.token.mac`,
      expiresAt: new Date('2026-12-12T00:00:00Z'),
    }),
  verification: () => verificationMail(TO, SITE, `${APP}/api/auth/verify-email?token=sample-token`),
  'password-reset': () => passwordResetMail(TO, SITE, `${APP}/api/auth/reset-password/sample-token`),
  'email-change': () => emailChangeMail(TO, SITE, `${APP}/api/auth/verify-email?token=sample-token`),
  'email-change-notice': () =>
    emailChangeNoticeMail(TO, SITE, 'ada@newmail.example', 'support@boardly.example'),
  'status-shortlisted': () => statusSample('shortlisted'),
  'status-contacted': () => statusSample('contacted'),
  'status-hired': () => statusSample('hired'),
  'status-rejected': () => statusSample('rejected'),
  'status-shortlisted-with-unsubscribe': async () =>
    withUnsubscribe(
      await statusSample('shortlisted'),
      `${APP}/api/notifications/unsubscribe?token=sample.status.mac`,
      'You receive this e-mail because of your notification settings',
    ),
  'notification-invitation': () =>
    notificationMail({
      to: TO,
      siteName: SITE,
      title: 'Northwind Health invited you to apply: Independent Board Director',
      body: 'We loved your audit committee experience — would you consider this seat?',
      link: `${APP}/my-applications#invitations`,
      unsubscribeUrl: `${APP}/api/notifications/unsubscribe?token=sample.invitation.mac`,
    }),
  'new-messages': () =>
    messagesMail({
      to: TO,
      siteName: SITE,
      counterpart: 'Northwind Health',
      jobTitle: 'Independent Board Director',
      unread: 2,
      bodies: ['Could you join a call next week?', 'Tuesday or Thursday afternoon works for us.'],
      link: `${APP}/messages?thread=sample`,
      unsubscribeUrl: `${APP}/api/notifications/unsubscribe?token=sample.message.mac`,
    }),
  'notification-digest': () =>
    digestMail({
      to: TO,
      siteName: SITE,
      items: [
        {
          title: 'Northwind Health invited you to apply: Board Director',
          body: '',
          link: `${APP}/my-applications`,
        },
        {
          title: 'New message from Helio Bank',
          body: 'Audit Chair: Thanks!',
          link: `${APP}/messages?thread=x`,
        },
      ],
      more: 0,
      link: `${APP}/messages`,
      unsubscribeUrl: `${APP}/api/notifications/unsubscribe?token=sample.digest.mac`,
    }),
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
  // Saved-search alerts (decision 045): a daily mail on a free plan, one role in full and one locked.
  'saved-search-alert': () =>
    savedSearchMail({
      to: TO,
      siteName: SITE,
      subject: '2 new roles for your saved searches',
      intro: 'New roles posted since your last alert that match your saved searches.',
      sections: [
        {
          name: 'Fintech chairs',
          searchUrl: `${APP}/advisor-matchmaking?mode=manual&title=Chair&industry=Fintech`,
          unsubscribeUrl: `${APP}/api/saved-searches/unsubscribe?token=sample`,
          roles: [
            {
              locked: false,
              title: 'Audit Committee Chair',
              companyName: 'Helio Bank',
              facts: 'London, United Kingdom · Hybrid · Part-time · Paid · GBP 40,000 a year',
              url: `${APP}/job/audit-committee-chair-helio-bank`,
            },
            { locked: true, facts: 'Fintech · Part-time · Equity · Europe' },
          ],
          more: 0,
        },
      ],
      pricingUrl: `${APP}/pricing`,
      settingsUrl: `${APP}/settings`,
      unsubscribeAllUrl: `${APP}/api/saved-searches/unsubscribe?token=sample-daily`,
    }),
};
