// The sections of an applicant's profile as a company sees it (/company/advisor/{advisorId}, advisor-page.tsx).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CalendarDays,
  Clock,
  Download,
  Globe,
  Link2,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
} from 'lucide-react';
import type { AdvisorForCompany } from '@shared/schemas/company';
import { applicationStatusVariant, Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { paths } from '@client/lib/paths';
import { appliedAgo, formatDate, locationOf, STATUS_LABELS, valueLabel } from '../lib/labels';
import { AdvisorAvatar } from '@client/components/advisor/advisor-avatar';
import { StatusControl } from './status-control';

/** Photo, name, place, the contact actions and what other features offer here (a message, an invitation). */
export function AdvisorProfileHeader({
  advisor,
  actions,
}: {
  advisor: AdvisorForCompany;
  actions: ReactNode;
}) {
  const location = locationOf(advisor);
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <AdvisorAvatar name={advisor.name} photoUrl={advisor.photoUrl} className="size-24 text-3xl" />
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="font-display text-3xl leading-tight font-medium tracking-tight break-words text-ink sm:text-4xl">
          {advisor.name}
        </h1>
        {location ? (
          <p className="flex items-center gap-1.5 text-muted">
            <MapPin aria-hidden className="size-4" />
            {location}
          </p>
        ) : null}
        <ContactActions contact={advisor.contact} name={advisor.name} />
        {actions}
      </div>
    </header>
  );
}

/** The advisor's applications to this company's positions, each with its status control. */
export function AdvisorApplications({ advisor }: { advisor: AdvisorForCompany }) {
  return (
    <aside aria-labelledby="applications-title" className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
      <Card className="gap-4">
        <CardHeader>
          <h2 id="applications-title" className="text-base font-semibold text-ink">
            Applications to your positions
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-4">
            {advisor.applications.map((application) => (
              <li
                key={application.id}
                className="flex flex-col gap-3 rounded-control border border-hairline p-3"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 text-sm font-semibold break-words text-ink">{application.jobTitle}</p>
                  <Badge variant={applicationStatusVariant[application.status]}>
                    {STATUS_LABELS[application.status]}
                  </Badge>
                </div>
                <p className="flex items-center gap-1.5 text-xs text-muted">
                  <Clock aria-hidden className="size-3.5" />
                  <time dateTime={application.createdAt} title={formatDate(application.createdAt)}>
                    {appliedAgo(application.createdAt)}
                  </time>
                </p>
                <div className="flex flex-wrap gap-2">
                  <StatusControl
                    applicationId={application.id}
                    advisorName={advisor.name}
                    jobTitle={application.jobTitle}
                    status={application.status}
                  />
                  <Link
                    to={paths.companyApplicants({ job_id: application.jobId })}
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  >
                    All applicants
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </aside>
  );
}

/** Experience, hours, work preference and availability at a glance. */
export function AdvisorFacts({ advisor }: { advisor: AdvisorForCompany }) {
  const facts: [string, string][] = [
    ['Experience', advisor.yearsExperience !== null ? `${advisor.yearsExperience}+ years` : 'Not specified'],
    [
      'Hours per month',
      advisor.hoursAvailable !== null ? `${advisor.hoursAvailable} hours` : 'Not specified',
    ],
    ['Work preference', valueLabel(advisor.workPreference) ?? 'Not specified'],
    ['Availability', advisor.availableToWork.join(' · ') || 'Not specified'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-card border border-hairline bg-card p-5 shadow-soft sm:grid-cols-4">
      {facts.map(([term, detail]) => (
        <div key={term} className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-medium text-muted">{term}</dt>
          <dd className="text-[0.9375rem] font-semibold break-words text-ink">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The biography, a paragraph per blank-line-separated block. */
export function AdvisorAbout({ biography }: { biography: string | null }) {
  return (
    <ProfileCard title="About">
      {biography ? (
        <div className="flex max-w-prose flex-col gap-3 text-[0.9375rem] leading-7 text-body">
          {biography
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
        </div>
      ) : (
        <p className="text-sm text-muted">No biography yet.</p>
      )}
    </ProfileCard>
  );
}

/** Previous advisory roles, with the company's site when given. */
export function AdvisorExperience({ experience }: { experience: AdvisorForCompany['advisorExperience'] }) {
  return (
    <ProfileCard title="Advisory experience">
      {experience.length === 0 ? (
        <p className="text-sm text-muted">No previous advisory roles listed.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-hairline">
          {experience.map((entry, index) => (
            <li key={`${entry.company}-${index}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <p className="font-semibold text-ink">
                {entry.company}
                {entry.role ? <span className="font-normal text-muted"> · {entry.role}</span> : null}
              </p>
              {entry.website ? (
                <a
                  href={entry.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-1.5 self-start rounded-sm text-sm text-accent-strong underline-offset-4 hover:underline"
                >
                  <Globe aria-hidden className="size-3.5" />
                  {entry.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              {entry.description ? <p className="text-sm leading-6 text-body">{entry.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}

export function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-card border border-hairline bg-card p-5 shadow-soft">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The contact actions open the real thing (mail, LinkedIn, Calendly, WhatsApp, the résumé) — a deliberate
 * improvement over the spec's alert showing the value. Only what the advisor gave is offered.
 */
function ContactActions({ contact, name }: { contact: AdvisorForCompany['contact']; name: string }) {
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const link = buttonClasses({ variant: 'outline', size: 'sm' });
  const newTab = <span className="sr-only"> (opens in a new tab)</span>;
  const any =
    contact.email || contact.linkedinUrl || contact.calendlyLink || contact.whatsappUrl || contact.resumeUrl;
  if (!any) return null;
  return (
    <ul aria-label={`Contact ${name}`} className="mt-1 flex flex-wrap gap-2">
      {contact.email ? (
        <li>
          <a href={`mailto:${contact.email}`} className={link}>
            <Mail aria-hidden />
            Email
          </a>
        </li>
      ) : null}
      {contact.linkedinUrl ? (
        <li>
          <a href={contact.linkedinUrl} {...external} className={link}>
            <Link2 aria-hidden />
            LinkedIn
            {newTab}
          </a>
        </li>
      ) : null}
      {contact.calendlyLink ? (
        <li>
          <a href={contact.calendlyLink} {...external} className={link}>
            <CalendarDays aria-hidden />
            Schedule a meeting
            {newTab}
          </a>
        </li>
      ) : null}
      {contact.whatsappUrl ? (
        <li>
          <a href={contact.whatsappUrl} {...external} className={link}>
            <MessageCircle aria-hidden />
            WhatsApp
            {newTab}
          </a>
        </li>
      ) : null}
      {contact.resumeUrl ? (
        <li>
          <a href={contact.resumeUrl} {...external} download className={link}>
            <Download aria-hidden />
            Résumé
            {newTab}
          </a>
        </li>
      ) : null}
      {contact.phoneNumber ? (
        <li>
          <a href={`tel:${contact.phoneNumber.replace(/[^\d+]/g, '')}`} className={link}>
            <Phone aria-hidden />
            {contact.phoneNumber}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
