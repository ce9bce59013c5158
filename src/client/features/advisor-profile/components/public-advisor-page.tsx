import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BriefcaseBusiness, CalendarDays, ExternalLink, MapPin, Sparkles, UserRoundX } from 'lucide-react';
import type { PublicAdvisorProfile } from '@shared/schemas/advisor-profile';
import { Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { usePublicAdvisor } from '../api/advisor-profile-queries';
import {
  AVAILABLE_TO_WORK_LABELS,
  COMPENSATION_LABELS,
  labelOf,
  WORK_PREFERENCE_LABELS,
} from '../lib/labels';
import { BiographyText } from './biography-text';
import { ProfileAvatar } from './profile-avatar';

const container = 'mx-auto w-full max-w-6xl px-5 sm:px-8';
const onDarkOutline =
  'border-white/25 bg-transparent text-white shadow-none hover:border-white/45 hover:bg-white/10';

export const advisorDisplayName = (profile: Pick<PublicAdvisorProfile, 'name' | 'firstName' | 'lastName'>) =>
  profile.name.trim() || [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Board Advisor';

/** The public page of one advisor (by slug or id); works signed out. */
export function PublicAdvisorPage({ slugOrId }: { slugOrId: string }) {
  const query = usePublicAdvisor(slugOrId);
  const notFound = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
  usePageTitle(
    query.data
      ? `${advisorDisplayName(query.data)}, Board Advisor`
      : notFound
        ? 'Profile Not Found'
        : undefined,
  );

  if (query.isPending) return <PublicAdvisorSkeleton />;
  if (notFound) return <ProfileNotFound />;
  if (query.isError) {
    return (
      <main id="main" className={cn(container, 'max-w-xl py-16')}>
        <h1 className="sr-only">Advisor profile</h1>
        <ErrorState
          message="We couldn’t load this advisor profile right now. Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </main>
    );
  }
  return <PublicAdvisorProfileView profile={query.data} />;
}

function ProfileNotFound() {
  return (
    <main
      id="main"
      className={cn(
        container,
        'flex min-h-[60vh] max-w-xl flex-col items-center justify-center py-16 text-center',
      )}
    >
      <span className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <UserRoundX aria-hidden className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-medium">Profile Not Found</h1>
      <p className="mt-3 text-muted">
        The advisor profile you're looking for doesn't exist or is not publicly available.
      </p>
      <Link to={paths.home()} className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
        Back to Homepage
      </Link>
    </main>
  );
}

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Tags({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge className="h-7 px-3 text-[0.8125rem]">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Facts({ rows }: { rows: { label: string; value: string | null }[] }) {
  return (
    <dl className="flex flex-col divide-y divide-hairline">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="text-right text-sm font-medium text-ink">{row.value || 'Not specified'}</dd>
        </div>
      ))}
    </dl>
  );
}

const joinLabels = (values: string[], labels: Record<string, string>) =>
  values.map((value) => labelOf(labels, value)).join(', ') || null;

function PublicAdvisorProfileView({ profile }: { profile: PublicAdvisorProfile }) {
  const name = advisorDisplayName(profile);
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  const firstName = profile.firstName?.trim() || 'this advisor';

  return (
    <main id="main">
      <section aria-labelledby="advisor-name" className="relative isolate overflow-hidden bg-ink text-white">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_0%,rgb(184_137_59/0.28),transparent_50%)]"
        />
        <div
          className={cn(container, 'flex flex-col gap-6 py-12 sm:flex-row sm:items-center sm:gap-8 sm:py-16')}
        >
          <ProfileAvatar
            photoUrl={profile.photoUrl}
            firstName={profile.firstName}
            lastName={profile.lastName}
            alt={`Photo of ${name}`}
            className="size-28 ring-white/15 sm:size-36"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">Board Advisor</p>
              {profile.earlySupporter ? (
                <Badge variant="accent">
                  <Sparkles aria-hidden />
                  Early Supporter
                </Badge>
              ) : null}
            </div>
            <h1
              id="advisor-name"
              className="font-display text-4xl leading-tight font-medium tracking-tight break-words text-white sm:text-5xl"
            >
              {name}
            </h1>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
              {location ? (
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4 text-accent" />
                  {location}
                </li>
              ) : null}
              {profile.yearsExperience !== null ? (
                <li className="flex items-center gap-1.5">
                  <BriefcaseBusiness aria-hidden className="size-4 text-accent" />
                  {profile.yearsExperience}+ years experience
                </li>
              ) : null}
            </ul>
            {profile.linkedinUrl || profile.calendlyLink ? (
              <div className="mt-3 flex flex-col gap-3 sm:flex-row">
                {profile.calendlyLink ? (
                  <a
                    href={profile.calendlyLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'primary' })}
                  >
                    <CalendarDays aria-hidden />
                    Schedule Meeting
                  </a>
                ) : null}
                {profile.linkedinUrl ? (
                  <a
                    href={profile.linkedinUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'outline', className: onDarkOutline })}
                  >
                    <ExternalLink aria-hidden />
                    LinkedIn
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      </section>

      <div
        className={cn(
          container,
          'grid gap-6 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start',
        )}
      >
        <div className="flex min-w-0 flex-col gap-6">
          <InfoCard id="about-title" title="About">
            {profile.biography ? (
              <BiographyText text={profile.biography} className="max-w-prose text-body" />
            ) : (
              <p className="text-sm text-muted">{name} has not written a biography yet.</p>
            )}
          </InfoCard>
          <InfoCard id="industries-title" title="Industries">
            <Tags items={profile.industries} empty="No industries listed." />
          </InfoCard>
          <InfoCard id="skills-title" title="Key Skills">
            <Tags items={profile.skills} empty="No skills listed." />
          </InfoCard>
        </div>
        <div className="flex flex-col gap-6">
          <InfoCard id="availability-title" title="Experience & Availability">
            <Facts
              rows={[
                {
                  label: 'Years of experience',
                  value: profile.yearsExperience !== null ? `${profile.yearsExperience}+ years` : null,
                },
                {
                  label: 'Monthly hours',
                  value: profile.hoursAvailable !== null ? `${profile.hoursAvailable} hours` : null,
                },
                {
                  label: 'Work preference',
                  value: labelOf(WORK_PREFERENCE_LABELS, profile.workPreference) || null,
                },
              ]}
            />
          </InfoCard>
          <InfoCard id="opportunities-title" title="Work Opportunities">
            <Facts
              rows={[
                {
                  label: 'Available for',
                  value: joinLabels(profile.availableToWork, AVAILABLE_TO_WORK_LABELS),
                },
                {
                  label: 'Compensation preference',
                  value: joinLabels(profile.compensationPreference, COMPENSATION_LABELS),
                },
              ]}
            />
          </InfoCard>
          <section
            aria-labelledby="connect-title"
            className="rounded-card border border-accent/30 bg-accent-soft p-6 text-ink"
          >
            <h2 id="connect-title" className="font-display text-xl font-medium">
              Ready to Connect?
            </h2>
            <p className="mt-2 text-sm leading-6 text-body">
              {profile.calendlyLink
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
        </div>
      </div>
    </main>
  );
}

function PublicAdvisorSkeleton() {
  return (
    <main id="main" aria-busy>
      <span role="status" className="sr-only">
        Loading advisor profile…
      </span>
      <div className="bg-ink">
        <div className={cn(container, 'flex flex-col gap-6 py-12 sm:flex-row sm:items-center sm:py-16')}>
          <Skeleton className="size-28 rounded-full bg-white/10 sm:size-36" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-4 w-32 bg-white/10" />
            <Skeleton className="h-10 w-2/3 bg-white/10" />
            <Skeleton className="h-4 w-1/2 bg-white/10" />
          </div>
        </div>
      </div>
      <div className={cn(container, 'grid gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-56 rounded-card" />
          <Skeleton className="h-32 rounded-card" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-44 rounded-card" />
          <Skeleton className="h-36 rounded-card" />
        </div>
      </div>
    </main>
  );
}
