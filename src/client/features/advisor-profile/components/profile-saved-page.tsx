import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Home, UserRound } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** The congratulations page after the first complete profile, with the three next steps of the spec. */
export function ProfileSavedPage() {
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-2xl flex-col items-center px-5 py-16 text-center sm:px-8 sm:py-24"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success-soft/50">
        <CircleCheck aria-hidden className="size-8" />
      </span>
      <p className="mt-8 text-xs font-semibold tracking-[0.18em] text-accent-strong uppercase">
        Profile saved
      </p>
      <h1 className="mt-3 font-display text-4xl leading-tight font-medium tracking-tight sm:text-5xl">
        Congratulations!
      </h1>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-pretty text-muted sm:text-lg">
        Your advisor profile is complete. We can now match you with companies looking for your experience.
      </p>
      <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.advisorMatchmaking()} className={buttonClasses({ size: 'lg' })}>
          Find My Matches
          <ArrowRight aria-hidden />
        </Link>
        <Link to={paths.myProfile()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <UserRound aria-hidden />
          My Profile
        </Link>
      </div>
      <Link to={paths.home()} className={buttonClasses({ variant: 'link', className: 'mt-6' })}>
        <Home aria-hidden />
        Back to Homepage
      </Link>
    </main>
  );
}
