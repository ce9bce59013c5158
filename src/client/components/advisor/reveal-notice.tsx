// Before an advisor in confidential mode applies or accepts an invitation: "this reveals you to <company>" (decision
// 044). The notice and its query load with their own chunk, and only in the browser's own render, not while it takes
// over the server's markup (the public job page is rendered on the server, decision 034).
import { lazy, Suspense, useSyncExternalStore } from 'react';

const RevealNoticeBody = lazy(() => import('./reveal-notice-body'));
const neverChanges = () => () => undefined;

export function RevealNotice({ companyName, className }: { companyName: string; className?: string }) {
  const takingOverMarkup = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  if (takingOverMarkup) return null;
  return (
    <Suspense fallback={null}>
      <RevealNoticeBody companyName={companyName} className={className} />
    </Suspense>
  );
}
