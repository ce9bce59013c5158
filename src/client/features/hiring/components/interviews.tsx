import { useId, useState } from 'react';
import { CalendarPlus, CalendarX, MapPin, Video } from 'lucide-react';
import type { Interview, InterviewStatus } from '@shared/schemas/hiring';
import { formatInTimeZone } from '@shared/time-zones';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useInterviewAction, type InterviewAction } from '../api/hiring-queries';
import { OtherTimesForm } from './other-times-form';

type OnChanged = () => Promise<unknown> | void;

const STATUS: Record<InterviewStatus, { label: string; variant: BadgeVariant }> = {
  proposed: { label: 'Times proposed', variant: 'info' },
  'new-times-requested': { label: 'Other times requested', variant: 'warning' },
  booked: { label: 'Booked', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const timeZones = () => Intl.supportedValuesOf('timeZone');

/** One mutation for every interview action, with its toasts. */
function useInterviewRunner(onChanged: OnChanged) {
  const action = useInterviewAction(onChanged);
  const run = (next: InterviewAction, success: { title: string; description: string }) =>
    action.mutateAsync(next).then(
      () => {
        toast.success(success.title, { description: success.description });
        return true;
      },
      (error: unknown) => {
        toast.error('That did not work', {
          description: error instanceof ApiError ? error.message : 'Please try again.',
        });
        return false;
      },
    );
  return { run, busy: action.isPending };
}

function Where({ interview }: { interview: Interview }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {interview.meetingUrl ? (
        <a
          href={interview.meetingUrl}
          className="flex items-center gap-1 underline underline-offset-4"
          rel="noreferrer"
          target="_blank"
        >
          <Video aria-hidden className="size-3.5" />
          Meeting link
        </a>
      ) : null}
      {interview.location ? (
        <span className="flex items-center gap-1">
          <MapPin aria-hidden className="size-3.5" />
          {interview.location}
        </span>
      ) : null}
      <span>{interview.durationMinutes} minutes</span>
    </p>
  );
}

/** The company's interviews of one applicant: propose times, propose new ones (reschedule), cancel. */
export function CompanyInterviews({
  applicationId,
  advisorName,
  interviews,
  canPropose,
  onChanged,
}: {
  applicationId: string;
  advisorName: string;
  interviews: Interview[];
  canPropose: boolean;
  onChanged: OnChanged;
}) {
  const { run, busy } = useInterviewRunner(onChanged);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const active = interviews.find((interview) => interview.status !== 'cancelled');
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Interviews</h4>
      {interviews.length === 0 ? <p className="text-sm text-muted">No interview yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {interviews.map((interview) => (
          <li key={interview.id} className="flex flex-col gap-2 rounded-control border border-hairline p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS[interview.status].variant}>{STATUS[interview.status].label}</Badge>
              {interview.startsAt ? (
                <span className="text-sm font-medium text-ink">
                  {formatInTimeZone(interview.startsAt, interview.companyTimeZone)}
                </span>
              ) : null}
            </div>
            {interview.status === 'proposed' ? (
              <ul aria-label="Proposed times" className="text-sm text-body">
                {interview.slots.map((slot) => (
                  <li key={slot.id}>{formatInTimeZone(slot.startsAt, interview.companyTimeZone)}</li>
                ))}
              </ul>
            ) : null}
            <Where interview={interview} />
            {interview.status !== 'cancelled' && canPropose ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(interview.id)}>
                  <CalendarPlus aria-hidden />
                  Propose new times
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  loading={busy}
                  onClick={() =>
                    void run(
                      { kind: 'cancel', interviewId: interview.id, input: {} },
                      { title: 'Interview cancelled', description: `${advisorName} has been told.` },
                    )
                  }
                >
                  <CalendarX aria-hidden />
                  Cancel interview
                </Button>
              </div>
            ) : null}
            {editing === interview.id ? (
              <ProposalForm
                busy={busy}
                initial={interview}
                submitLabel="Send new times"
                onCancel={() => setEditing(null)}
                onSubmit={async (input) => {
                  const done = await run(
                    { kind: 'repropose', interviewId: interview.id, input },
                    { title: 'New times sent', description: `${advisorName} can book one of them.` },
                  );
                  if (done) setEditing(null);
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {canPropose && !active ? (
        editing === 'new' ? (
          <ProposalForm
            busy={busy}
            submitLabel="Send interview times"
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              const done = await run(
                { kind: 'propose', applicationId, input },
                { title: 'Interview times sent', description: `${advisorName} can book one of them.` },
              );
              if (done) setEditing(null);
            }}
          />
        ) : (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setEditing('new')}>
            <CalendarPlus aria-hidden />
            Propose interview times
          </Button>
        )
      ) : null}
    </div>
  );
}

function ProposalForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Interview;
  busy: boolean;
  submitLabel: string;
  onSubmit: (input: {
    timeZone: string;
    durationMinutes: number;
    slots: { startsAt: string }[];
    meetingUrl?: string;
    location?: string;
  }) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [timeZone, setTimeZone] = useState(initial?.companyTimeZone ?? browserTimeZone());
  const [duration, setDuration] = useState(String(initial?.durationMinutes ?? 45));
  const [slots, setSlots] = useState(['', '', '']);
  const [meetingUrl, setMeetingUrl] = useState(initial?.meetingUrl ?? '');
  const [location, setLocation] = useState(initial?.location ?? '');
  return (
    <form
      aria-label="Interview times"
      className="flex flex-col gap-3 rounded-control bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit({
          timeZone,
          durationMinutes: Number(duration),
          slots: slots.filter(Boolean).map((startsAt) => ({ startsAt })),
          ...(meetingUrl.trim() ? { meetingUrl: meetingUrl.trim() } : {}),
          ...(location.trim() ? { location: location.trim() } : {}),
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-zone`} className="text-sm font-medium text-ink">
            Time zone
          </label>
          <NativeSelect
            id={`${id}-zone`}
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
            options={timeZones().map((zone) => ({ value: zone, label: zone }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-duration`} className="text-sm font-medium text-ink">
            Duration (minutes)
          </label>
          <Input
            id={`${id}-duration`}
            type="number"
            min={15}
            max={240}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          />
        </div>
      </div>
      {slots.map((value, index) => (
        <div key={index} className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-slot-${index}`} className="text-sm font-medium text-ink">
            {index === 2 ? 'Time 3 (optional)' : `Time ${index + 1}`}
          </label>
          <Input
            id={`${id}-slot-${index}`}
            type="datetime-local"
            value={value}
            required={index < 2}
            onChange={(event) => setSlots(slots.map((slot, n) => (n === index ? event.target.value : slot)))}
          />
        </div>
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-link`} className="text-sm font-medium text-ink">
            Meeting link
          </label>
          <Input
            id={`${id}-link`}
            type="url"
            placeholder="https://"
            value={meetingUrl}
            onChange={(event) => setMeetingUrl(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-place`} className="text-sm font-medium text-ink">
            Or a place
          </label>
          <Input id={`${id}-place`} value={location} onChange={(event) => setLocation(event.target.value)} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The advisor's interviews of one application: book a time (in their own zone), ask for others, cancel. */
export function AdvisorInterviews({
  interviews,
  onChanged,
}: {
  interviews: Interview[];
  onChanged: OnChanged;
}) {
  const { run, busy } = useInterviewRunner(onChanged);
  const [asking, setAsking] = useState<string | null>(null);
  const zone = browserTimeZone();
  if (interviews.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-ink">Interview</h3>
      <ul className="flex flex-col gap-3">
        {interviews.map((interview) => (
          <li key={interview.id} className="flex flex-col gap-2 rounded-control border border-hairline p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS[interview.status].variant}>{STATUS[interview.status].label}</Badge>
              {interview.startsAt ? (
                <span className="text-sm font-medium text-ink">
                  {formatInTimeZone(interview.startsAt, zone)}
                </span>
              ) : null}
            </div>
            <Where interview={interview} />
            {interview.status === 'proposed' ? (
              <BookingForm
                interview={interview}
                zone={zone}
                busy={busy}
                onBook={(slotId) =>
                  run(
                    { kind: 'book', interviewId: interview.id, input: { slotId, timeZone: zone } },
                    {
                      title: 'Interview booked',
                      description: 'A calendar invitation is on its way to you and the company.',
                    },
                  )
                }
              />
            ) : null}
            {asking === interview.id && (interview.status === 'proposed' || interview.status === 'booked') ? (
              <OtherTimesForm
                zone={zone}
                busy={busy}
                onCancel={() => setAsking(null)}
                onSend={async (input) => {
                  const sent = await run(
                    { kind: 'other-times', interviewId: interview.id, input },
                    {
                      title: 'Other times requested',
                      description: input.suggestedTimes?.length
                        ? 'The company has your suggested times and will propose new ones.'
                        : 'The company will propose new times.',
                    },
                  );
                  if (sent) setAsking(null);
                  return sent;
                }}
              />
            ) : null}
            {interview.status === 'proposed' || interview.status === 'booked' ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy || asking === interview.id}
                  aria-expanded={asking === interview.id}
                  onClick={() => setAsking(interview.id)}
                >
                  Ask for other times
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  loading={busy}
                  onClick={() =>
                    void run(
                      { kind: 'cancel', interviewId: interview.id, input: {} },
                      { title: 'Interview cancelled', description: 'The company has been told.' },
                    )
                  }
                >
                  Cancel interview
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function BookingForm({
  interview,
  zone,
  busy,
  onBook,
}: {
  interview: Interview;
  zone: string;
  busy: boolean;
  onBook: (slotId: string) => Promise<boolean>;
}) {
  const id = useId();
  const [slotId, setSlotId] = useState('');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (slotId) void onBook(slotId);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-muted">Proposed times, in your time zone ({zone})</legend>
        {interview.slots.map((slot) => (
          <label
            key={slot.id}
            className="flex cursor-pointer items-center gap-3 rounded-control border border-hairline px-3 py-2 text-sm has-checked:border-ink has-checked:ring-1 has-checked:ring-ink"
          >
            <input
              type="radio"
              name={`${id}-slot`}
              value={slot.id}
              checked={slotId === slot.id}
              onChange={() => setSlotId(slot.id)}
              className="size-4 accent-ink"
            />
            {formatInTimeZone(slot.startsAt, zone)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="sm" className="self-start" disabled={!slotId} loading={busy}>
        Book this time
      </Button>
    </form>
  );
}
