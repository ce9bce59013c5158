import type { PageQueries } from '../page-table';

/** The invitations the company sent, filtered and paged as the URL says. */
export const queries: PageQueries = async ({ search }) => {
  const [messaging, { readSentInvitationsQuery }] = await Promise.all([
    import('@client/features/messaging/api/messaging-queries'),
    import('@client/features/messaging/lib/sent-invitations-query'),
  ]);
  return [messaging.sentInvitationsQueryOptions(readSentInvitationsQuery(search))];
};
