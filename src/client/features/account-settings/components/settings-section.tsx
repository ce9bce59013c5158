import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

export interface SettingsSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The danger zone is set apart by a red hairline and icon. */
  tone?: 'default' | 'danger';
  /** The section's own id, for links that open the page at it (`/settings#…`). */
  anchor?: string;
  children: ReactNode;
}

/** One card of the settings page: an icon, a title (h2, so the page outline reads well), a sentence, the form. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  tone = 'default',
  anchor,
  children,
}: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={anchor} aria-labelledby={headingId} className={cn(anchor && 'scroll-mt-24')}>
      <Card className={cn(tone === 'danger' && 'border-danger/40')}>
        <CardHeader className="flex-row items-start gap-4">
          <span
            aria-hidden
            className={cn(
              'inline-flex size-10 shrink-0 items-center justify-center rounded-control',
              tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-accent-soft text-accent-strong',
            )}
          >
            <Icon className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle as="h2" id={headingId} className="text-lg">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
