import { Link } from 'react-router';
import { ArrowRight, Banknote, Lock, ChartPie } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { SAMPLE_OPPORTUNITIES, type SampleOpportunity } from '../sample-opportunities';
import { SectionHeading, landingContainer } from './section-heading';

/** The teaser grid for visitors without a subscription; every link leads to /auth (spec part 1 §2). */
export function OpportunitiesSection() {
  return (
    <section aria-labelledby="opportunities-title" className="py-20 sm:py-24">
      <div className={landingContainer}>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="opportunities-title"
            eyebrow="A preview of the market"
            title="Future Advisory Opportunities"
            lead="A sample of the board and advisory roles companies bring to us. A paid subscription — monthly, annual or lifetime — unlocks full role details and lets you apply."
          />
          <Link
            to={paths.auth()}
            className={buttonClasses({
              variant: 'secondary',
              size: 'md',
              className: 'self-start md:self-auto',
            })}
          >
            View All Opportunities
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SAMPLE_OPPORTUNITIES.map((opportunity) => (
            <li key={opportunity.id} className="flex">
              <OpportunityCard opportunity={opportunity} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OpportunityCard({ opportunity }: { opportunity: SampleOpportunity }) {
  const titleId = `${opportunity.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-card border border-hairline bg-card p-5 shadow-soft transition-[border-color,box-shadow] hover:border-control/40 hover:shadow-overlay"
    >
      <p className="self-start rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-strong">
        {opportunity.industry}
      </p>
      <h3 id={titleId} className="mt-4 text-base leading-snug font-semibold">
        {opportunity.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{opportunity.company}</p>
      <dl className="mt-5 space-y-2 text-sm text-body">
        <div className="flex items-center gap-2">
          <dt className="flex items-center">
            <Banknote aria-hidden="true" className="size-4 text-muted" />
            <span className="sr-only">Compensation</span>
          </dt>
          <dd>{opportunity.compensation}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center">
            <ChartPie aria-hidden="true" className="size-4 text-muted" />
            <span className="sr-only">Equity</span>
          </dt>
          <dd>{opportunity.equity}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <Link
          to={paths.auth()}
          aria-describedby={titleId}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-full' })}
        >
          <Lock aria-hidden="true" className="text-muted" />
          View Details
        </Link>
      </div>
    </article>
  );
}
