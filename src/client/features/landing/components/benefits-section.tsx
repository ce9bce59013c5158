import type { LucideIcon } from 'lucide-react';
import { Building2, Check, UserRound } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { landingContainer } from './section-heading';

interface Audience {
  id: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  lead: string;
  benefits: string[];
}

const advisors: Audience = {
  id: 'advisor-benefits-title',
  icon: UserRound,
  eyebrow: 'For advisors',
  title: 'Put a career of judgment to work',
  lead: 'For former executives, founders and functional leaders ready for board and advisory work.',
  benefits: [
    'Matches scored against your experience, skills and industries, with the reasons explained.',
    'Roles that fit a portfolio career: part-time or ad-hoc; paid, equity or pro-bono.',
    'A shareable public profile and badge to tell your network you are open to board roles.',
    'A paid subscription — monthly, annual or lifetime — unlocks full role details and lets you apply.',
  ],
};

const startups: Audience = {
  id: 'startup-benefits-title',
  icon: Building2,
  eyebrow: 'For startups',
  title: 'Build the board your next stage needs',
  lead: 'For founders and companies adding independent directors or an advisory board.',
  benefits: [
    'Reach seasoned operators and board veterans who are actively looking for roles.',
    'Post board positions with clear engagement and compensation terms.',
    'Search completed advisor profiles by industry, experience, availability and compensation.',
    'Review applicants in one place and move them from applied to hired.',
  ],
};

/** Two side-by-side sections, one per side of the marketplace, each with its own h2. */
export function BenefitsSection() {
  return (
    <div className="pb-20 sm:pb-24">
      <div className={cn(landingContainer, 'grid gap-6 lg:grid-cols-2 lg:gap-8')}>
        <AudiencePanel audience={advisors} />
        <AudiencePanel audience={startups} />
      </div>
    </div>
  );
}

function AudiencePanel({ audience }: { audience: Audience }) {
  const { id, icon: Icon, eyebrow, title, lead, benefits } = audience;
  return (
    <section
      aria-labelledby={id}
      className="relative flex flex-col overflow-hidden rounded-card border border-hairline bg-card p-7 shadow-soft sm:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-accent via-accent/60 to-transparent"
      />
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-ink text-accent">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <p className="text-xs font-semibold tracking-[0.18em] text-accent-strong uppercase">{eyebrow}</p>
      </div>
      <h2 id={id} className="mt-6 font-display text-2xl leading-tight font-medium tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-prose leading-relaxed text-muted">{lead}</p>
      <ul className="mt-8 space-y-4">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 leading-relaxed text-body">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-strong" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
