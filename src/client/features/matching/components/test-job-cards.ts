// One unlocked role card for the matching component tests; each test overrides what it is about. The same sample
// role as the engine's fixtures (server/features/matching/engine/test-fixtures.ts) on purpose, in the card's wire
// shape: the client may not import the server's fixtures.
import type { UnlockedJobCard } from '@shared/schemas/jobs';

export const unlockedJobCard = (
  details: Partial<UnlockedJobCard['details']> = {},
  over: Partial<UnlockedJobCard> = {},
): UnlockedJobCard => ({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Fundraising Advisor',
  industry: 'Finance',
  type: 'remote',
  engagementType: 'part-time',
  compensationType: 'paid',
  city: 'London',
  country: 'United Kingdom',
  postedDate: '2026-11-01T00:00:00.000Z',
  locked: false,
  applied: false,
  details: {
    companyName: 'Ledgerline',
    companyUrl: null,
    companySummary: 'A finance company.',
    jobDescription: '<p>Help us raise.</p><ul><li>Quarterly board meetings</li></ul>',
    salary: '$1,500/month',
    jobUrl: null,
    logoUrl: null,
    publicJobSlug: 'fundraising-advisor-ledgerline',
    acceptsApplications: true,
    ...details,
  },
  ...over,
});
