import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import type { PageHead } from '../page-table';

/** As the browser titles it (usePageTitle below); a path with no page is not indexed. */
export const head: PageHead = ({ site }) => ({ title: `Page not found — ${site.name}`, noindex: true });

export default function NotFound() {
  usePageTitle('Page not found');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <Compass aria-hidden className="size-10 text-accent" />
      <p className="text-sm font-medium tracking-wide text-muted uppercase">404</p>
      <h1 className="font-display text-4xl text-ink">Oops! Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home()} className={buttonClasses({ variant: 'primary' })}>
        Return to Home
      </Link>
    </main>
  );
}
