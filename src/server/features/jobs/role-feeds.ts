// Feeds of open roles (issue #34): RSS 2.0, Atom 1.0 and JSON Feed, narrowed by the manual search's filters, so an
// advisor follows new roles in the reader they already use. Only public roles go in: each item links to the role's
// public page, which shows anyone the same facts (the sitemap lists them too), so a feed gives a free plan nothing
// its locked cards hide. Written by the `feed` package, which knows each format's rules.
import { Feed } from 'feed';
import { compensationLabel, engagementLabel, workTypeLabel } from '@shared/job-labels';
import { previewText } from '@shared/preview-text';
import {
  ROLE_FEED_FORMATS,
  roleFeedPath,
  type RoleFeedFilters,
  type RoleFeedFormat,
} from '@shared/schemas/jobs';
import type { Db } from '../../db/client';
import { findFeedJobs } from './jobs.service';
import { ROLE_FEED_SIZE } from './role-feeds.definitions';

const SUMMARY_CHARS = 400;

type FeedJob = Awaited<ReturnType<typeof findFeedJobs>>[number];

const FILTER_LABELS: Record<keyof RoleFeedFilters, string> = {
  title: 'title',
  industry: 'industry',
  city: 'city',
  country: 'country',
  company: 'company',
  workType: 'work type',
  compensation: 'compensation',
  engagement: 'engagement',
};

/** "title “CFO”, country “UK”": what the feed is narrowed to, in its title and description. */
function describeFilters(filters: RoleFeedFilters): string {
  return Object.entries(filters)
    .filter(([, value]) => value)
    .map(([name, value]) => `${FILTER_LABELS[name as keyof RoleFeedFilters]} “${value}”`)
    .join(', ');
}

/** Plain text: the facts, then the start of the company's summary or the description (stored as sanitized HTML). */
function summaryOf(job: FeedJob): string {
  const facts = [
    [job.city, job.country].filter(Boolean).join(', '),
    job.type === 'unspecified' ? null : workTypeLabel(job.type),
    engagementLabel(job.engagementType),
    compensationLabel(job.compensationType),
  ].filter(Boolean);
  const excerpt = previewText(job.companySummary || job.jobDescription, SUMMARY_CHARS);
  return [facts.join(' · '), excerpt].filter(Boolean).join('\n\n');
}

export async function buildRoleFeed(
  db: Db,
  {
    format,
    filters,
    origin,
    siteName,
  }: { format: RoleFeedFormat; filters: RoleFeedFilters; origin: string; siteName: string },
): Promise<string> {
  const jobs = await findFeedJobs(db, filters, ROLE_FEED_SIZE);
  const narrowed = describeFilters(filters);
  const selfUrl = (f: RoleFeedFormat) => origin + roleFeedPath(f, filters);
  const feed = new Feed({
    id: selfUrl(format),
    title: `${siteName}: open board roles${narrowed ? ` (${narrowed})` : ''}`,
    description: `The newest open board and advisory roles on ${siteName}${narrowed ? `, with ${narrowed}` : ''}.`,
    link: origin + '/',
    language: 'en',
    // The newest role's date, so an unchanged feed says the same thing each time it is read (and is cached so).
    updated: jobs[0]?.postedDate ?? new Date(0),
    generator: siteName,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${siteName}`,
    // Atom wants an author on the feed unless every entry has one.
    author: { name: siteName, link: origin + '/' },
    feedLinks: Object.fromEntries(
      (Object.keys(ROLE_FEED_FORMATS) as RoleFeedFormat[]).map((f) => [f, selfUrl(f)]),
    ),
  });
  for (const job of jobs) {
    const link = `${origin}/job/${encodeURIComponent(job.publicJobSlug ?? job.id)}`;
    feed.addItem({
      id: link,
      link,
      title: job.companyName ? `${job.title} at ${job.companyName}` : job.title,
      description: summaryOf(job),
      date: job.postedDate,
      published: job.postedDate,
      // RSS 2.0 wants an e-mail address as an item's author, which a company's name is not: its title names it.
      ...(job.companyName && format !== 'rss' ? { author: [{ name: job.companyName }] } : {}),
      ...(job.industry ? { category: [{ name: job.industry }] } : {}),
    });
  }
  if (format === 'rss') return feed.rss2();
  if (format === 'atom') return feed.atom1();
  return feed.json1();
}
