import type { MapPin } from 'lucide-react';

export type Fact = { icon: typeof MapPin; label: string; value: string | null };

/** The role's facts with their icons (a fact with no value is left out). */
export function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value);
  if (shown.length === 0) return null;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
      {shown.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon aria-hidden className="size-4 shrink-0 text-accent-strong/80" />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
