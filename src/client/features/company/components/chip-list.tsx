import { cn } from '@client/lib/cn';

/** A labelled row of tags: the first items the server sent, then '+N more' for the rest. */
export function ChipList({
  label,
  items,
  more = 0,
  className,
  emptyText = 'Not specified',
}: {
  label: string;
  items: readonly string[];
  more?: number;
  className?: string;
  emptyText?: string;
}) {
  if (items.length === 0) {
    return <p className={cn('text-sm text-muted', className)}>{emptyText}</p>;
  }
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex h-6 items-center rounded-full border border-hairline bg-card px-2.5 text-xs font-medium text-body"
        >
          {item}
        </li>
      ))}
      {more > 0 ? (
        <li className="inline-flex h-6 items-center rounded-full bg-accent-soft px-2.5 text-xs font-medium text-accent-strong">
          +{more} more
        </li>
      ) : null}
    </ul>
  );
}
