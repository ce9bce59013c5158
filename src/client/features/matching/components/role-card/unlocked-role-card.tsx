import { useId } from 'react';
import { BriefcaseBusiness, Clock3, Coins, MapPin } from 'lucide-react';
import type { MatchResult, UnlockedJobCard } from '@shared/schemas/jobs';
import {
  compensationLabel,
  engagementLabel,
  locationOf,
  previewText,
  workTypeLabel,
} from '@client/lib/job-text';
import { CompanyLogo } from '@client/components/company/company-logo';
import { MatchExplanation } from '@client/components/match-fit/match-explanation';
import { ScoreMeter } from '@client/components/match-fit/score-meter';
import { FactList, type Fact } from './fact-list';
import { ImprovementHints } from './improvement-hints';
import { MATCH_LOGO } from './match-logo';
import { RoleCardFooter } from './role-card-footer';

/** An unlocked role: title, company, facts, the fit (AI mode), a preview of the description and Learn More. */
export function UnlockedRoleCard({
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

      {match ? <ImprovementHints hints={match.improvements} /> : null}

      <RoleCardFooter
        postedDate={job.postedDate}
        applied={job.applied}
        titleId={titleId}
        onLearnMore={() => onLearnMore(job, match)}
      />
    </article>
  );
}

function DescriptionPreview({ html }: { html: string | null }) {
  const text = previewText(html);
  if (!text) return null;
  return <p className="max-w-prose text-sm leading-6 text-body">{text}</p>;
}
