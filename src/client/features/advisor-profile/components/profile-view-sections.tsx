// Read-only bodies of the five profile sections on /my-profile.
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import {
  AVAILABLE_TO_WORK_LABELS,
  COMPENSATION_LABELS,
  GENDER_LABELS,
  labelOf,
  MONTH_NAMES,
  WORK_PREFERENCE_LABELS,
} from '../lib/labels';
import { BiographyText } from './biography-text';
import { TagList } from './tag-list';

function NotProvided() {
  return <span className="text-muted">Not provided</span>;
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1.5 text-sm leading-6 break-words text-ink">{children ?? <NotProvided />}</dd>
    </div>
  );
}

function Details({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">{children}</dl>;
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1.5 font-medium text-accent-strong underline-offset-4 hover:underline"
    >
      <span className="truncate">{children}</span>
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
    </a>
  );
}

const displayUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
const orNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

function birthDateText(profile: MyProfile) {
  const { birthDay, birthMonth, birthYear } = profile;
  if (!birthDay || !birthMonth || !birthYear) return null;
  return `${birthDay} ${MONTH_NAMES[birthMonth - 1] ?? ''} ${birthYear}`;
}

export function PersonalInformationView({ profile }: { profile: MyProfile }) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <Details>
      <Detail label="Name">{orNull(name)}</Detail>
      <Detail label="Email">{profile.email}</Detail>
      <Detail label="Phone number">{orNull(profile.phoneNumber)}</Detail>
      <Detail label="Date of birth">{birthDateText(profile)}</Detail>
      <Detail label="Gender">{orNull(labelOf(GENDER_LABELS, profile.gender))}</Detail>
      <Detail label="Location">{orNull(location)}</Detail>
    </Details>
  );
}

export function ProfessionalBackgroundView({ profile, resume }: { profile: MyProfile; resume: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <Details>
        <Detail label="Years of experience">
          {profile.yearsExperience === null ? null : `${profile.yearsExperience} years`}
        </Detail>
        <Detail label="LinkedIn profile">
          {profile.linkedinUrl ? (
            <ExternalAnchor href={profile.linkedinUrl}>{displayUrl(profile.linkedinUrl)}</ExternalAnchor>
          ) : null}
        </Detail>
        <Detail label="Industries" wide>
          <TagList empty={<NotProvided />} items={profile.industries} />
        </Detail>
        <Detail label="Skills" wide>
          <TagList empty={<NotProvided />} items={profile.skills} />
        </Detail>
        <Detail label="Full biography" wide>
          {profile.biography ? (
            <BiographyText text={profile.biography} className="max-w-prose text-body" />
          ) : null}
        </Detail>
      </Details>
      {resume}
    </div>
  );
}

export function AdvisorExperienceView({ profile }: { profile: MyProfile }) {
  const answered = profile.hasBeenAdvisorBefore === 'yes' || profile.hasBeenAdvisorBefore === 'no';
  return (
    <div className="flex flex-col gap-5">
      <Details>
        <Detail label="Has been an advisor before">
          {answered ? (profile.hasBeenAdvisorBefore === 'yes' ? 'Yes' : 'No') : null}
        </Detail>
      </Details>
      {profile.hasBeenAdvisorBefore === 'yes' && profile.advisorExperience.length > 0 ? (
        <ol className="flex flex-col divide-y divide-hairline rounded-card border border-hairline">
          {profile.advisorExperience.map((entry, index) => (
            <li key={`${entry.company}-${index}`} className="flex flex-col gap-1 p-4">
              <p className="font-semibold text-ink">
                {entry.website ? (
                  <ExternalAnchor href={entry.website}>{entry.company}</ExternalAnchor>
                ) : (
                  entry.company
                )}
              </p>
              {entry.role ? <p className="text-sm text-body">{entry.role}</p> : null}
              {entry.description ? (
                <p className="text-sm leading-6 whitespace-pre-line text-muted">{entry.description}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export function WorkPreferencesView({ profile }: { profile: MyProfile }) {
  const list = (values: string[], labels: Record<string, string>) =>
    values.length ? values.map((value) => labelOf(labels, value)).join(', ') : null;
  return (
    <Details>
      <Detail label="Work preference">
        {orNull(labelOf(WORK_PREFERENCE_LABELS, profile.workPreference))}
      </Detail>
      <Detail label="Hours available per month">
        {profile.hoursAvailable === null ? null : `${profile.hoursAvailable} hours`}
      </Detail>
      <Detail label="Available to work">{list(profile.availableToWork, AVAILABLE_TO_WORK_LABELS)}</Detail>
      <Detail label="Compensation preference">
        {list(profile.compensationPreference, COMPENSATION_LABELS)}
      </Detail>
    </Details>
  );
}

export function AdditionalInformationView({ profile }: { profile: MyProfile }) {
  return (
    <Details>
      <Detail label="Calendly link">
        {profile.calendlyLink ? (
          <ExternalAnchor href={profile.calendlyLink}>{displayUrl(profile.calendlyLink)}</ExternalAnchor>
        ) : null}
      </Detail>
    </Details>
  );
}
