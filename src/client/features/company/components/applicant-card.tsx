import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, MapPin } from 'lucide-react';
import { isApplicationFinal } from '@shared/application-lifecycle';
import type { ApplicantCard as ApplicantCardData } from '@shared/schemas/company';
import { applicationStatusVariant, Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { MatchExplanation } from '@client/components/match-fit/match-explanation';
import { ScoreMeter } from '@client/components/match-fit/score-meter';
import { appliedAgo, locationOf, STATUS_LABELS, valueLabel } from '../lib/labels';
import { AdvisorAvatar } from '@client/components/advisor/advisor-avatar';
import { ChipList } from './chip-list';
import { StatusControl } from './status-control';
import { useCompanyMay } from '@client/components/company-role';

/** Where the advisor page's "back" leads: the applicants view this card was on. */
export interface AdvisorLinkState {
  from: string;
}

/**
 * What other features show in each applicant's card (features never import each other): the route module
 * (app/routes/company-applicants.tsx) composes them and passes them in.
 */
export interface ApplicantCardParts {
  /** Under the card's facts, before its actions. */
  renderReview?: (applicant: ApplicantCardData) => ReactNode;
  /** In the card's row of actions, after the status control. */
  renderActions?: (applicant: ApplicantCardData) => ReactNode;
}

/** One application: the spec's applicant card fields, the status badge and the status control. */
export function ApplicantCard({
  applicant,
  jobTitle,
  backTo,
  parts,
}: {
  applicant: ApplicantCardData;
  jobTitle: string;
  backTo: string;
  parts?: ApplicantCardParts;
}) {
  const { advisor } = applicant;
  const may = useCompanyMay();
  const location = locationOf(advisor);
  const facts: [string, string][] = [
    ['Experience', advisor.yearsExperience !== null ? `${advisor.yearsExperience} years` : 'Not specified'],
    [
      'Hours per month',
      advisor.hoursAvailable !== null ? `${advisor.hoursAvailable} hours` : 'Not specified',
    ],
    ['Work preference', valueLabel(advisor.workPreference) ?? 'Not specified'],
    ['Compensation', valueLabel(advisor.compensationPreference[0]) ?? 'Not specified'],
  ];
  return (
    <article
      aria-label={advisor.name}
      className="flex flex-col gap-4 rounded-card border border-hairline bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex items-start gap-4">
        <AdvisorAvatar name={advisor.name} photoUrl={advisor.photoUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="text-base leading-6 font-semibold break-words text-ink">{advisor.name}</h3>
            <Badge variant={applicationStatusVariant[applicant.status]}>
              {STATUS_LABELS[applicant.status]}
            </Badge>
          </div>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            {location ? (
              <span className="flex items-center gap-1.5">
                <MapPin aria-hidden className="size-3.5" />
                {location}
              </span>
            ) : null}
            <span className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-3.5" />
              <time dateTime={applicant.createdAt}>{appliedAgo(applicant.createdAt)}</time>
            </span>
          </p>
        </div>
      </div>
      <section
        aria-label={`Fit to ${jobTitle}`}
        className="flex flex-col gap-3 rounded-control border border-hairline p-4 sm:flex-row sm:gap-6"
      >
        <ScoreMeter
          score={applicant.fit.score}
          confidence={applicant.fit.confidence}
          lowConfidenceNote="Low confidence — this advisor’s profile is incomplete"
        />
        <MatchExplanation fit={applicant.fit} />
      </section>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-control bg-surface px-4 py-3 text-sm lg:grid-cols-4">
        {facts.map(([term, detail]) => (
          <div key={term} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-xs font-medium text-muted">{term}</dt>
            <dd className="font-medium text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Skills</h4>
          <ChipList label="Skills" items={advisor.skills} more={advisor.moreSkills} />
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Industries</h4>
          <ChipList label="Industries" items={advisor.industries} more={advisor.moreIndustries} />
        </div>
      </div>
      {parts?.renderReview?.(applicant)}
      <div className="flex flex-wrap items-center gap-2 border-t border-hairline pt-4">
        <Link
          to={paths.companyAdvisor(advisor.id)}
          state={{ from: backTo } satisfies AdvisorLinkState}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          View Full Profile
        </Link>
        {/* Withdrawn and closed applications have ended: their status no longer changes. Interviewers review only. */}
        {isApplicationFinal(applicant.status) || !may('applications') ? null : (
          <StatusControl
            applicationId={applicant.applicationId}
            advisorName={advisor.name}
            jobTitle={jobTitle}
            status={applicant.status}
          />
        )}
        {parts?.renderActions?.(applicant)}
      </div>
    </article>
  );
}
