// Before an advisor in confidential mode applies or accepts an invitation: "this reveals you to <company>" (decision
// 044). The notice and its query load with their own chunk after the first render (the public job page is rendered
// on the server, decision 034), so no screen's initial JavaScript carries them.
import { lazy, Suspense, useEffect, useState } from 'react';

const RevealNoticeBody = lazy(() => import('./reveal-notice-body'));

export function RevealNotice({ companyName, className }: { companyName: string; className?: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RevealNoticeBody companyName={companyName} className={className} />
    </Suspense>
  );
}
