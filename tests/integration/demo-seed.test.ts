// The demo seed shows messaging working at first start: every demo login has an unread conversation, the demo
// advisor a pending invitation, the demo company applicants in every status and ~40 advisors to search.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemoData } from '@server/db/seed';
import { applications, jobs, profiles } from '@server/db/schema';
import type { InvitationList, ThreadList, UnreadCounts } from '@shared/schemas/messaging';
import { signedInClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

describe('demo seed', () => {
  const t = useTestApp();

  it('gives each demo login an unread conversation, and the company applicants in every status', async () => {
    await seedDemoData(t.database.db);
    for (const login of DEMO_LOGINS) {
      const client = await signedInClient(t.app, login.email, login.password);
      const counts = await client.get<UnreadCounts>('/api/notifications/counts');
      expect(counts.body.messages, login.email).toBeGreaterThan(0);
      const threads = await client.get<ThreadList>('/api/threads');
      expect(
        threads.body.items.some((item) => item.unread > 0),
        login.email,
      ).toBe(true);
    }
    const advisor = await signedInClient(t.app, DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
    const invitations = await advisor.get<InvitationList>('/api/invitations');
    expect(invitations.body.items.map((item) => item.status)).toEqual(['pending']);

    const company = await t.database.db.query.user.findFirst({
      where: (u, { eq: equals }) => equals(u.email, DEMO_LOGINS[1].email),
    });
    const statuses = await t.database.db
      .selectDistinct({ status: applications.status })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(jobs.postedBy, company!.id));
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'applied',
      'contacted',
      'hired',
      'rejected',
      'shortlisted',
    ]);
    const [{ advisors } = { advisors: 0 }] = await t.database.db
      .select({ advisors: count() })
      .from(profiles)
      .where(eq(profiles.role, 'advisor'));
    expect(advisors).toBeGreaterThanOrEqual(40);
  }, 120_000);
});
