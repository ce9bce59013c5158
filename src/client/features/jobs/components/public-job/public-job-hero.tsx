import { BriefcaseBusiness, CalendarDays, MapPin } from 'lucide-react';
import type { PublicJob } from '@shared/schemas/jobs';
import { cn } from '@client/lib/cn';
import { locationOf, valueLabel } from '@client/lib/job-text';
import { useFormatDate } from '@client/lib/use-format-date';
import { CompanyLogo } from '@client/components/company/company-logo';
import { CompanyName } from '@client/components/company/company-name';
import { ResponsivenessLine } from '@client/components/job/responsiveness-line';
import { DarkHero, HeroFacts } from '@client/components/public-page/dark-hero';
import { onDarkOutline } from '@client/components/public-page/public-page-layout';
import { JobApplyButton, type JobViewer } from '../job-apply-button';
import { Island } from '@client/components/island';
import { ShareJobButton, shareTargetOf } from '../share-job-dialog';

/** The dark head of the job page: logo, title, company, place, type, posted date, apply and share. */
export function PublicJobHero({ job, viewer }: { job: PublicJob; viewer: JobViewer }) {
  const formatDate = useFormatDate();
  const location = locationOf(job);
  return (
    <DarkHero labelledBy="job-title" align="start">
      <CompanyLogo
        name={job.companyName}
        logoUrl={job.logoUrl}
        className="size-20 border-white/15 sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">Board & advisory role</p>
        <h1
          id="job-title"
          className="font-display text-3xl leading-tight font-medium tracking-tight break-words text-white sm:text-5xl"
        >
          {job.title}
        </h1>
        <p className="text-lg text-white/90">
          <CompanyName name={job.companyName} url={job.companyUrl} />
        </p>
        <HeroFacts
          facts={[
            { icon: MapPin, text: location },
            { icon: BriefcaseBusiness, text: valueLabel(job.type) },
            { icon: CalendarDays, text: `Posted ${formatDate(job.postedDate)}` },
          ]}
        />
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <JobApplyButton job={job} viewer={viewer} />
          <Island
            name="share-job"
            component={ShareJobButton}
            props={{ job: shareTargetOf(job), className: cn('h-12', onDarkOutline) }}
          />
        </div>
        <ResponsivenessLine
          figures={job.responsiveness}
          compact
          className="max-w-prose text-white/80 [&_svg]:text-accent"
        />
      </div>
    </DarkHero>
  );
}
