// The SMTP sink for one Vitest file: started before its tests, stopped after, with a mailer that delivers to it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createSmtpMailer, type Mailer } from '@server/lib/mailer';
import { startMailSink } from './mail-sink';

export function useMailSink(prefix = 'boardly-mail-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let sink: Awaited<ReturnType<typeof startMailSink>> | undefined;
  beforeAll(async () => {
    sink = await startMailSink(dir);
  });
  afterAll(async () => {
    await sink?.stop();
  });
  // Built per message: the sink's port is known only once it has started.
  const mailer: Mailer = {
    send: (message) =>
      createSmtpMailer({
        smtpUrl: `smtp://127.0.0.1:${sink?.port ?? 0}`,
        from: 'Boardly <no-reply@boardly.example>',
      }).send(message),
  };
  return { dir, mailer };
}
