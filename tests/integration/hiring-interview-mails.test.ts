// Interview mails to an advisor name times a reader can use without converting (issue #29): their own zone beside
// the company's, or the company's and UTC while they have chosen none; "Ask for other times" carries the times that
// suit the advisor and a note, to the company's mail (at the SMTP sink) and its timeline.
import { describe, expect, it } from 'vitest';
import type { ApplicantsPage, Position } from '@shared/schemas/company';
import type { Interview } from '@shared/schemas/hiring';
import type { ApiErrorBody } from '@shared/errors';
import { waitForMail } from '../setup/mail-sink';
import { useMailSink } from '../setup/use-mail-sink';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-interview-mails-');

describe('interview mails to the advisor', () => {
  const t = useTestApp({ deps: { mailer } });

  async function proposed(advisorTimeZone: string | null) {
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    const company = await signedInCompany(t);
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Ines', timeZone: advisorTimeZone });
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    const interview = await company.client.post<Interview>(
      `/api/hiring/applications/${applied.body.id}/interviews`,
      {
        timeZone: 'America/New_York',
        durationMinutes: 45,
        slots: [{ startsAt: '2026-12-10T10:00' }, { startsAt: '2026-12-11T15:30' }],
        meetingUrl: 'https://meet.example.com/board-chat',
      },
    );
    expect(interview.status).toBe(201);
    await t.settleJobs();
    const proposal = await waitForMail(mailDir, advisor.user.email, { subject: /proposes interview times/ });
    return { company, position, advisor, interview: interview.body, proposal };
  }

  it('an advisor who chose no zone reads the company’s zone and UTC, and how to get their own', async () => {
    const { proposal } = await proposed(null);
    expect(proposal.text).toContain('10 Dec 2026, 10:00 GMT-5 (Thu, 10 Dec 2026, 15:00 UTC)');
    expect(proposal.text).toContain('Choose your time zone on My Profile');
  });

  it('an advisor with a zone reads their own first, the company’s beside it', async () => {
    const { proposal } = await proposed('Europe/Berlin');
    expect(proposal.text).toContain('10 Dec 2026, 16:00 CET (Thu, 10 Dec 2026, 10:00 GMT-5)');
    expect(proposal.text).not.toContain('Choose your time zone');
  });

  it('"Ask for other times" sends the advisor’s suggested times and note to the company', async () => {
    const { company, position, advisor, interview } = await proposed('Europe/Berlin');
    const path = `/api/hiring/interviews/${interview.id}/other-times`;
    const past = await advisor.client.post<ApiErrorBody>(path, {
      timeZone: 'Europe/Berlin',
      suggestedTimes: ['2026-11-30T09:00'],
    });
    expect(past.status).toBe(422);
    expect(past.body.error.issues?.[0]?.path).toBe('suggestedTimes');

    const asked = await advisor.client.post(path, {
      message: 'Travelling that week.',
      timeZone: 'Europe/Berlin',
      suggestedTimes: ['2026-12-15T17:00', '2026-12-14T18:00'],
    });
    expect(asked.status).toBe(200);
    await t.settleJobs();
    const ask = await waitForMail(mailDir, company.user.email, { subject: /asks for other interview times/ });
    expect(ask.text).toContain('Travelling that week.');
    // In the company's zone first (the earlier one first), the advisor's beside it.
    expect(ask.text).toMatch(
      /Times that suit them:[\s\S]*14 Dec 2026, 12:00 GMT-5 \(Mon, 14 Dec 2026, 18:00 CET\)[\s\S]*15 Dec 2026, 11:00 GMT-5 \(Tue, 15 Dec 2026, 17:00 CET\)/,
    );
    const card = (await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`))
      .body.items[0]!;
    expect(
      card.hiring.timeline.find((entry) => entry.step === 'interview_new_times_requested'),
    ).toMatchObject({
      reason: expect.stringContaining('Times that suit them: Mon, 14 Dec 2026, 12:00 GMT-5'),
    });
  });
});
