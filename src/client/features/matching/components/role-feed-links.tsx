// Links to the open roles feeds for the filters on screen (issue #34): a feed reader follows new roles without the
// advisor coming back. The same addresses go in the document's head (React places a <link> there), where readers
// and browser extensions look for a page's feeds.
import { Rss } from 'lucide-react';
import {
  ROLE_FEED_FORMATS,
  roleFeedPath,
  type RoleFeedFilters,
  type RoleFeedFormat,
} from '@shared/schemas/jobs';

const FORMATS = Object.keys(ROLE_FEED_FORMATS) as RoleFeedFormat[];

export function RoleFeedLinks({ filters }: { filters: RoleFeedFilters }) {
  const title = 'Open board roles on Boardly';
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {FORMATS.map((format) => (
        <link
          key={format}
          rel="alternate"
          type={ROLE_FEED_FORMATS[format].mediaType}
          title={`${title} (${ROLE_FEED_FORMATS[format].label})`}
          href={roleFeedPath(format, filters)}
        />
      ))}
      <span className="inline-flex items-center gap-1.5">
        <Rss aria-hidden className="size-4" />
        Follow public roles matching these filters in a feed reader:
      </span>
      {FORMATS.map((format) => (
        <a
          key={format}
          href={roleFeedPath(format, filters)}
          className="font-medium text-accent-strong underline-offset-4 hover:underline"
        >
          {ROLE_FEED_FORMATS[format].label}
        </a>
      ))}
    </p>
  );
}
