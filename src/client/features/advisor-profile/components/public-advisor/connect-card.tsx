import { Link } from 'react-router';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** "Ready to Connect?": how to reach the advisor, and the way in for a company. */
export function ConnectCard({ firstName, hasCalendly }: { firstName: string; hasCalendly: boolean }) {
  return (
    <section
      aria-labelledby="connect-title"
      className="rounded-card border border-accent/30 bg-accent-soft p-6 text-ink"
    >
      <h2 id="connect-title" className="font-display text-xl font-medium">
        Ready to Connect?
      </h2>
      <p className="mt-2 text-sm leading-6 text-body">
        {hasCalendly
          ? `Book a first conversation with ${firstName} using the Schedule Meeting link above.`
          : `Reach out to ${firstName} to talk about a board or advisory role.`}
      </p>
      <Link
        to={paths.auth({ role: 'company' })}
        className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full' })}
      >
        Hire a board advisor
      </Link>
    </section>
  );
}
