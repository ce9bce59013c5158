import { cn } from '@client/lib/cn';

/**
 * A company's name, linked to its website (in a new tab, said to a screen reader) when the role gives one. With a
 * `className` the name is styled the same either way; without, an unlinked name is plain text.
 */
export function CompanyName({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  if (!url) return className ? <span className={className}>{name}</span> : name;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(className, 'underline-offset-4 hover:underline')}
    >
      {name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
