import { BriefcaseBusiness, CalendarDays, ExternalLink, MapPin, Sparkles } from 'lucide-react';
import type { PublicAdvisorProfile } from '@shared/schemas/advisor-profile';
import { Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { ProfileAvatar } from '../profile-avatar';
import { DarkHero, HeroFacts } from '@client/components/public-page/dark-hero';
import { onDarkOutline } from '@client/components/public-page/public-page-layout';

/** The dark head of the public profile: photo, name, place, experience and the meeting and LinkedIn links. */
export function PublicAdvisorHero({ profile, name }: { profile: PublicAdvisorProfile; name: string }) {
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <DarkHero labelledBy="advisor-name" align="center">
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
        <HeroFacts
          facts={[
            { icon: MapPin, text: location || null },
            {
              icon: BriefcaseBusiness,
              text: profile.yearsExperience !== null ? `${profile.yearsExperience}+ years experience` : null,
            },
          ]}
        />
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
    </DarkHero>
  );
}
