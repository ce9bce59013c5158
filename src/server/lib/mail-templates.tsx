/** @jsxRuntime automatic @jsxImportSource react */
// Transactional e-mails as React Email components (decision 021): real HTML with inline styles, as mail clients
// need, and a plain-text twin with the bare link. `npm run mail:preview` writes every template to mail-preview/.
import { MailButton, MailFootnote, MailHeading, MailLayout, MailParagraph } from './mail/mail-layout';
import { renderMail } from './mail/render-mail';
import type { MailMessage } from './mailer';

export interface ActionMailInput {
  to: string;
  siteName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export function ActionMail(input: Omit<ActionMailInput, 'to' | 'subject'>) {
  return (
    <MailLayout siteName={input.siteName} preview={input.heading}>
      <MailHeading>{input.heading}</MailHeading>
      {input.paragraphs.map((paragraph) => (
        <MailParagraph key={paragraph}>{paragraph}</MailParagraph>
      ))}
      {input.action && <MailButton label={input.action.label} url={input.action.url} />}
      {input.footnote && <MailFootnote>{input.footnote}</MailFootnote>}
    </MailLayout>
  );
}

export const actionMail = (input: ActionMailInput): Promise<MailMessage> =>
  renderMail(input.to, input.subject, <ActionMail {...input} />);

export const verificationMail = (to: string, siteName: string, url: string) =>
  actionMail({
    to,
    siteName,
    subject: `Confirm your ${siteName} account`,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `Welcome to ${siteName}. Please confirm that this is your e-mail address to finish creating your account.`,
    ],
    action: { label: 'Confirm my account', url },
    footnote: 'The link expires in 24 hours. If you did not sign up, you can ignore this message.',
  });

export const passwordResetMail = (to: string, siteName: string, url: string) =>
  actionMail({
    to,
    siteName,
    subject: `Reset your ${siteName} password`,
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your account. Choose a new password with the link below.',
    ],
    action: { label: 'Choose a new password', url },
    footnote:
      'The link expires in 1 hour. If you did not ask for this, you can ignore this message; your password stays the same.',
  });

/** Sent to the new address when a signed-in user changes their e-mail; nothing changes until the link is opened. */
export const emailChangeMail = (to: string, siteName: string, url: string) =>
  actionMail({
    to,
    siteName,
    subject: `Confirm your new ${siteName} e-mail address`,
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `You asked to use this address for your ${siteName} account. Confirm it with the link below; until then you ` +
        'keep signing in with your current address.',
    ],
    action: { label: 'Confirm my new address', url },
    footnote: 'The link expires in 24 hours. If you did not ask for this, you can ignore this message.',
  });

/** Sent to the old address at the same time, so an unexpected change does not go unnoticed. */
export const emailChangeNoticeMail = (to: string, siteName: string, newEmail: string, supportEmail: string) =>
  actionMail({
    to,
    siteName,
    subject: `Your ${siteName} e-mail address is being changed`,
    heading: 'A change of e-mail address was requested',
    paragraphs: [
      `Someone signed in to your ${siteName} account asked to change its e-mail address to ${newEmail}. ` +
        'The change happens only once that address confirms it.',
      `If this was not you, change your password now and write to ${supportEmail}.`,
    ],
  });
