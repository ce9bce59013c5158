import type { ReactNode } from 'react';
import type { Building2 } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';

/** One titled card of the company profile form (a region named by its heading). */
export function ProfileFormSection({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: typeof Building2;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row items-start gap-3 border-b border-hairline pb-5">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          <Icon aria-hidden className="size-4.5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-lg leading-7 font-semibold text-ink">
            {title}
          </h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{children}</CardContent>
    </Card>
  );
}
