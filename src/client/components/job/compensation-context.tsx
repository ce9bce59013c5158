// A role's compensation in context (issue #35 part 5, decision 051), wherever an advisor weighs a role: the public
// role page and a match's details. Advisory equity against the FAST agreement's public grid for the company's stage;
// a paid role against the platform's own comparable roles, only from 20 of them and saying how many. When data are
// thin it says so and shows no figure.
import { Scale } from 'lucide-react';
import { FAST_LEVELS, PAY_CONTEXT_MIN_ROLES, formatPercent } from '@shared/board-matrix';
import type { CompensationContext } from '@shared/schemas/compensation';
import { engagementLabel } from '@shared/job-labels';
import { cn } from '@client/lib/cn';

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${amount.toLocaleString('en-US')} ${currency}`;
  }
};

export function equityLines(equity: NonNullable<CompensationContext['equity']>): string[] {
  const lines: string[] = [];
  const stage = equity.fastStage ? `${equity.fastStage.toLowerCase()}-stage` : null;
  if (equity.percent !== null && equity.grid && equity.placement) {
    lines.push(
      `${formatPercent(equity.percent)} advisory equity: ${equity.placement} of the FAST grid for a ${stage} company (${equity.fundingStage}).`,
    );
  } else if (equity.percent !== null) {
    lines.push(
      `${formatPercent(equity.percent)} advisory equity. ${
        equity.fundingStage
          ? `The FAST grid does not cover a ${equity.fundingStage} company, so no comparison is shown.`
          : 'The company has not given its funding stage, so no comparison is shown.'
      }`,
    );
  } else if (equity.grid) {
    lines.push(
      `Equity is offered without a figure. For a ${stage} company (${equity.fundingStage}) the FAST grid gives:`,
    );
  } else {
    lines.push(
      'Equity is offered without a figure, and the company has not given a stage the FAST grid covers.',
    );
  }
  return lines;
}

export function payLine(pay: NonNullable<CompensationContext['pay']>): string {
  const own =
    pay.monthlyFee !== null && pay.currency ? `${money(pay.monthlyFee, pay.currency)} a month. ` : '';
  if (!pay.engagementType || !pay.region || !pay.currency) {
    const missing = [
      pay.currency ? null : 'a fee currency',
      pay.region ? null : 'a country we can place in a region',
      pay.engagementType ? null : 'an engagement type',
    ].filter(Boolean);
    return `${own}No comparison: the role gives no ${missing.join(' or ')}.`;
  }
  const like = `${(engagementLabel(pay.engagementType) ?? pay.engagementType).toLowerCase()} roles in ${pay.region} paid in ${pay.currency}`;
  if (pay.median === null || pay.low === null || pay.high === null) {
    return `${own}Fewer than ${PAY_CONTEXT_MIN_ROLES} comparable ${like} on Boardly yet (${pay.count}), so no figure is shown.`;
  }
  return `${own}Median ${money(pay.median, pay.currency)} a month across ${pay.count} ${like} on Boardly (range ${money(pay.low, pay.currency)}–${money(pay.high, pay.currency)}).`;
}

export function CompensationContextNote({
  context,
  className,
}: {
  context: CompensationContext | null | undefined;
  className?: string;
}) {
  if (!context || (!context.equity && !context.pay)) return null;
  const { equity, pay } = context;
  return (
    <section
      aria-label="Compensation in context"
      className={cn(
        'flex flex-col gap-3 rounded-card border border-hairline bg-sunken/60 p-4 text-sm',
        className,
      )}
    >
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <Scale aria-hidden className="size-4 text-muted" />
        Compensation in context
      </h3>
      {equity ? (
        <div className="flex flex-col gap-2">
          {equityLines(equity).map((line) => (
            <p key={line} className="leading-6 text-body">
              {line}
            </p>
          ))}
          {equity.grid ? (
            <dl className="grid grid-cols-3 gap-2" aria-label={`FAST grid, ${equity.fastStage} stage`}>
              {FAST_LEVELS.map((level) => (
                <div
                  key={level}
                  className="rounded-control border border-hairline bg-card px-2 py-1.5 text-center"
                >
                  <dt className="text-xs text-muted">{level}</dt>
                  <dd className="font-medium text-ink">{formatPercent(equity.grid![level]!)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {/* Body colour, not muted: on the panel's tinted ground muted text misses WCAG AA contrast. */}
          <p className="text-xs text-body">
            Source:{' '}
            <a
              href={equity.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4"
            >
              the FAST agreement (Founder Institute)
            </a>
            , two-year vesting.
          </p>
        </div>
      ) : null}
      {pay ? <p className="leading-6 text-body">{payLine(pay)}</p> : null}
    </section>
  );
}
