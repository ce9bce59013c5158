// The demo's references (issue #34 part 3, decision 046), made through the same services as the product: each demo
// advisor asks (requestReference), the referee opens the link from the mail and writes (submitReference, the public
// page's service), and the advisor approves (decideReference). The demo runs before the job queue exists, so its
// queue only keeps the mails: the referee's link is read from the mail, as a referee would, and nothing is sent.
import type { MailMessage } from '@server/lib/mailer';
import { keepingQueue } from './demo-queue';
import type { Db } from '@server/db/client';
import { randomBytes } from 'node:crypto';
import { submitReference } from '../references/referee.service';
import { decideReference, requestReference } from '../references/references.service';

interface DemoReference {
  refereeName: string;
  refereeEmail: string;
  relationship: string;
  organisation: string;
  yearFrom: number;
  yearTo: number | null;
  body: string;
}

export const DEMO_REFERENCES: DemoReference[] = [
  {
    refereeName: 'Harriet Osei',
    refereeEmail: 'harriet.osei@referee.example',
    relationship: 'board colleague',
    organisation: 'Lumen Health plc',
    yearFrom: 2018,
    yearTo: 2023,
    body:
      'We sat together on the board for five years, and she chaired the audit committee for four of them. She ' +
      'turned a reporting process nobody trusted into one the whole board relied on, and she never let a ' +
      'difficult question go unasked — always with the courtesy that kept management talking to us.',
  },
  {
    refereeName: 'Tomás Reyes',
    refereeEmail: 'tomas.reyes@referee.example',
    relationship: 'CEO she advised',
    organisation: 'Brightwater Analytics',
    yearFrom: 2020,
    yearTo: null,
    body:
      'As our advisor through a Series B and our first acquisition she was the person I called before every hard ' +
      'decision. She knows when to push and when to let a founder learn, and our investors asked for her by name ' +
      'when we formed the board.',
  },
  {
    refereeName: 'Ingrid Solberg',
    refereeEmail: 'ingrid.solberg@referee.example',
    relationship: 'chair of the board',
    organisation: 'Nordlys Energy ASA',
    yearFrom: 2016,
    yearTo: 2021,
    body:
      'A rigorous, generous board member. He led our remuneration committee through a shareholder revolt and came ' +
      'out with a policy both sides voted for; he prepares more thoroughly than anyone I have chaired.',
  },
];

const DAY = 24 * 3600 * 1000;

/** Asks, writes and approves each reference for one advisor, through the services; returns how many were approved. */
export async function seedDemoReferences(
  db: Db,
  advisor: { id: string; email: string },
  references: DemoReference[],
  now = new Date(),
) {
  const kept: MailMessage[] = [];
  const env = {
    APP_URL: 'http://localhost',
    // The links live only inside this seed (each is used at once), so a secret of its own is enough.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SITE_NAME: 'Boardly',
    MESSAGE_MAIL_QUIET_SECONDS: 600,
  };
  const actor = { id: advisor.id, email: advisor.email, role: 'advisor' as const, emailVerified: true };
  const queue = keepingQueue(kept);
  let approved = 0;
  for (const [index, reference] of references.entries()) {
    const asked = new Date(now.getTime() - (20 - index) * DAY);
    const { body, ...input } = reference;
    const request = await requestReference({ db, queue, env, now: asked }, { actor, input });
    const mail = kept.find((message) => message.to === reference.refereeEmail);
    const link = mail?.text.match(/https?:\/\/\S*\/api\/references\/respond\?token=\S+/)?.[0];
    if (!link) throw new Error(`demo references: no link in the mail to ${reference.refereeEmail}`);
    const token = new URL(link).searchParams.get('token') ?? '';
    const written = await submitReference(
      { db, queue, env, now: new Date(asked.getTime() + 2 * DAY) },
      {
        form: {
          token,
          confirmedName: reference.refereeName,
          confirmedRelationship: reference.relationship,
          body,
          confirm: 'yes',
        },
      },
    );
    if (written.state !== 'submitted') throw new Error(`demo references: not written (${written.state})`);
    await decideReference(
      { db, now: new Date(asked.getTime() + 3 * DAY) },
      { actor, requestId: request.id, decision: 'approved' },
    );
    approved += 1;
  }
  return approved;
}
