// Head tags and schema.org JobPosting for /job/{idOrSlug}, rendered by the server for link previews and crawlers.
import { LIMITS } from '@shared/constants';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { stripMarkup } from '../../lib/sanitize';
import type { DocumentHead } from '../web/document';
import { getPublicJob } from './jobs.service';

const truncate = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
const EMPLOYMENT_TYPES: Record<string, string> = {
  'part-time': 'PART_TIME',
  'full-time': 'FULL_TIME',
  'ad-hoc': 'CONTRACTOR',
  volunteer: 'VOLUNTEER',
};
/** Listings stay valid for 90 days after posting unless the company closes them sooner. */
const VALID_FOR_MS = 90 * 24 * 3600 * 1000;

export async function jobHead(deps: AppDeps, path: string): Promise<DocumentHead | undefined> {
  const match = /^\/job\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  let idOrSlug: string;
  try {
    idOrSlug = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  try {
    const job = await getPublicJob(deps.db, { idOrSlug, actor: null });
    const canonicalUrl = `${deps.env.APP_URL}/job/${encodeURIComponent(job.publicJobSlug ?? job.id)}`;
    const description = truncate(
      stripMarkup(job.jobDescription ?? job.companySummary ?? job.title).replace(/\s+/g, ' '),
      LIMITS.shareDescriptionChars,
    );
    const image = job.logoUrl
      ? new URL(job.logoUrl, deps.env.APP_URL).toString()
      : `${deps.env.APP_URL}/favicon.svg`;
    const posted = new Date(job.postedDate);
    return {
      title: `${job.title} at ${job.companyName} | ${deps.env.SITE_NAME}`,
      description,
      canonicalUrl,
      imageUrl: image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: job.jobDescription ?? description,
        datePosted: posted.toISOString(),
        validThrough: new Date(posted.getTime() + VALID_FOR_MS).toISOString(),
        employmentType: EMPLOYMENT_TYPES[job.engagementType ?? ''] ?? 'OTHER',
        hiringOrganization: {
          '@type': 'Organization',
          name: job.companyName,
          ...(job.companyUrl ? { sameAs: job.companyUrl } : {}),
          logo: image,
        },
        ...(job.type === 'remote'
          ? {
              jobLocationType: 'TELECOMMUTE',
              applicantLocationRequirements: { '@type': 'Country', name: job.country ?? 'Worldwide' },
            }
          : {}),
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: job.city ?? undefined,
            addressCountry: job.country ?? undefined,
          },
        },
        url: canonicalUrl,
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return { title: `Role not found | ${deps.env.SITE_NAME}`, noindex: true };
    }
    throw error;
  }
}
