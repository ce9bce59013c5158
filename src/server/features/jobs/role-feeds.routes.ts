// GET /feeds/roles.rss, /feeds/roles.atom and /feeds/roles.json: the open roles feeds (role-feeds.ts), filtered by
// the manual search's query parameters. The same answer for every reader, so each is kept whole per jobs content
// version, like the public job pages: a new or closed role is in the next read.
import { ROLE_FEED_FORMATS, type RoleFeedFormat } from '@shared/schemas/jobs';
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import type { ReadCaches } from '../../lib/read-caches';
import { cachedByVersion } from '../../lib/response-cache';
import { roleFeedRoute } from './role-feeds.definitions';
import { buildRoleFeed } from './role-feeds';

/** Readers poll; ten minutes between their reads costs a new role at most that long. */
const FEED_CACHE_CONTROL = 'public, max-age=600';

export function roleFeedRoutes(deps: AppDeps, { versions, responses }: ReadCaches) {
  const router = createApiRouter();
  const cached = cachedByVersion(
    responses,
    () => versions('jobs'),
    (c) => `feed ${c.req.path}?${new URL(c.req.url).searchParams.toString()}`,
  );
  for (const format of Object.keys(ROLE_FEED_FORMATS) as RoleFeedFormat[]) {
    router.openapi({ ...roleFeedRoute(format), middleware: [cached] }, async (c) => {
      const body = await buildRoleFeed(deps.db, {
        format,
        filters: c.req.valid('query'),
        origin: deps.env.APP_URL,
        siteName: deps.env.SITE_NAME,
      });
      return c.body(body, 200, {
        'Content-Type': `${ROLE_FEED_FORMATS[format].mediaType}; charset=utf-8`,
        'Cache-Control': FEED_CACHE_CONTROL,
      });
    });
  }
  return router;
}
