import { cn } from '@client/lib/cn';

/**
 * A biography as paragraphs of plain text. The server returns it cleaned; it is still rendered as text (never as
 * HTML), so nothing in it can become markup.
 */
export function BiographyText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={cn('flex flex-col gap-3 leading-7', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
