import type { ReactNode } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** A titled card of the public profile (a region named by its heading). */
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

/** A list of tags (industries, skills), or a sentence when there are none. */
export function Tags({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge className="h-7 px-3 text-[0.8125rem]">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Label and value rows; a missing value reads "Not specified". */
export function Facts({ rows }: { rows: { label: string; value: string | null }[] }) {
  return (
    <dl className="flex flex-col divide-y divide-hairline">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="text-right text-sm font-medium text-ink">{row.value || 'Not specified'}</dd>
        </div>
      ))}
    </dl>
  );
}
