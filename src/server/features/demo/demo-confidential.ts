// The demo's confidential advisor (issue #34, decision 044): a complete profile whose owner turned confidential mode
// on through the same service as the settings screen, so the demo company finds "Fintech CFO · London · 22 years"
// in search instead of a name, and one demo employer (named by the advisor) never finds them at all.
import { createAdvisor } from '@tests/factories';
import type { Db } from '@server/db/client';
import { updateMyConfidentiality } from '../advisor-profile/confidentiality.service';

export async function seedConfidentialAdvisor(
  db: Db,
  { email, password, hiddenFrom }: { email: string; password: string; hiddenFrom: string },
) {
  const { user } = await createAdvisor(db, {
    user: { email, password, name: 'Priya Raman' },
    profile: {
      firstName: 'Priya',
      lastName: 'Raman',
      publicProfileSlug: 'priya-raman',
      city: 'London',
      country: 'United Kingdom',
      yearsExperience: 22,
      industries: ['Finance', 'Fundraising', 'Technology'],
      linkedinUrl: 'https://www.linkedin.com/in/priya-raman-demo',
      calendlyLink: null,
      biography:
        `CFO at ${hiddenFrom}, previously finance director at two payments scale-ups. I have led fundraising ` +
        'rounds from Series A to pre-IPO, chaired an audit committee and built finance teams across three ' +
        'countries. Looking quietly for a first independent board seat in fintech.',
      advisorExperience: [
        { company: 'Paycircle', website: 'https://paycircle.example', role: 'Audit Committee Chair' },
      ],
    },
  });
  await updateMyConfidentiality(
    { db, now: new Date() },
    {
      actor: { id: user.id, email: user.email, role: 'advisor', emailVerified: true },
      input: { enabled: true, headline: 'Fintech CFO', hiddenFrom: [hiddenFrom] },
    },
  );
  return user;
}
