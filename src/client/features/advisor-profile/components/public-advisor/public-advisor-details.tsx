import type { PublicAdvisorProfile } from '@shared/schemas/advisor-profile';
import { BOARD_SEAT_ROLE_LABELS } from '@shared/board-seat-roles';
import { cn } from '@client/lib/cn';
import {
  AVAILABLE_TO_WORK_LABELS,
  COMPENSATION_LABELS,
  labelOf,
  WORK_PREFERENCE_LABELS,
} from '../../lib/labels';
import { BiographyText } from '../biography-text';
import { ConnectCard } from './connect-card';
import { FactRows, InfoCard } from '@client/components/public-page/info-card';
import { TagList } from '../tag-list';
import { publicPageContainer as container } from '@client/components/public-page/public-page-layout';

const joinLabels = (values: string[], labels: Record<string, string>) =>
  values.map((value) => labelOf(labels, value)).join(', ') || null;

const yearOf = (date: string) => date.slice(0, 4);

/** The seats the advisor shows (the server never sends a hidden one), current first. */
function BoardSeatList({ seats }: { seats: PublicAdvisorProfile['boardSeats'] }) {
  return (
    <ul className="flex flex-col divide-y divide-hairline">
      {seats.map((seat) => (
        <li key={seat.id} className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
          <p className="font-medium break-words text-ink">
            {seat.companyName}
            {seat.listed ? (
              <span className="ml-2 text-xs font-normal text-muted">
                Listed{seat.exchange ? ` · ${seat.exchange}` : ''}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-body">
            {BOARD_SEAT_ROLE_LABELS[seat.role].replace(' (my employer)', '')}
            {seat.committees.length
              ? ` · ${seat.committees.length} committee${seat.committees.length > 1 ? 's' : ''}`
              : ''}
            {' · '}
            {yearOf(seat.startDate)}–{seat.current ? 'present' : seat.endDate ? yearOf(seat.endDate) : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The body of the public profile: about, industries, skills, availability, opportunities and how to connect. */
export function PublicAdvisorDetails({ profile, name }: { profile: PublicAdvisorProfile; name: string }) {
  const firstName = profile.firstName?.trim() || 'this advisor';
  return (
    <div
      className={cn(container, 'grid gap-6 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start')}
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
          <TagList
            items={profile.industries}
            empty={<p className="text-sm text-muted">No industries listed.</p>}
          />
        </InfoCard>
        <InfoCard id="skills-title" title="Key Skills">
          <TagList items={profile.skills} empty={<p className="text-sm text-muted">No skills listed.</p>} />
        </InfoCard>
        {profile.boardSeats.length > 0 ? (
          <InfoCard id="board-seats-title" title="Board Seats">
            <BoardSeatList seats={profile.boardSeats} />
          </InfoCard>
        ) : null}
      </div>
      <div className="flex flex-col gap-6">
        <InfoCard id="availability-title" title="Experience & Availability">
          <FactRows
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
          <FactRows
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
        <ConnectCard firstName={firstName} hasCalendly={Boolean(profile.calendlyLink)} />
      </div>
    </div>
  );
}
