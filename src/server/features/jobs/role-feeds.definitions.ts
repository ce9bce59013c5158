// The definitions of the open roles feeds (createRoute), one per format, beside their handlers in
// role-feeds.routes.ts (decision 020; docs/architecture.md).
import { createRoute } from '@hono/zod-openapi';
import { ROLE_FEED_FORMATS, RoleFeedFiltersSchema, type RoleFeedFormat } from '@shared/schemas/jobs';
import { operation, otherAnswer } from '../../lib/api-route';

/** The newest roles a feed carries: readers poll, and keep what they have seen. */
export const ROLE_FEED_SIZE = 50;

export const roleFeedRoute = (format: RoleFeedFormat) => {
  const { extension, label, mediaType } = ROLE_FEED_FORMATS[format];
  return createRoute({
    method: 'get',
    path: `/roles.${extension}`,
    ...operation({
      id: `getRoleFeed${label.replace(/\s/g, '')}`,
      tag: 'Jobs',
      summary: `Open roles as ${label}`,
      description: `The ${ROLE_FEED_SIZE} newest public open roles matching the manual search's filters, as ${label}.`,
      auth: 'anonymous',
    }),
    request: { query: RoleFeedFiltersSchema },
    responses: { 200: otherAnswer(`The feed, as ${label}.`, [mediaType]) },
  });
};
