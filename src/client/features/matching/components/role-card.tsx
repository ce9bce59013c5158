import { useId } from 'react';
import { Link } from 'react-router';
import {
  BriefcaseBusiness,
  CalendarDays,
  Check,
  Clock3,
  Coins,
  Globe2,
  Lightbulb,
  Lock,
  MapPin,
} from 'lucide-react';
import type { JobCard, LockedJobCard, MatchResult, UnlockedJobCard } from '@shared/schemas/jobs';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/lib/paths';
import {
  compensationLabel,
  engagementLabel,
  formatDate,
  locationOf,
  previewText,
  workTypeLabel,
} from '@client/lib/job-text';
import { CompanyLogo } from '@client/components/company/company-logo';
import { MatchExplanation } from '@client/components/match-fit/match-explanation';
import { ScoreMeter } from '@client/components/match-fit/score-meter';

/** Match cards show a smaller, squarer logo than job pages. */
const MATCH_LOGO = 'size-12 rounded-control text-sm';

interface RoleCardProps {
  job: JobCard;
  /** AI mode: the score, confidence, reasons and improvement hints of this role. */
  match?: Omit<MatchResult, 'job'>;
  onLearnMore: (job: UnlockedJobCard, match?: Omit<MatchResult, 'job'>) => void;
}

/** One role in a list: a match card (AI mode) or a plain role card (manual mode); locked roles hide details. */
export function RoleCard({ job, match, onLearnMore }: RoleCardProps) {
  return job.locked ? (
    <LockedRoleCard job={job} match={match} />
  ) : (
    <UnlockedRoleCard job={job} match={match} onLearnMore={onLearnMore} />
  );
}

type Fact = { icon: typeof MapPin; label: string; value: string | null };

function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value);
  if (shown.length === 0) return null;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
      {shown.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon aria-hidden className="size-4 shrink-0 text-accent-strong/80" />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A locked role: the server sends only its industry, engagement, compensation and region (and, in AI mode, the
 * score), nothing that names it; the title, company and the rest come with a Pro plan.
 */
function LockedRoleCard({
  job,
  match,
}: {
  job: LockedJobCard;
  match?: Omit<MatchResult, 'job'> | undefined;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 gap-4">
          <CompanyLogo name={null} logoUrl={null} className={MATCH_LOGO} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={titleId} className="text-lg leading-7 font-semibold break-words text-ink">
              {job.industry ? `${job.industry} role` : 'Advisory role'}
            </h3>
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <Lock aria-hidden className="size-3.5" />
              Title and company shown with Pro
            </p>
            <FactList
              facts={[
                { icon: Globe2, label: 'Region', value: job.region },
                { icon: Clock3, label: 'Engagement', value: engagementLabel(job.engagementType) },
                { icon: Coins, label: 'Compensation', value: compensationLabel(job.compensationType) },
              ]}
            />
          </div>
        </div>
        {match ? <ScoreMeter score={match.score} confidence={match.confidence} /> : null}
      </div>
      <LockedDetails />
    </article>
  );
}

function UnlockedRoleCard({
  job,
  match,
  onLearnMore,
}: {
  job: UnlockedJobCard;
  match?: Omit<MatchResult, 'job'> | undefined;
  onLearnMore: (job: UnlockedJobCard, match?: Omit<MatchResult, 'job'>) => void;
}) {
  const titleId = useId();
  const companyName = job.details.companyName;
  const facts: Fact[] = [
    { icon: MapPin, label: 'Location', value: locationOf(job) },
    { icon: BriefcaseBusiness, label: 'Work type', value: workTypeLabel(job.type) },
    { icon: Clock3, label: 'Engagement', value: engagementLabel(job.engagementType) },
    { icon: Coins, label: 'Compensation', value: compensationLabel(job.compensationType) },
  ];

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 gap-4">
          <CompanyLogo name={companyName} logoUrl={job.details.logoUrl} className={MATCH_LOGO} lazy />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={titleId} className="text-lg leading-7 font-semibold break-words text-ink">
              {job.title}
            </h3>
            <p className="text-sm font-medium text-body">{companyName}</p>
            <FactList facts={facts} />
          </div>
        </div>
        {match ? <ScoreMeter score={match.score} confidence={match.confidence} /> : null}
      </div>

      {match ? <MatchExplanation fit={match} /> : null}

      <DescriptionPreview html={job.details.jobDescription} />

      {match && match.improvements.length > 0 ? (
        <div className="rounded-control bg-sunken px-4 py-3">
          <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-body uppercase">
            <Lightbulb aria-hidden className="size-3.5" />
            Raise this match
          </h4>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm text-body">
            {match.improvements.slice(0, 3).map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-hairline pt-4">
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden className="size-4" />
          Posted {formatDate(job.postedDate)}
        </p>
        <div className="flex items-center gap-3">
          {job.applied ? (
            <Badge variant="success">
              <Check aria-hidden />
              Applied
            </Badge>
          ) : null}
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onLearnMore(job, match)}>
            Learn More
          </Button>
        </div>
      </div>
    </article>
  );
}

function DescriptionPreview({ html }: { html: string | null }) {
  const text = previewText(html);
  if (!text) return null;
  return <p className="max-w-prose text-sm leading-6 text-body">{text}</p>;
}

/** Placeholder lines (never real data: the server sends none) blurred behind the unlock action. */
function LockedDetails() {
  return (
    <div className="relative overflow-hidden rounded-control border border-dashed border-hairline bg-sunken/60">
      <div aria-hidden className="flex flex-col gap-2.5 p-4 blur-[3px] select-none">
        <div className="h-3 w-11/12 rounded-full bg-hairline" />
        <div className="h-3 w-4/5 rounded-full bg-hairline" />
        <div className="h-3 w-2/3 rounded-full bg-hairline" />
        <div className="h-3 w-3/4 rounded-full bg-hairline" />
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card/50 px-4 text-center">
        <Link to={paths.pricing()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          <Lock aria-hidden />
          Unlock to view full details
        </Link>
        <p className="text-xs text-muted">Company, pay and the full description come with a Pro plan.</p>
      </div>
    </div>
  );
}

export function RoleCardSkeleton({ withScore = false }: { withScore?: boolean }) {
  return (
    <div
      aria-hidden
      className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:justify-between">
        <div className="flex flex-1 gap-4">
          <Skeleton className="size-12" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
        {withScore ? (
          <div className="flex w-full flex-col gap-2 sm:w-44">
            <Skeleton className="h-7 w-20" />
            <Skeleton className="h-2 w-full rounded-full" />
          </div>
        ) : null}
      </div>
      <Skeleton className="h-12" />
      <div className="flex justify-between border-t border-hairline pt-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  );
}
