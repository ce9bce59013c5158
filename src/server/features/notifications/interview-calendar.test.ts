// Issue #28: names placed in calendar parameters (CN="…" of the organizer and attendees) cannot add parameters or
// addresses. Each invitation built from a hostile name, on either side, is read back by a calendar parser (ical.js):
// the same people with the same roles and addresses, and each name as written (RFC 6868 carries quotes and line
// breaks; a backslash becomes a slash and other control characters spaces).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarParameterText, interviewCalendar, type InterviewEvent } from './interview-calendar';

const HOSTILE_NAMES = [
  'X";ROLE=CHAIR:mailto:someone@evil.example;X="',
  'Ann "The Chair" Lee',
  'Name\r\nATTENDEE:mailto:evil@evil.example',
  'Name\nEND:VEVENT\nBEGIN:VEVENT',
  'a;b,c:d',
  "caret ^ and ^' and ^n",
  'back\\slash\\";ROLE=CHAIR',
  'tab\there\u0000nul\u007fdel',
  '"',
  ':mailto:evil@evil.example',
  'Zoë Ødegård 王小明 😀',
];

const event = (organizer: string, attendee: string): InterviewEvent => ({
  interviewId: '7d1c2a8e-1111-4222-8333-944455556666',
  sequence: 0,
  startsAt: new Date('2026-12-10T10:00:00Z'),
  durationMinutes: 45,
  summary: 'Interview: Board Member',
  description: 'Meet the board.',
  meetingUrl: 'https://meet.example.com/board',
  location: null,
  organizer: { name: organizer, email: 'company@example.com' },
  attendees: [
    { name: attendee, email: 'advisor@example.com' },
    { name: organizer, email: 'company@example.com' },
  ],
  domain: 'boardly.example',
  now: new Date('2026-12-01T09:00:00Z'),
});

/** What a name reads as once written: RFC 6868 restores quotes and line breaks; the rest as calendarParameterText. */
const asRead = (name: string) =>
  name
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(/\\/g, '/')
    // eslint-disable-next-line no-control-regex -- the control characters the writer turns into spaces
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');

function read(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  const organizer = vevent.getFirstProperty('organizer')!;
  return {
    events: new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').length,
    organizer: {
      cn: organizer.getParameter('cn'),
      value: organizer.getFirstValue(),
      params: Object.keys(organizer.toJSON()[1] as object).sort(),
    },
    attendees: vevent.getAllProperties('attendee').map((property) => ({
      cn: property.getParameter('cn'),
      role: property.getParameter('role'),
      value: property.getFirstValue(),
      params: Object.keys(property.toJSON()[1] as object).sort(),
    })),
  };
}

describe('calendar invitations built from hostile names', () => {
  for (const name of HOSTILE_NAMES) {
    for (const side of ['organizer', 'attendee'] as const) {
      it(`${JSON.stringify(name)} as the ${side}: the same people, roles and addresses`, () => {
        const organizer = side === 'organizer' ? name : 'Xylo Industries';
        const attendee = side === 'attendee' ? name : 'Ada Whitfield';
        const parsed = read(interviewCalendar(event(organizer, attendee), 'REQUEST'));
        expect(parsed.events).toBe(1);
        expect(parsed.organizer).toEqual({
          cn: asRead(organizer),
          value: 'mailto:company@example.com',
          params: ['cn'],
        });
        expect(parsed.attendees).toEqual([
          {
            cn: asRead(attendee),
            role: 'REQ-PARTICIPANT',
            value: 'MAILTO:advisor@example.com',
            params: ['cn', 'partstat', 'role', 'rsvp'],
          },
          {
            cn: asRead(organizer),
            role: 'REQ-PARTICIPANT',
            value: 'MAILTO:company@example.com',
            params: ['cn', 'partstat', 'role', 'rsvp'],
          },
        ]);
      });
    }
  }

  it('leaves ordinary names untouched', () => {
    expect(calendarParameterText('Ada Whitfield, O’Neill & Co.')).toBe('Ada Whitfield, O’Neill & Co.');
  });
});
