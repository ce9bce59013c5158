import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { CONSENT_FORM_ACTION } from '@shared/analytics-consent';
import { Button } from '@client/components/ui/button';
import { useAnalyticsConsent } from '../consent';

/** The press is handled here; the form's own submission is for a browser without JavaScript. */
const instead = (act: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  act();
};

/**
 * Bottom-fixed analytics consent prompt, shown only while no choice is stored (spec part 1 §2, §4). It is in the
 * server's markup (decision 018), and its buttons work at every stage: without JavaScript they post the form (the
 * server stores the choice in a cookie and sends the visitor back), before the application has loaded the entry
 * handles them (data-consent-choice), and after that these handlers do.
 */
export function ConsentBanner() {
  const { consent, dismissed, accept, decline, dismiss } = useAnalyticsConsent();
  const { pathname, search } = useLocation();

  if (consent !== 'unknown' || dismissed) return null;

  return (
    <section
      data-consent-banner=""
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
        <form method="post" action={CONSENT_FORM_ACTION} className="flex shrink-0 gap-2">
          <input type="hidden" name="return" value={pathname + search} />
          <Button
            type="submit"
            name="choice"
            value="false"
            data-consent-choice="decline"
            variant="outline"
            size="sm"
            onClick={instead(decline)}
          >
            Decline
          </Button>
          <Button
            type="submit"
            name="choice"
            value="true"
            data-consent-choice="accept"
            variant="primary"
            size="sm"
            onClick={instead(accept)}
          >
            Accept
          </Button>
        </form>
        <Button
          type="button"
          data-consent-choice="close"
          variant="ghost"
          size="icon"
          aria-label="Close"
          onClick={dismiss}
          className="absolute top-2 right-2 text-muted hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
