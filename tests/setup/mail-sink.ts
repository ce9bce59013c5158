// A real SMTP server on loopback (the smtp-server package) that writes each received message as a JSON file,
// so journeys in the test workers can read mail sent by the app process.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const rawHeader = (lines: readonly { key: string; line: string }[], key: string) =>
  lines
    .find((header) => header.key === key)
    ?.line.slice(key.length + 1)
    .trim();

/**
 * `port` 0 = any free port; a fixed one lets a test bring the sink back on the port the app already uses.
 * `acceptDelayMs` holds each message that long before accepting it, as a remote SMTP server's round trips do.
 */
export async function startMailSink(
  dir: string,
  port = 0,
  { acceptDelayMs = 0 }: { acceptDelayMs?: number } = {},
): Promise<{ port: number; stop: () => Promise<void> }> {
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Loopback test sink: no TLS upgrade, so nodemailer talks plain SMTP.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
          const record = {
            to: to.map((a) => a.address?.toLowerCase()),
            from: mail.from?.text,
            subject: mail.subject,
            text: mail.text,
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId,
            // Calendar invitations (text/calendar parts), as a calendar client reads them.
            calendars: mail.attachments
              .filter((part) => part.contentType.startsWith('text/calendar'))
              .map((part) => part.content.toString('utf8')),
            // The raw header lines (mailparser turns List-* headers into objects).
            listUnsubscribe: rawHeader(mail.headerLines, 'list-unsubscribe'),
            listUnsubscribePost: rawHeader(mail.headerLines, 'list-unsubscribe-post'),
            receivedAt: new Date().toISOString(),
          };
          writeFileSync(join(dir, `${Date.now()}-${sequence++}.json`), JSON.stringify(record));
          if (acceptDelayMs > 0) setTimeout(() => callback(), acceptDelayMs);
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that dies mid-conversation (the crash drill SIGKILLs the app while it sends) resets its socket, and
  // smtp-server reports that as an 'error' event: unheard, it would end the process hosting the sink. It is the
  // client's failure; its mail is retried by the app's queue and arrives on a later connection.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    port: listening,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  to: string[];
  from?: string;
  subject?: string;
  text?: string;
  html: string;
  messageId?: string;
  calendars?: string[];
  listUnsubscribe?: string;
  listUnsubscribePost?: string;
  receivedAt: string;
}

/** Every message the sink has received so far, oldest first. */
export function readMails(dir: string): ReceivedMail[] {
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail);
}

/** Waits for the newest message to an address (optionally with a subject matching) in a sink directory. */
export async function waitForMail(
  dir: string,
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; after?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail;
      if (options.after && Date.parse(mail.receivedAt) < options.after) continue;
      if (
        mail.to.includes(to.toLowerCase()) &&
        (!options.subject || options.subject.test(mail.subject ?? ''))
      )
        return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} arrived within the timeout`);
}

/** The first link in a mail's text that contains `fragment`. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in mail "${mail.subject}"`);
  return link;
}
