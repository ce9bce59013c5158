import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

interface ProfileSectionProps {
  /** Anchor id; the heading gets `${id}-title` and labels the section. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Controls on the right of the heading (e.g. an upload button in view mode). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled block of the profile: a card with a serif-free h2, used by the form and the view alike. */
export function ProfileSection({ id, title, description, action, className, children }: ProfileSectionProps) {
  return (
    <Card className={cn('scroll-mt-24', className)} role="region" id={id} aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 border-b border-hairline pb-5">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${id}-title`} className="text-lg leading-7 font-semibold text-ink">
            {title}
          </h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action ? <div className="flex shrink-0 flex-wrap gap-2">{action}</div> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
