import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/** A titled card of a public page (a region named by its heading, `id`). */
export function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Label and value rows; a missing value reads "Not specified". `breakWords` lets a long value (a salary, a job's
 * industry) wrap inside the narrow side column.
 */
export function FactRows({
  rows,
  breakWords = false,
}: {
  rows: readonly { label: string; value: string | null }[];
  breakWords?: boolean;
}) {
  return (
    <dl className="flex flex-col divide-y divide-hairline">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className={cn('text-right text-sm font-medium text-ink', breakWords && 'break-words')}>
            {row.value || 'Not specified'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
