import { Badge } from '@client/components/ui/badge';

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
