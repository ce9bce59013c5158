import type { ReactNode } from 'react';
import { Badge } from '@client/components/ui/badge';

/**
 * An advisor's industries or skills as tags, or `empty` when there are none (a sentence on the public page,
 * "Not provided" on My Profile).
 */
export function TagList({ items, empty }: { items: readonly string[]; empty: ReactNode }) {
  if (items.length === 0) return empty;
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
