import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { landingContainer } from './section-heading';

interface HeroSectionProps {
  signedIn: boolean;
  siteName: string;
}

const assurances = [
  'Paid, equity and pro-bono roles',
  'Matched on experience, not keywords',
  'Built for part-time board work',
];

export function HeroSection({ signedIn, siteName }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink text-white">
      <HeroBackdrop />
      <div
        className={cn(
          landingContainer,
          'grid items-center gap-14 py-20 sm:py-24 lg:grid-cols-[1.3fr_0.7fr] lg:py-28',
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium tracking-wide text-white/85">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
            AI-matched board and advisory roles
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-4xl leading-[1.08] font-medium tracking-tight text-balance text-white sm:text-5xl lg:text-[3.5rem]"
          >
            Experienced leaders, matched to the <span className="text-accent">boards that need them</span>.
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
            {siteName} connects former executives, founders and operators with companies hiring board members
            and advisors. We read both sides — experience, industry, stage and terms — and surface the fits
            worth a conversation.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to={signedIn ? paths.advisorMatchmaking() : paths.auth({ role: 'advisor' })}
              className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              I want a Board of Advisor role
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to={paths.auth({ role: 'company' })}
              className={buttonClasses({ variant: 'outline', size: 'lg', className: heroOutlineButton })}
            >
              I'm hiring a Board Member
            </Link>
          </div>
          <ul className="mt-10 flex flex-col gap-2.5 text-sm text-white/70 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {assurances.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <MatchPreview />
      </div>
    </section>
  );
}

/** The outline button restyled for the navy surface: a light hairline and light text. */
export const heroOutlineButton =
  'w-full border-white/25 bg-transparent text-white shadow-none hover:border-white/45 hover:bg-white/10 sm:w-auto';

/** Quiet texture behind the hero: a fine grid fading out and a low brass glow. Pure CSS, no network. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.045)_1px,transparent_1px)] mask-[radial-gradient(ellipse_at_top_right,black_20%,transparent_70%)] bg-size-[56px_56px]" />
      <div className="absolute -top-64 -right-48 size-[40rem] rounded-full bg-accent/10 blur-3xl" />
      <div className="absolute inset-x-0 bottom-0 h-px bg-linear-to-r from-transparent via-accent/50 to-transparent" />
    </div>
  );
}

const previewReasons = ['Fintech', 'Fundraising', 'Risk Management', 'Remote'];

/** An illustrative match card: it shows what the product does without a screenshot. Decorative only. */
function MatchPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div className="absolute -inset-4 -z-10 rounded-[20px] border border-white/10 bg-white/[0.03]" />
      <div className="rotate-[1.5deg] rounded-card border border-white/10 bg-card p-6 text-body shadow-overlay">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-accent-strong uppercase">
              Series A · Fintech
            </p>
            <p className="mt-2 font-display text-xl leading-snug text-ink">Independent Board Director</p>
            <p className="mt-1 text-sm text-muted">Ledgerline</p>
          </div>
          <div className="text-right">
            <p className="font-display text-3xl leading-none text-ink">94</p>
            <p className="mt-1 text-xs text-muted">match</p>
          </div>
        </div>
        <div className="mt-5 h-1.5 overflow-hidden rounded-full bg-sunken">
          <div className="h-full w-[94%] rounded-full bg-accent" />
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          {previewReasons.map((reason) => (
            <span
              key={reason}
              className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-medium text-accent-strong"
            >
              {reason}
            </span>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-between border-t border-hairline pt-4 text-sm">
          <span className="text-muted">$2,500/month · 0.5% equity</span>
          <span className="font-medium text-ink">Apply</span>
        </div>
      </div>
      <div className="absolute -bottom-20 -left-8 w-56 -rotate-2 rounded-card border border-white/10 bg-ink-hover p-4 shadow-overlay">
        <p className="text-xs text-white/60">New match this week</p>
        <p className="mt-1 text-sm font-medium text-white">Scientific Advisory Board</p>
        <p className="mt-0.5 text-xs text-accent">Biotechnology · 1.5% equity</p>
      </div>
    </div>
  );
}
