import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { heroOutlineButton } from './hero-section';
import { landingContainer } from './section-heading';

/**
 * The closing call to action. Its targets differ from the hero's on purpose (spec part 1 §2): signed out, both
 * buttons go to plain /auth; signed in, the advisor button goes to matchmaking.
 */
export function CallToActionSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-20">
      <div className={landingContainer}>
        <div className="relative isolate overflow-hidden rounded-[20px] bg-ink px-6 py-14 text-center text-white shadow-overlay sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(184_137_59/0.28),transparent_70%)]"
          />
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl font-display text-3xl leading-tight font-medium tracking-tight text-white sm:text-4xl"
          >
            Ready to take your seat at the table?
          </h2>
          <p className="mx-auto mt-4 max-w-xl leading-relaxed text-pretty text-white/75 sm:text-lg">
            Create a profile in minutes. Advisors get matched to roles; companies meet advisors who have done
            it before.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={signedIn ? paths.advisorMatchmaking() : paths.auth()}
              className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              I want a Board of Advisor role
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to={signedIn ? paths.auth({ role: 'company' }) : paths.auth()}
              className={buttonClasses({ variant: 'outline', size: 'lg', className: heroOutlineButton })}
            >
              I'm hiring a Board Member
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
