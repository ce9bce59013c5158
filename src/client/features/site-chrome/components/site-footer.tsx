import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { paths } from '@client/lib/paths';

export interface SiteFooterProps {
  siteName: string;
  supportEmail: string;
}

export function SiteFooter({ siteName, supportEmail }: SiteFooterProps) {
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
          {/* The spec fixes the copyright year at 2024 (part 1 §1). */}
          <p className="text-sm">© 2024 {siteName}. All rights reserved.</p>
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
