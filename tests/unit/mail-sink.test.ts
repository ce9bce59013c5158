// The SMTP sink the journeys and the crash drill read mail from: a sender killed mid-conversation (the drill
// SIGKILLs the app while it sends) must not take the sink's process down, and the sink keeps receiving.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, expect, it } from 'vitest';
import { startMailSink, waitForMail } from '../setup/mail-sink';

const dir = mkdtempSync(join(tmpdir(), 'boardly-sink-test-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('outlives a sender whose connection is reset mid-conversation, and receives the next mail', async () => {
  const sink = await startMailSink(dir);
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = connect(sink.port, '127.0.0.1');
      socket.once('error', reject);
      const lines = [
        'EHLO dying.example',
        'MAIL FROM:<app@example.com>',
        'RCPT TO:<lost@example.com>',
        'DATA',
        'Subject: half a message',
      ];
      // One line per answer from the sink, so the reset lands inside the transaction, mid-message.
      socket.on('data', () => {
        const line = lines.shift();
        if (line !== undefined) socket.write(`${line}\r\n`);
        if (lines.length === 0) {
          // A TCP reset, as the kernel sends for a process killed with its socket open.
          setTimeout(() => {
            socket.resetAndDestroy();
            resolve();
          }, 100);
        }
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
      .sendMail({ from: 'app@example.com', to: 'after@example.com', subject: 'Still here', text: 'Hello' });
    expect((await waitForMail(dir, 'after@example.com')).subject).toBe('Still here');
  } finally {
    await sink.stop();
  }
});
