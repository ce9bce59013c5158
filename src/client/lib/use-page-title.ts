import { useEffect } from 'react';
import { site } from './site';

/** Sets document.title for client-rendered screens ("Page — Boardly"). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} — ${site.name}`;
  }, [title]);
}
