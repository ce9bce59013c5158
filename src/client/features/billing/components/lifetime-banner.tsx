import { Gem } from 'lucide-react';
import type { Pricing } from '@shared/schemas/billing';
import { DeadlineCountdown } from './deadline-countdown';

/** Lifetime spots left (counted by the server) and the weekly deadline, on an ink panel. */
export function LifetimeBanner({
  pricing,
}: {
  pricing: Pick<Pricing, 'lifetimeSpotsLeft' | 'lifetimeSpotsTotal' | 'lifetimeSoldOut'>;
}) {
  const { lifetimeSpotsLeft: left, lifetimeSpotsTotal: total, lifetimeSoldOut: soldOut } = pricing;
  const takenPercent = total > 0 ? Math.round(((total - left) / total) * 100) : 100;
  return (
    <section
      aria-labelledby="lifetime-banner-title"
      className="grid gap-8 rounded-card bg-ink px-6 py-7 text-white shadow-overlay sm:px-8 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-12"
    >
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-accent uppercase">
          <Gem aria-hidden className="size-4" />
          Lifetime · early supporters
        </p>
        <h2 id="lifetime-banner-title" className="font-display text-3xl leading-tight font-medium text-white">
          {soldOut ? 'Lifetime sold out' : `${left} of ${total} spots left`}
        </h2>
        <p className="max-w-md text-sm leading-6 text-white/75">
          {soldOut
            ? `All ${total} lifetime spots have been taken. The Monthly and Annual plans include the same features.`
            : `Pay once, keep every feature for good. Lifetime is limited to the first ${total} members.`}
        </p>
        <div aria-hidden className="mt-1 h-1.5 w-full max-w-md overflow-hidden rounded-full bg-white/12">
          <div className="h-full rounded-full bg-accent" style={{ width: `${takenPercent}%` }} />
        </div>
      </div>
      <DeadlineCountdown />
    </section>
  );
}
