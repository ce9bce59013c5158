/** @jsxRuntime automatic @jsxImportSource react */
// The notification e-mails (React Email, decision 021): one event, a thread's new messages, the daily digest. Every
// one ends with its signed unsubscribe link and carries the one-click List-Unsubscribe headers. Message bodies are
// the users' plain text: React escapes them, so nothing a user typed becomes markup in a mail.
import { Section, Text } from '@react-email/components';
import {
  LabelledLink,
  MailButton,
  MailFootnote,
  MailHeading,
  MailLayout,
  MailParagraph,
} from '../../lib/mail/mail-layout';
import { renderMail } from '../../lib/mail/render-mail';
import type { MailMessage } from '../../lib/mailer';

const MUTED = '#64748B';

function UnsubscribeFootnote({ url, what }: { url: string; what: string }) {
  return (
    <MailFootnote>
      You receive this e-mail because {what} is switched on in your notification settings.{' '}
      <LabelledLink href={url} textLabel="Unsubscribe" color={MUTED}>
        Unsubscribe
      </LabelledLink>
    </MailFootnote>
  );
}

async function withHeaders(mail: Promise<MailMessage>, unsubscribeUrl: string | null): Promise<MailMessage> {
  if (!unsubscribeUrl) return mail;
  return {
    ...(await mail),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface NotificationMailInput {
  to: string;
  siteName: string;
  title: string;
  body: string;
  link: string;
  /** Null for a kind that cannot be switched off (decision 032): no unsubscribe link or headers. */
  unsubscribeUrl: string | null;
}

export const notificationMail = (input: NotificationMailInput) =>
  withHeaders(
    renderMail(
      input.to,
      input.title,
      <MailLayout siteName={input.siteName} preview={input.title}>
        <MailHeading>{input.title}</MailHeading>
        {input.body && <MailParagraph>{input.body}</MailParagraph>}
        <MailButton label="Open" url={input.link} />
        {input.unsubscribeUrl && (
          <UnsubscribeFootnote url={input.unsubscribeUrl} what="this kind of notification" />
        )}
      </MailLayout>,
    ),
    input.unsubscribeUrl,
  );

export interface MessagesMailInput {
  to: string;
  siteName: string;
  counterpart: string;
  jobTitle: string;
  unread: number;
  bodies: string[];
  link: string;
  unsubscribeUrl: string;
}

export const messagesMail = (input: MessagesMailInput) => {
  const subject =
    input.unread === 1
      ? `New message from ${input.counterpart}: ${input.jobTitle}`
      : `${input.unread} new messages from ${input.counterpart}: ${input.jobTitle}`;
  return withHeaders(
    renderMail(
      input.to,
      subject,
      <MailLayout siteName={input.siteName} preview={subject}>
        <MailHeading>{subject}</MailHeading>
        {input.bodies.map((body, index) => (
          <Section
            key={index}
            style={{ borderLeft: '3px solid #E7E5DF', padding: '4px 12px', margin: '0 0 12px' }}
          >
            <Text style={{ fontSize: 15, lineHeight: 1.6, margin: 0, whiteSpace: 'pre-wrap' }}>{body}</Text>
          </Section>
        ))}
        <MailButton label="Reply" url={input.link} />
        <UnsubscribeFootnote url={input.unsubscribeUrl} what="e-mail for new messages" />
      </MailLayout>,
    ),
    input.unsubscribeUrl,
  );
};

export interface DigestMailInput {
  to: string;
  siteName: string;
  items: { title: string; body: string; link: string }[];
  more: number;
  link: string;
  unsubscribeUrl: string;
}

export const digestMail = (input: DigestMailInput) => {
  const subject = `Your daily ${input.siteName} summary: ${input.items.length + input.more} update${input.items.length + input.more === 1 ? '' : 's'}`;
  return withHeaders(
    renderMail(
      input.to,
      subject,
      <MailLayout siteName={input.siteName} preview={subject}>
        <MailHeading>What happened since yesterday</MailHeading>
        {input.items.map((item, index) => (
          <MailParagraph key={index}>
            <LabelledLink href={item.link} textLabel={item.title}>
              {item.title}
            </LabelledLink>
            {item.body ? ` — ${item.body}` : ''}
          </MailParagraph>
        ))}
        {input.more > 0 && <MailParagraph>…and {input.more} more.</MailParagraph>}
        <MailButton label="Open my messages" url={input.link} />
        <UnsubscribeFootnote url={input.unsubscribeUrl} what="the daily digest" />
      </MailLayout>,
    ),
    input.unsubscribeUrl,
  );
};
