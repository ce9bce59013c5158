// Demo saved searches (decision 045), made through the same service an advisor's "Save this search" calls: the demo
// advisor follows finance roles instantly and part-time roles in the United Kingdom daily; the subscriber follows
// technology roles weekly.
import type { Db } from '@server/db/client';
import { createSavedSearch } from '../saved-searches/saved-searches.service';

const advisorActor = (id: string, email: string) => ({
  id,
  email,
  role: 'advisor' as const,
  emailVerified: true,
});

export async function seedDemoSavedSearches(
  db: Db,
  advisors: { advisor: { id: string; email: string }; subscriber: { id: string; email: string } },
) {
  const start = Date.now();
  let saved = 0;
  // A millisecond apart, so the list (oldest first) shows them in this order.
  const save = (
    who: { id: string; email: string },
    input: Parameters<typeof createSavedSearch>[1]['input'],
  ) =>
    createSavedSearch(
      { db, now: new Date(start + saved++) },
      { actor: advisorActor(who.id, who.email), input },
    );
  await save(advisors.advisor, {
    name: 'Finance board seats',
    filters: { industry: 'Finance' },
    frequency: 'instant',
  });
  await save(advisors.advisor, {
    name: 'Part-time roles in the UK',
    filters: { country: 'United Kingdom', engagement: 'part-time' },
    frequency: 'daily',
  });
  await save(advisors.subscriber, {
    name: 'Technology boards',
    filters: { industry: 'Technology' },
    frequency: 'weekly',
  });
}
