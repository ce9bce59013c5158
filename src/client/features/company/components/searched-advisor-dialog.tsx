import { CalendarDays, Link2, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SearchedAdvisorProfile } from '@shared/schemas/company';
import { buttonClasses } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { paths } from '@client/lib/paths';
import { locationOf, valueLabel } from '../lib/labels';
import { AdvisorAvatar } from '@client/components/advisor/advisor-avatar';
import { ChipList } from './chip-list';

/** An advisor opened from search: the public field set (contact details come only with an application). */
export function SearchedAdvisorDialog({
  advisor,
  onClose,
  renderActions,
}: {
  advisor: SearchedAdvisorProfile | null;
  onClose: () => void;
  /** What other features offer here (an invitation), composed by the route module. */
  renderActions?: (advisor: SearchedAdvisorProfile) => ReactNode;
}) {
  return (
    <Dialog open={advisor !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        {advisor ? <AdvisorDetails advisor={advisor} actions={renderActions?.(advisor)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AdvisorDetails({ advisor, actions }: { advisor: SearchedAdvisorProfile; actions: ReactNode }) {
  const location = locationOf(advisor);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
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
    <>
      <DialogHeader className="flex-row items-center gap-4">
        <AdvisorAvatar name={advisor.name} photoUrl={advisor.photoUrl} className="size-16" />
        <div className="flex min-w-0 flex-col gap-1">
          <DialogTitle className="font-display text-2xl font-medium">{advisor.name}</DialogTitle>
          <DialogDescription className="flex items-center gap-1.5">
            {advisor.confidential ? 'Confidential profile · ' : null}
            {location ? (
              <>
                <MapPin aria-hidden className="size-4" />
                {location}
              </>
            ) : (
              'Board advisor'
            )}
          </DialogDescription>
        </div>
      </DialogHeader>
      {actions ? <div className="mt-4">{actions}</div> : null}
      <dl className="mt-5 grid grid-cols-2 gap-4 rounded-control bg-surface p-4 sm:grid-cols-4">
        {facts.map(([term, detail]) => (
          <div key={term} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-xs font-medium text-muted">{term}</dt>
            <dd className="text-sm font-semibold break-words text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-col gap-5">
        {advisor.biography ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-ink">About</h3>
            <p className="text-sm leading-6 whitespace-pre-line text-body">{advisor.biography}</p>
          </section>
        ) : null}
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">Industries</h3>
          <ChipList label="Industries" items={advisor.industries} />
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">Skills</h3>
          <ChipList label="Skills" items={advisor.skills} />
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">Compensation preferences</h3>
          <ChipList
            label="Compensation preferences"
            items={advisor.compensationPreference.map((value) => valueLabel(value) ?? value)}
          />
        </section>
      </div>
      <div className="mt-6 flex flex-col gap-3 border-t border-hairline pt-5">
        {advisor.publicProfileSlug || advisor.linkedinUrl || advisor.calendlyLink ? (
          <div className="flex flex-wrap gap-2">
            {advisor.publicProfileSlug ? (
              <a
                href={paths.publicAdvisor(advisor.publicProfileSlug)}
                {...external}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                <UserRound aria-hidden />
                Public profile
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            {advisor.linkedinUrl ? (
              <a
                href={advisor.linkedinUrl}
                {...external}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <Link2 aria-hidden />
                LinkedIn
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            {advisor.calendlyLink ? (
              <a
                href={advisor.calendlyLink}
                {...external}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <CalendarDays aria-hidden />
                Schedule a meeting
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
        <p className="text-xs leading-5 text-muted">
          E-mail and phone are shared when an advisor applies to one of your positions. Post a position and
          share it to invite them.
        </p>
      </div>
    </>
  );
}
