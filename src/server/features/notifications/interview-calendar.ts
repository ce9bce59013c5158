// The calendar side of an interview (decision 027): one iCalendar event per interview made with ical-generator,
// with a stable UID (the interview's id) and a SEQUENCE that grows with every change, so calendar clients update
// or cancel the same entry. METHOD:REQUEST invites or updates; METHOD:CANCEL removes it. Times are written in UTC,
// which every client shows in its own zone; the mail beside it names the time in the reader's zone.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

export interface InterviewEvent {
  interviewId: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  meetingUrl: string | null;
  location: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  domain: string;
  /** When the event was written (DTSTAMP); the app's clock, not the wall's. */
  now: Date;
}

/**
 * A name made safe for a quoted parameter value (CN="…"). RFC 5545 allows no DQUOTE and no control character there,
 * and ical-generator escapes a quote with a backslash, which RFC 5545 does not know: a parser then ends the value
 * at that quote and reads what follows as new parameters (`X";ROLE=CHAIR:mailto:…`). RFC 6868 is the standard way
 * to carry those characters: ^' for DQUOTE, ^n for a line break, ^^ for ^ (ical.js and major clients decode it).
 * Other control characters become spaces; a backslash, which the generator would double, becomes a slash.
 */
export function calendarParameterText(value: string): string {
  return (
    value
      .replace(/\^/g, '^^')
      .replace(/"/g, "^'")
      .replace(/\r\n|\r|\n/g, '^n')
      .replace(/\\/g, '/')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
  );
}

const person = ({ name, email }: { name: string; email: string }) => ({
  name: calendarParameterText(name),
  email,
});

export function interviewCalendar(event: InterviewEvent, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = ical({
    prodId: { company: 'Boardly', product: 'Interviews', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: `${event.interviewId}@${event.domain}`,
    sequence: event.sequence,
    stamp: event.now,
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000),
    summary: event.summary,
    description: event.description,
    location: event.location ?? event.meetingUrl ?? null,
    url: event.meetingUrl,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: person(event.organizer),
    attendees: event.attendees.map((attendee) => ({
      ...person(attendee),
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  });
  return calendar.toString();
}
