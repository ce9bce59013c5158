// Outgoing e-mail through nodemailer. With SMTP_URL it sends real mail; without it (development only) every
// message lands in an in-process dev outbox shown at /dev/mailbox (its arrival is logged, never its links).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation (iCalendar text): sent as the text/calendar alternative and as invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on notification mail (RFC 8058). */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: string;
}

export interface SendOptions {
  /** Stable per message (the queue's idempotency key): a duplicate after a crash carries the same Message-ID. */
  messageId?: string;
}

/** Sends one message. Only the mail job calls it (lib/queue/mail-jobs.ts): everything else enqueues. */
export interface Mailer {
  send: (message: MailMessage, options?: SendOptions) => Promise<void>;
  /** Present only for the development outbox. */
  outbox?: () => OutboxEntry[];
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async ({ calendar, ...message }, sendOptions = {}) => {
      await transport.sendMail({
        from: options.from,
        ...message,
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
          : {}),
        messageId: sendOptions.messageId,
      });
    },
  };
}

const OUTBOX_LIMIT = 200;

export function createDevOutboxMailer(logger: Logger): Mailer {
  const entries: OutboxEntry[] = [];
  let nextId = 1;
  return {
    send: async (message) => {
      entries.unshift({ ...message, id: nextId++, sentAt: new Date().toISOString() });
      entries.length = Math.min(entries.length, OUTBOX_LIMIT);
      // Not the links: they carry sign-in and reset tokens, and logs must never hold a token (read them at
      // /dev/mailbox instead).
      logger.info('dev outbox: mail stored (see /dev/mailbox)', { to: message.to, subject: message.subject });
    },
    outbox: () => entries,
  };
}
