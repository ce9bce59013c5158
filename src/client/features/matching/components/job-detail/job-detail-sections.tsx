import type { MatchFit, UnlockedJobCard } from '@shared/schemas/jobs';
import { JobDescription } from '@client/components/job/job-description';
import { MatchExplanation } from '@client/components/match-fit/match-explanation';
import { ScoreMeter } from '@client/components/match-fit/score-meter';

/** The body of the dialog: the advisor's fit (AI mode), about the company, about the role. */
export function JobDetailSections({ job, match }: { job: UnlockedJobCard; match?: MatchFit | undefined }) {
  const details = job.details;
  return (
    <>
      {match ? (
        <section
          aria-labelledby={`fit-${job.id}`}
          className="flex flex-col gap-3 rounded-card border border-hairline p-4 sm:flex-row sm:gap-6"
        >
          <h3 id={`fit-${job.id}`} className="sr-only">
            Your fit
          </h3>
          <ScoreMeter score={match.score} confidence={match.confidence} />
          <MatchExplanation fit={match} />
        </section>
      ) : null}

      {details.companySummary ? (
        <section aria-labelledby={`company-${job.id}`} className="flex flex-col gap-2">
          <h3 id={`company-${job.id}`} className="text-sm font-semibold text-ink">
            About {details.companyName}
          </h3>
          <p className="max-w-prose text-[0.9375rem] leading-7 text-body">{details.companySummary}</p>
        </section>
      ) : null}

      <section aria-labelledby={`role-${job.id}`} className="flex flex-col gap-2">
        <h3 id={`role-${job.id}`} className="text-sm font-semibold text-ink">
          About the role
        </h3>
        <JobDescription html={details.jobDescription} />
      </section>
    </>
  );
}
