import { Lightbulb } from 'lucide-react';

/** "Raise this match": up to three things the advisor can change to score higher (none: nothing shown). */
export function ImprovementHints({ hints }: { hints: readonly string[] }) {
  if (hints.length === 0) return null;
  return (
    <div className="rounded-control bg-sunken px-4 py-3">
      <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-body uppercase">
        <Lightbulb aria-hidden className="size-3.5" />
        Raise this match
      </h4>
      <ul className="mt-1.5 flex flex-col gap-1 text-sm text-body">
        {hints.slice(0, 3).map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
    </div>
  );
}
