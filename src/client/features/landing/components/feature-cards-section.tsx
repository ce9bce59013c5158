import type { LucideIcon } from 'lucide-react';
import { Handshake, ScanSearch, Sparkles, UsersRound } from 'lucide-react';
import { SectionHeading, landingContainer } from './section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

const features: Feature[] = [
  {
    icon: Sparkles,
    title: 'AI matching',
    body: 'Profiles and roles are scored on industry, skills, advisory experience, engagement type and location, with the reasons shown.',
  },
  {
    icon: ScanSearch,
    title: 'Focused opportunities',
    body: 'Board seats and advisory roles only — no generic job board noise to wade through.',
  },
  {
    icon: Handshake,
    title: 'Terms up front',
    body: 'Paid, equity, pro-bono or a combination: compensation and commitment are stated before the first call.',
  },
  {
    icon: UsersRound,
    title: 'Built for both sides',
    body: 'Advisors find and apply to roles; companies post positions, search advisors and review who applied.',
  },
];

export function FeatureCardsSection() {
  return (
    <section aria-labelledby="features-title" className="py-20 sm:py-24">
      <div className={landingContainer}>
        <SectionHeading
          id="features-title"
          eyebrow="Why it works"
          title="A quieter way to find the right seat at the table"
          lead="Good board appointments come from fit, not volume. Everything here is designed to get the right two parties talking."
          align="center"
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-card border border-hairline bg-card p-6 shadow-soft">
              <span className="inline-flex size-11 items-center justify-center rounded-control bg-accent-soft text-accent-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-base font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
