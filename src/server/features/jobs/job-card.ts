// How a job row leaves the server: the card (identifying fields only when unlocked) and the public page shape.
import type { JobCard, PublicJob } from '@shared/schemas/jobs';
import type { jobs } from '../../db/schema';
import { regionOf } from './location-region';

/** A role as the cards and pages read it; the full-text search vector is never sent (it is large and internal). */
export type JobRow = Omit<typeof jobs.$inferSelect, 'searchVector'>;

/** A role takes applications inside the product when a company on Boardly owns it and it has no external page. */
export const acceptsApplications = (row: Pick<JobRow, 'postedBy' | 'jobUrl'>) =>
  row.postedBy !== null && !row.jobUrl;

export function toJobCard(row: JobRow, { locked, applied }: { locked: boolean; applied: boolean }): JobCard {
  if (locked) {
    return {
      locked: true,
      industry: row.industry,
      engagementType: row.engagementType,
      compensationType: row.compensationType,
      region: regionOf(row.country),
    };
  }
  return {
    id: row.id,
    title: row.title,
    industry: row.industry,
    type: row.type,
    engagementType: row.engagementType,
    compensationType: row.compensationType,
    city: row.city,
    country: row.country,
    postedDate: row.postedDate.toISOString(),
    locked: false,
    applied,
    details: {
      companyName: row.companyName,
      companyUrl: row.companyUrl,
      companySummary: row.companySummary,
      jobDescription: row.jobDescription,
      salary: row.salary,
      jobUrl: row.jobUrl,
      logoUrl: row.logoUrl,
      publicJobSlug: row.publicJobSlug,
      acceptsApplications: acceptsApplications(row),
    },
  };
}

/** What a role says about itself, the same on its public page and in the company's own list of positions. */
export function jobContentOf(row: JobRow) {
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    companyUrl: row.companyUrl,
    companySummary: row.companySummary,
    jobDescription: row.jobDescription,
    industry: row.industry,
    type: row.type,
    engagementType: row.engagementType,
    compensationType: row.compensationType,
    salary: row.salary,
    city: row.city,
    country: row.country,
    jobUrl: row.jobUrl,
    logoUrl: row.logoUrl,
  };
}

export function toPublicJob(
  row: JobRow,
  applied: boolean,
): Omit<PublicJob, 'responsiveness' | 'compensationContext'> {
  return {
    ...jobContentOf(row),
    postedDate: row.postedDate.toISOString(),
    publicJobSlug: row.publicJobSlug,
    acceptsApplications: acceptsApplications(row),
    applied,
  };
}
