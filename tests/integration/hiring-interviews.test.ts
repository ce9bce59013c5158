// Interviews (issue #20, decision 027): the company proposes times in its zone, the advisor books one, both receive
// a calendar invitation over real SMTP that a calendar parser (ical.js) reads back with the right time in both
// zones; rescheduling cancels and re-invites the same event (UID kept, SEQUENCE up); cancel from either side;
// the reminder the day before.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Position } from '@shared/schemas/company';
import type { Interview } from '@shared/schemas/hiring';
import type { MyApplication } from '@shared/schemas/jobs';
import { readMails, type ReceivedMail } from '../setup/mail-sink';
import { useMailSink } from '../setup/use-mail-sink';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-interviews-');
const HOUR = 3_600_000;

function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: String(event.component.getFirstPropertyValue('status')),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, '')),
  };
}

/** Wall-clock time of an instant in a zone, as 'YYYY-MM-DD HH:mm'. */
const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

describe('interviews', () => {
  const t = useTestApp({ deps: { mailer } });

  async function setUp() {
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Ines', lastName: 'Berger', timeZone: null });
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    return { company, position, advisor, applicationId: applied.body.id };
  }

  const mailsTo = (email: string, subject: RegExp) =>
    readMails(mailDir).filter(
      (mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject ?? ''),
    );

  async function waitFor(email: string, subject: RegExp, count = 1): Promise<ReceivedMail[]> {
    await t.settleJobs();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = mailsTo(email, subject);
      if (found.length >= count || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('books a proposed time: both get a REQUEST invitation with the right time in New York and Berlin', async () => {
    const { company, advisor, applicationId } = await setUp();
    t.clock.advance(HOUR);
    const proposed = await company.client.post<Interview>(
      `/api/hiring/applications/${applicationId}/interviews`,
      {
        timeZone: 'America/New_York',
        durationMinutes: 45,
        slots: [{ startsAt: '2026-12-10T10:00' }, { startsAt: '2026-12-11T15:30' }],
        meetingUrl: 'https://meet.example.com/board-chat',
      },
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.slots.map((slot) => slot.startsAt)).toEqual([
      '2026-12-10T15:00:00.000Z',
      '2026-12-11T20:30:00.000Z',
    ]);
    const [proposal] = await waitFor(advisor.user.email, /proposes interview times/);
    // In the advisor's zone (not set yet: the company's) for a 10:00 New York slot.
    expect(proposal?.text).toContain('10 Dec 2026, 10:00');

    // The advisor sees it on My Applications and books the first time, saving their time zone.
    t.clock.advance(HOUR);
    const [mine] = (await advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    const interview = mine!.hiring.interviews[0]!;
    expect(interview).toMatchObject({ status: 'proposed', companyTimeZone: 'America/New_York' });
    const booked = await advisor.client.post<Interview>(`/api/hiring/interviews/${interview.id}/booking`, {
      slotId: interview.slots[0]!.id,
      timeZone: 'Europe/Berlin',
    });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      status: 'booked',
      startsAt: '2026-12-10T15:00:00.000Z',
      advisorTimeZone: 'Europe/Berlin',
    });

    const [toAdvisor] = await waitFor(advisor.user.email, /Interview booked/);
    const [toCompany] = await waitFor(company.user.email, /Interview booked/);
    // Each side reads the time in its own zone first.
    expect(toAdvisor!.text).toContain('10 Dec 2026, 16:00 CET (Thu, 10 Dec 2026, 10:00 GMT-5)');
    expect(toCompany!.text).toContain('10 Dec 2026, 10:00 GMT-5 (Thu, 10 Dec 2026, 16:00 CET)');
    for (const mail of [toAdvisor!, toCompany!]) {
      expect(mail.calendars).toHaveLength(1);
      const invite = parseInvite(mail.calendars![0]!);
      expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' });
      expect(invite.uid).toBe(`${interview.id}@localhost`);
      expect(invite.start.toISOString()).toBe('2026-12-10T15:00:00.000Z');
      expect(invite.end.getTime() - invite.start.getTime()).toBe(45 * 60_000);
      expect(wallClock(invite.start, 'America/New_York')).toBe('2026-12-10 10:00');
      expect(wallClock(invite.start, 'Europe/Berlin')).toBe('2026-12-10 16:00');
      expect(invite.attendees).toEqual(
        expect.arrayContaining([advisor.user.email.toLowerCase(), company.user.email.toLowerCase()]),
      );
    }

    // Booking again, or booking someone else's interview, is refused.
    expect(
      (
        await advisor.client.post(`/api/hiring/interviews/${interview.id}/booking`, {
          slotId: interview.slots[1]!.id,
        })
      ).status,
    ).toBe(409);
    const stranger = await signedInAdvisor(t);
    expect(
      (
        await stranger.client.post(`/api/hiring/interviews/${interview.id}/booking`, {
          slotId: interview.slots[1]!.id,
        })
      ).status,
    ).toBe(404);

    // The timeline has both steps; proposing was the company's first answer (no deadline any more).
    const [after] = (await advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(after!.hiring.timeline.map((step) => [step.step, step.by])).toEqual([
      ['applied', 'you'],
      ['interview_proposed', 'company'],
      ['interview_booked', 'you'],
    ]);

    // The day before, both are reminded (the hourly job at the test clock's time).
    t.clock.set(new Date('2026-12-09T16:00:00Z'));
    await t.deps.queue.send('interview-reminders', {});
    const [reminder] = await waitFor(advisor.user.email, /Tomorrow: interview/);
    expect(reminder?.text).toContain('16:00 CET');
    expect(await waitFor(company.user.email, /Tomorrow: interview/)).toHaveLength(1);
  });

  it('reschedules: the booked time is cancelled in both calendars, and the new booking updates the same event', async () => {
    const { company, advisor, applicationId } = await setUp();
    t.clock.advance(HOUR);
    const first = (
      await company.client.post<Interview>(`/api/hiring/applications/${applicationId}/interviews`, {
        timeZone: 'Europe/London',
        slots: [{ startsAt: '2026-12-10T09:00' }, { startsAt: '2026-12-10T11:00' }],
        location: '1 Canada Square, London',
      })
    ).body;
    t.clock.advance(HOUR);
    await advisor.client.post(`/api/hiring/interviews/${first.id}/booking`, { slotId: first.slots[0]!.id });
    t.clock.advance(HOUR);

    const moved = await company.client.put<Interview>(`/api/hiring/interviews/${first.id}/slots`, {
      timeZone: 'Europe/London',
      slots: [
        { startsAt: '2026-12-14T09:00' },
        { startsAt: '2026-12-15T09:00' },
        { startsAt: '2026-12-16T09:00' },
      ],
      location: '1 Canada Square, London',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'proposed', startsAt: null, sequence: 1 });
    const cancels = await waitFor(advisor.user.email, /^Cancelled: interview/);
    const cancel = parseInvite(cancels[0]!.calendars![0]!);
    expect(cancel).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' });
    expect(cancel.uid).toBe(`${first.id}@localhost`);
    expect(await waitFor(company.user.email, /^Cancelled: interview/)).toHaveLength(1);

    t.clock.advance(HOUR);
    await advisor.client.post(`/api/hiring/interviews/${first.id}/booking`, {
      slotId: moved.body.slots[2]!.id,
    });
    const rebooked = await waitFor(company.user.email, /Interview booked/, 2);
    const update = parseInvite(rebooked.at(-1)!.calendars![0]!);
    expect(update).toMatchObject({ method: 'REQUEST', sequence: 2, uid: `${first.id}@localhost` });
    expect(update.start.toISOString()).toBe('2026-12-16T09:00:00.000Z');

    const [mine] = (await advisor.client.get<MyApplication[]>('/api/my-applications')).body;
    expect(mine!.hiring.timeline.map((step) => step.step)).toEqual([
      'applied',
      'interview_proposed',
      'interview_booked',
      'interview_rescheduled',
      'interview_booked',
    ]);
  });

  it('lets the advisor ask for other times and either side cancel; validates proposals', async () => {
    const { company, advisor, applicationId } = await setUp();
    const bad = [
      {
        timeZone: 'Mars/Olympus',
        slots: [{ startsAt: '2026-12-10T09:00' }, { startsAt: '2026-12-11T09:00' }],
        location: 'x',
      },
      { timeZone: 'Europe/Paris', slots: [{ startsAt: '2026-12-10T09:00' }], location: 'x' },
      {
        timeZone: 'Europe/Paris',
        slots: [{ startsAt: '2026-12-10T09:00' }, { startsAt: '2026-12-11T09:00' }],
      },
      {
        timeZone: 'Europe/Paris',
        slots: [{ startsAt: '2026-11-10T09:00' }, { startsAt: '2026-12-11T09:00' }],
        location: 'x',
      },
    ];
    for (const body of bad) {
      const res = await company.client.post(`/api/hiring/applications/${applicationId}/interviews`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const interview = (
      await company.client.post<Interview>(`/api/hiring/applications/${applicationId}/interviews`, {
        timeZone: 'Europe/Paris',
        slots: [{ startsAt: '2026-12-10T09:00' }, { startsAt: '2026-12-11T09:00' }],
        meetingUrl: 'https://meet.example.com/x',
      })
    ).body;
    const asked = await advisor.client.post(`/api/hiring/interviews/${interview.id}/other-times`, {
      message: 'Could we meet in the afternoon?',
    });
    expect(asked.status).toBe(200);
    const [ask] = await waitFor(company.user.email, /asks for other interview times/);
    expect(ask?.text).toContain('Could we meet in the afternoon?');
    // Only the advisor asks for times; only the company proposes them.
    expect((await company.client.post(`/api/hiring/interviews/${interview.id}/other-times`, {})).status).toBe(
      403,
    );
    expect(
      (
        await advisor.client.put(`/api/hiring/interviews/${interview.id}/slots`, {
          timeZone: 'Europe/Paris',
          slots: [{ startsAt: '2026-12-12T15:00' }, { startsAt: '2026-12-13T15:00' }],
          location: 'x',
        })
      ).status,
    ).toBe(403);

    const again = await company.client.put<Interview>(`/api/hiring/interviews/${interview.id}/slots`, {
      timeZone: 'Europe/Paris',
      slots: [{ startsAt: '2026-12-12T15:00' }, { startsAt: '2026-12-13T15:00' }],
      meetingUrl: 'https://meet.example.com/x',
    });
    await advisor.client.post(`/api/hiring/interviews/${interview.id}/booking`, {
      slotId: again.body.slots[0]!.id,
    });
    const cancelled = await company.client.post(`/api/hiring/interviews/${interview.id}/cancellation`, {
      message: 'We paused the search.',
    });
    expect(cancelled.status).toBe(200);
    const [cancelMail] = await waitFor(advisor.user.email, /^Cancelled: interview/);
    const cancel = parseInvite(cancelMail!.calendars![0]!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.sequence).toBeGreaterThan(0);
    // Cancelling again is the same cancellation: no second mail.
    expect(
      (await advisor.client.post(`/api/hiring/interviews/${interview.id}/cancellation`, {})).status,
    ).toBe(200);
    await t.settleJobs();
    expect(mailsTo(advisor.user.email, /^Cancelled: interview/)).toHaveLength(1);
  });
});
