import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** Placeholder lines (never real data: the server sends none) blurred behind the unlock action. */
export function LockedDetails() {
  return (
    <div className="relative overflow-hidden rounded-control border border-dashed border-hairline bg-sunken/60">
      <div aria-hidden className="flex flex-col gap-2.5 p-4 blur-[3px] select-none">
        <div className="h-3 w-11/12 rounded-full bg-hairline" />
        <div className="h-3 w-4/5 rounded-full bg-hairline" />
        <div className="h-3 w-2/3 rounded-full bg-hairline" />
        <div className="h-3 w-3/4 rounded-full bg-hairline" />
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card/50 px-4 text-center">
        <Link to={paths.pricing()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          <Lock aria-hidden />
          Unlock to view full details
        </Link>
        <p className="text-xs text-muted">Company, pay and the full description come with a Pro plan.</p>
      </div>
    </div>
  );
}
