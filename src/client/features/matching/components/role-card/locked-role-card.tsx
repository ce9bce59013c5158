import { useId } from 'react';
import { Clock3, Coins, Globe2, Lock } from 'lucide-react';
import type { LockedJobCard, MatchResult } from '@shared/schemas/jobs';
import { compensationLabel, engagementLabel } from '@client/lib/job-text';
import { CompanyLogo } from '@client/components/company/company-logo';
import { ScoreMeter } from '@client/components/match-fit/score-meter';
import { FactList } from './fact-list';
import { LockedDetails } from './locked-details';
import { MATCH_LOGO } from './match-logo';

/**
 * A locked role: the server sends only its industry, engagement, compensation and region (and, in AI mode, the
 * score), nothing that names it; the title, company and the rest come with a Pro plan.
 */
export function LockedRoleCard({
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
