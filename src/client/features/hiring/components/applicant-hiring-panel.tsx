import { useId, useState } from 'react';
import { ChevronDown, Star } from 'lucide-react';
import type { ApplicantCard } from '@shared/schemas/company';
import { APPLICANT_NOTES_MAX } from '@shared/schemas/hiring';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useCompanyMay } from '@client/components/company-role';
import { useMarkViewed, useSaveAssessment } from '../api/hiring-queries';
import { formatDay } from '../lib/timeline-labels';
import { ApplicationTimeline } from './application-timeline';
import { CompanyInterviews } from './interviews';

/**
 * The company's hiring part of an applicant card: the answer deadline, and behind a disclosure the timeline with
 * who acted, and the private rating (1–5) and notes. Opening it the first time records "viewed" on the timeline.
 */
export function ApplicantHiringPanel({
  applicant,
  onChanged,
}: {
  applicant: ApplicantCard;
  /** Refreshes the applicants list (owned by the company feature). */
  onChanged: () => Promise<unknown> | void;
}) {
  const { hiring } = applicant;
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const viewed = useMarkViewed(applicant.applicationId);
  const alreadyViewed = hiring.timeline.some((entry) => entry.step === 'viewed');
  const rating = hiring.assessment.rating;
  // Interviewers review (notes, ratings) but do not move the application: no interview times from them.
  const movesApplications = useCompanyMay()('applications');
  return (
    <section aria-label={`Hiring: ${applicant.advisor.name}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="text-muted">
          {rating ? (
            <span className="flex items-center gap-1">
              <Star aria-hidden className="size-3.5 fill-current" />
              Your rating: {rating} of 5
            </span>
          ) : (
            'Not rated yet'
          )}
        </span>
        {hiring.respondBy ? (
          <span className="text-muted">
            Answer by <time dateTime={hiring.respondBy}>{formatDay(hiring.respondBy)}</time>, or it closes
          </span>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 self-start"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          setOpen(!open);
          // Every opening tells the server (the bell's entries about this applicant become read); only the first
          // is a timeline step, so only then is the list refreshed.
          if (!open && !viewed.isPending) {
            viewed.mutate(undefined, {
              onSuccess: () => {
                if (!alreadyViewed) void onChanged();
              },
            });
          }
        }}
      >
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        {open ? 'Hide timeline and notes' : 'Timeline and private notes'}
      </Button>
      {open ? (
        <div id={regionId} className="grid gap-5 rounded-control border border-hairline p-4 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Timeline</h4>
            <ApplicationTimeline entries={hiring.timeline} label={`Timeline of ${applicant.advisor.name}`} />
          </div>
          <AssessmentForm applicant={applicant} onChanged={onChanged} />
          <div className="md:col-span-2">
            <CompanyInterviews
              applicationId={applicant.applicationId}
              advisorName={applicant.advisor.name}
              interviews={hiring.interviews}
              canPropose={
                movesApplications && ['applied', 'shortlisted', 'contacted'].includes(applicant.status)
              }
              onChanged={onChanged}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function AssessmentForm({
  applicant,
  onChanged,
}: {
  applicant: ApplicantCard;
  onChanged: () => Promise<unknown> | void;
}) {
  const id = useId();
  const { assessment } = applicant.hiring;
  const [rating, setRating] = useState<number | null>(assessment.rating);
  const [notes, setNotes] = useState(assessment.notes);
  const save = useSaveAssessment(applicant.applicationId, onChanged);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { rating, notes },
          {
            onSuccess: () => toast.success('Notes saved', { description: 'Only your company can see them.' }),
            onError: (error) =>
              toast.error('Failed to save notes', {
                description: error instanceof ApiError ? error.message : 'Please try again.',
              }),
          },
        );
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Your rating (private)</legend>
        <div className="flex flex-wrap gap-2">
          {[null, 1, 2, 3, 4, 5].map((value) => (
            <label
              key={value ?? 'none'}
              className="flex cursor-pointer items-center gap-2 rounded-control border border-hairline px-2.5 py-1.5 text-sm has-checked:border-ink has-checked:ring-1 has-checked:ring-ink"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="size-4 accent-ink"
              />
              {value === null ? 'None' : `${value} ${value === 1 ? 'star' : 'stars'}`}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-notes`} className="text-sm font-medium text-ink">
          Private notes
        </label>
        <Textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={APPLICANT_NOTES_MAX}
          onChange={(event) => setNotes(event.target.value)}
          aria-describedby={`${id}-notes-hint`}
        />
        <p id={`${id}-notes-hint`} className="text-xs text-muted">
          Only your company sees the rating and notes; the advisor never does.
        </p>
      </div>
      <Button type="submit" size="sm" variant="secondary" className="self-start" loading={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save notes'}
      </Button>
    </form>
  );
}
