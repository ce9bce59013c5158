import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** Width and gutters shared by every landing section, so their edges line up. */
export const landingContainer = 'mx-auto w-full max-w-6xl px-5 sm:px-8';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  tone?: 'light' | 'dark';
  className?: string;
}

/** Eyebrow, serif h2 and lead paragraph; the h2 carries `id` so the section can be labelled by it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const onDark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p
        className={cn(
          'text-xs font-semibold tracking-[0.18em] uppercase',
          onDark ? 'text-accent' : 'text-accent-strong',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 font-display text-3xl leading-tight font-medium tracking-tight text-balance sm:text-4xl',
          onDark ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            'mt-4 text-base leading-relaxed text-pretty sm:text-lg',
            onDark ? 'text-white/75' : 'text-muted',
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
