import { Link } from 'react-router';
import { paths } from '@client/lib/paths';

/** Used only by routes whose feature has not been built yet: says so plainly instead of pretending. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-3xl text-ink">{title}</h1>
      <p className="mt-3 text-muted">This part of Boardly is being built and will be available soon.</p>
      <Link to={paths.home()} className="mt-6 inline-block text-ink underline underline-offset-4">
        Back to the homepage
      </Link>
    </main>
  );
}
