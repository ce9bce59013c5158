// npm run mail:preview [folder] — renders every e-mail template with sample data (src/server/features/dev/
// mail-samples.ts) to <folder>/<name>.html and <name>.txt, plus an index.html linking them. Default folder:
// mail-preview/ (git-ignored). Open the index in a browser to look at the mails as a recipient would.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MAIL_SAMPLES } from '../src/server/features/dev/mail-samples';

const folder = resolve(process.argv[2] ?? 'mail-preview');
await mkdir(folder, { recursive: true });

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const rows: string[] = [];
for (const [name, renderSample] of Object.entries(MAIL_SAMPLES)) {
  const mail = await renderSample();
  await writeFile(join(folder, `${name}.html`), mail.html);
  await writeFile(join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  rows.push(
    `<li><a href="${name}.html">${escapeHtml(name)}</a> (<a href="${name}.txt">text</a>) — ${escapeHtml(mail.subject)}</li>`,
  );
}
await writeFile(
  join(folder, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Mail preview</title><h1>Mail preview</h1><ul>${rows.join('')}</ul>`,
);
console.log(`${rows.length} mails written to ${folder}/ (open index.html)`);
