// First-party page-view reporting, active only while the visitor has accepted analytics (spec part 1 §4).
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAnalyticsConsent } from './consent';
import { sendPageView } from './consent-store';

export { PAGE_VIEWS_ENDPOINT } from './consent-store';
const DEFAULT_PLAN = 'free';

export interface PageViewContext {
  /** The signed-in user's role; null (or omitted) when signed out. */
  role?: string | null;
  /** The user's plan; a missing plan is reported as 'free'. */
  plan?: string | null;
  /**
   * Pass false while the session is still loading, so the first view is attributed to the right role and plan
   * instead of being sent as anonymous. Defaults to true.
   */
  ready?: boolean;
}

export function usePageViews({ role, plan, ready = true }: PageViewContext): void {
  const { consent } = useAnalyticsConsent();
  const { pathname, search } = useLocation();
  // One report per distinct URL: guards against Strict Mode's double effects and `ready` flickering on refetch.
  const lastReported = useRef<string | null>(null);

  // Role and plan are read at send time rather than being triggers: a page view is a route or query change.
  const send = useEffectEvent((path: string, query: string) =>
    sendPageView({ path, search: query, role: role ?? null, plan: plan || DEFAULT_PLAN }),
  );

  useEffect(() => {
    if (consent !== 'accepted' || !ready) return;
    const url = pathname + search;
    if (lastReported.current === url) return;
    lastReported.current = url;
    send(pathname, search);
  }, [consent, ready, pathname, search]);
}
