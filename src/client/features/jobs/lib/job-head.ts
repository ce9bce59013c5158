// Head tags and schema.org JobPosting of the public job page (spec part 2: "page metadata — title, description,
// canonical link, social preview image falling back to the site icon — is set from the job"), and of a shared
// position. Declared by their route modules (decision 025) and written by the server into the document, so link
// previews and crawlers read them; computed from the same answer the page shows.
import { LIMITS } from '@shared/constants';
import type { DocumentHead } from '@shared/document-head';
import type { PublicJob } from '@shared/schemas/jobs';
import { previewText } from '@client/lib/job-text';

interface Site {
  name: string;
  origin: string;
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'part-time': 'PART_TIME',
  'full-time': 'FULL_TIME',
  'ad-hoc': 'CONTRACTOR',
  volunteer: 'VOLUNTEER',
};
/** Listings stay valid for 90 days after posting unless the company closes them sooner. */
const VALID_FOR_MS = 90 * 24 * 3600 * 1000;

const shareDescription = (job: {
  jobDescription: string | null;
  companySummary: string | null;
  title: string;
}) => previewText(job.jobDescription ?? job.companySummary ?? job.title, LIMITS.shareDescriptionChars);

/** `/job/{idOrSlug}`; `job` undefined: the role does not exist (or is not public): not indexed. */
export function jobHead(job: PublicJob | undefined, site: Site): DocumentHead {
  if (!job) return { title: `Role not found | ${site.name}`, noindex: true };
  const canonicalUrl = `${site.origin}/job/${encodeURIComponent(job.publicJobSlug ?? job.id)}`;
  const description = shareDescription(job);
  const image = job.logoUrl ? new URL(job.logoUrl, site.origin).toString() : `${site.origin}/favicon.svg`;
  const posted = new Date(job.postedDate);
  return {
    title: `${job.title} at ${job.companyName} | ${site.name}`,
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
}

/** `/position/{jobId}`, the link a company shares; the role's own page (/job/…) is the canonical one. */
export function positionHead(
  position:
    | {
        id: string;
        title: string;
        companyName: string;
        jobDescription: string | null;
        companySummary: string | null;
      }
    | undefined,
  site: Site,
): DocumentHead {
  if (!position) return { title: `Position not found | ${site.name}`, noindex: true };
  return {
    title: `${position.title} at ${position.companyName} | ${site.name}`,
    description: shareDescription(position),
    canonicalUrl: `${site.origin}/position/${encodeURIComponent(position.id)}`,
    imageUrl: `${site.origin}/favicon.svg`,
  };
}
