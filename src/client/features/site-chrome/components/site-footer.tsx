import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { paths } from '@client/lib/paths';

export interface SiteFooterProps {
  siteName: string;
  supportEmail: string;
}

const neverChanges = () => () => undefined;
const currentYear = () => new Date().getFullYear();
/**
 * The year as the markup has it while the browser takes a server-rendered page over (decision 034): a cached page
 * written on 31 December is taken over on 1 January without React rendering it all again. On the server: its clock.
 */
const yearInMarkup = () => {
  const written = typeof document === 'undefined' ? null : document.querySelector('[data-copyright-year]');
  return Number(written?.getAttribute('data-copyright-year')) || currentYear();
};

export function SiteFooter({ siteName, supportEmail }: SiteFooterProps) {
  const year = useSyncExternalStore(neverChanges, currentYear, yearInMarkup);
  return (
    <footer className="border-t border-white/10 bg-ink text-white/70">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Link
            to={paths.home()}
            className="self-start rounded-control font-display text-lg font-medium text-white"
          >
            {siteName}
          </Link>
          {/* The spec's "2024" was the year it was written; the line says the current year (issue #29). */}
          <p className="text-sm" data-copyright-year={year}>
            © {year} {siteName}. All rights reserved.
          </p>
        </div>
        <a
          href={`mailto:${supportEmail}`}
          className="inline-flex items-center gap-2 self-start rounded-control text-sm text-white/80 underline-offset-4 hover:text-white hover:underline md:self-auto"
        >
          <Mail aria-hidden="true" className="size-4 text-accent" />
          {supportEmail}
        </a>
      </div>
    </footer>
  );
}
