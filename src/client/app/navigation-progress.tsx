// The bar at the top of the window while a client navigation waits on the next page's loader (issue #29; the
// spec's loading states): the page's own content is only marked aria-busy, so without it a click on a slow
// connection seems to do nothing. It appears after a short delay, so a fast navigation shows nothing; it is fixed
// over the header's top edge, so nothing moves when it comes and goes.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Navigations quicker than this show no bar (a flash would be noise). */
export const NAVIGATION_PROGRESS_DELAY_MS = 150;

export function NavigationProgress() {
  const navigation = useNavigation();
  // One navigation is one pending location: the bar belongs to it, so a new one starts its delay afresh.
  const pending = navigation.state === 'idle' ? null : (navigation.location?.key ?? 'pending');
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => setShownFor(pending), NAVIGATION_PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  if (pending === null || shownFor !== pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the next page"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.75 overflow-hidden"
    >
      <div className="h-full origin-left animate-navigation-progress bg-accent motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-70" />
    </div>
  );
}
