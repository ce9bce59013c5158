import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { publicPageContainer } from './public-page-layout';

/**
 * The dark head of a public page (advisor profile, job): a section named by its heading (`labelledBy`), the brass
 * glow behind it, and a row that stacks on phones; `align` places the row's items once they sit side by side.
 */
export function DarkHero({
  labelledBy,
  align,
  children,
}: {
  labelledBy: string;
  align: 'center' | 'start';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className="relative isolate overflow-hidden bg-ink text-white">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_0%,rgb(184_137_59/0.28),transparent_50%)]"
      />
      <div
        className={cn(
          publicPageContainer,
          `flex flex-col gap-6 py-12 sm:flex-row ${align === 'center' ? 'sm:items-center' : 'sm:items-start'} sm:gap-8 sm:py-16`,
        )}
      >
        {children}
      </div>
    </section>
  );
}

/** The short facts under a hero's title, each with its brass icon; a fact with nothing to say is left out. */
export function HeroFacts({ facts }: { facts: readonly { icon: LucideIcon; text: ReactNode | null }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
      {facts.map(({ icon: Icon, text }, index) =>
        text === null ? null : (
          <li key={index} className="flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 text-accent" />
            {text}
          </li>
        ),
      )}
    </ul>
  );
}
