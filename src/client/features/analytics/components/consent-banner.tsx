import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useAnalyticsConsent } from '../consent';

/** Bottom-fixed analytics consent prompt, shown only while no choice is stored (spec part 1 §2, §4). */
export function ConsentBanner() {
  const { consent, accept, decline } = useAnalyticsConsent();
  // Closing hides the banner for this page view only; no choice is stored, so it returns on the next visit.
  const [dismissed, setDismissed] = useState(false);

  if (consent !== 'unknown' || dismissed) return null;

  return (
    <section
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-description"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
    >
      <div className="relative mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border border-hairline bg-card p-5 pr-12 shadow-lg sm:flex-row sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1">
          <h2 id="consent-banner-title" className="text-sm font-semibold text-ink">
            Analytics preferences
          </h2>
          <p id="consent-banner-description" className="mt-1 text-sm leading-relaxed text-muted">
            With your permission we record which pages are visited, to understand how the site is used.
            Nothing is collected unless you accept.
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={decline}>
            Decline
          </Button>
          <Button variant="primary" size="sm" onClick={accept}>
            Accept
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close"
          onClick={() => setDismissed(true)}
          className="absolute top-2 right-2 text-muted hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
