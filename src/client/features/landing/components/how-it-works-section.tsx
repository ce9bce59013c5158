import type { LucideIcon } from 'lucide-react';
import { FileUser, Send, Sparkles } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { SectionHeading, landingContainer } from './section-heading';

interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
}

const steps: Step[] = [
  {
    icon: FileUser,
    title: 'Create your profile',
    body: 'Share your experience, industries, skills, availability and the kind of engagement you want — or the seat you need filled.',
  },
  {
    icon: Sparkles,
    title: 'AI matching',
    body: 'Our matching scores every open role against your profile and explains each fit, so you spend time only on the right ones.',
  },
  {
    icon: Send,
    title: 'Connect and apply',
    body: "Unlock the full role details and apply — in a few clicks here, or on the company's own page where it hires directly.",
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title" className="border-y border-hairline bg-card py-20 sm:py-24">
      <div className={landingContainer}>
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="From profile to boardroom in three steps"
          align="center"
        />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-6 right-[16.66%] left-[16.66%] hidden h-px bg-linear-to-r from-hairline via-accent/40 to-hairline md:block"
          />
          <ol className="grid gap-10 md:grid-cols-3 md:gap-8">
            {steps.map(({ icon: Icon, title, body }, index) => (
              <li key={title} className="relative flex flex-col items-center text-center">
                <span
                  className={cn(
                    'relative inline-flex size-12 items-center justify-center rounded-full border border-hairline bg-surface',
                    'font-display text-lg text-ink shadow-soft',
                  )}
                >
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="mt-6 size-5 text-accent-strong" />
                <h3 className="mt-3 text-lg font-semibold">{title}</h3>
                <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted">{body}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
