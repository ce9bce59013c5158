import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyApplication } from '@shared/schemas/jobs';
import { formatInTimeZone } from '@shared/time-zones';
import { renderWithApp } from '@client/test-support/server-answers';
import { ApplicationTimeline } from './application-timeline';
import { MyApplicationHiring } from './my-application-hiring';

const application: MyApplication = {
  id: 'a1',
  status: 'applied',
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  job: {
    id: 'j1',
    title: 'Independent Director',
    companyName: 'Northwind',
    isActive: true,
    publicJobSlug: null,
    responsiveness: null,
  },
  screening: { answers: [], motivation: null },
  hiring: {
    timeline: [
      { step: 'applied', at: '2026-12-01T09:00:00.000Z', by: 'you', reason: null },
      { step: 'interview_proposed', at: '2026-12-02T09:00:00.000Z', by: 'company', reason: null },
    ],
    canWithdraw: true,
    canReapply: false,
    interviews: [
      {
        id: 'i1',
        status: 'proposed',
        durationMinutes: 45,
        companyTimeZone: 'America/New_York',
        advisorTimeZone: null,
        meetingUrl: 'https://meet.example.com/x',
        location: null,
        startsAt: null,
        slots: [
          { id: 's1', startsAt: '2026-12-10T15:00:00.000Z' },
          { id: 's2', startsAt: '2026-12-11T20:30:00.000Z' },
        ],
        sequence: 0,
      },
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('hiring components', () => {
  it('shows the advisor their timeline, the proposed times in their own zone, and books only a chosen time', async () => {
    renderWithApp(<MyApplicationHiring application={application} onChanged={() => undefined} />);
    const timeline = screen.getByRole('list', { name: 'Timeline of Independent Director' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]!.textContent).toMatch(/Applied.*You/);
    expect(steps[1]!.textContent).toMatch(/Interview times proposed.*The company/);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      screen.getByRole('radio', { name: formatInTimeZone('2026-12-10T15:00:00.000Z', zone) }),
    ).toBeTruthy();
    const book = screen.getByRole('button', { name: 'Book this time' });
    expect((book as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getAllByRole('radio')[1]!);
    expect((book as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
  });

  it('"Ask for other times" sends nothing until the advisor has suggested times and a note (issue #29)', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'i1', status: 'new-times-requested' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderWithApp(<MyApplicationHiring application={application} onChanged={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Ask for other times' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    const form = screen.getByRole('form', { name: 'Ask for other times' });
    await user.type(within(form).getByLabelText('Suggested time 1'), '2026-12-14T18:00');
    await user.type(within(form).getByLabelText('Note to the company (optional)'), 'Travelling that week.');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    const [input, init] = fetchSpy.mock.calls[0] as unknown as [RequestInfo | URL, RequestInit | undefined];
    const url = input instanceof Request ? input.url : String(input);
    const body = input instanceof Request ? await input.clone().text() : String(init?.body);
    expect(url).toContain('/api/hiring/interviews/i1/other-times');
    expect(JSON.parse(body)).toEqual({
      message: 'Travelling that week.',
      suggestedTimes: ['2026-12-14T18:00'],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(
      await screen.findByText('The company has your suggested times and will propose new ones.'),
    ).toBeTruthy();
  });

  it('tells the company which reasons the advisor does not see, and names who acted', () => {
    renderWithApp(
      <ApplicationTimeline
        label="Timeline of Ada"
        entries={[
          {
            step: 'applied',
            at: '2026-12-01T09:00:00.000Z',
            by: 'advisor',
            byName: null,
            reason: null,
            reasonShared: true,
          },
          {
            step: 'rejected',
            at: '2026-12-03T09:00:00.000Z',
            by: 'company',
            byName: 'Hannah Hiring',
            reason: 'Looking for more years of experience',
            reasonShared: false,
          },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Timeline of Ada' })).getAllByRole('listitem');
    expect(steps[0]!.textContent).toMatch(/Applied.*The advisor/);
    expect(steps[1]!.textContent).toMatch(/Not selected.*Hannah Hiring/);
    expect(steps[1]!.textContent).toContain(
      'Reason: Looking for more years of experience (not shared with the advisor)',
    );
  });

  it('"Apply again" asks the role\'s screening questions and sends the answers (decision 049)', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/api/screening/jobs/j1/questions')
        ? {
            questions: [
              { id: 'q1', kind: 'yes_no', prompt: 'Can you travel monthly?', options: [], required: true },
            ],
            motivationMax: 1000,
          }
        : { id: 'a1', jobId: 'j1', status: 'applied' };
      return new Response(JSON.stringify(body), {
        status: init?.method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const withdrawn: MyApplication = {
      ...application,
      status: 'withdrawn',
      hiring: { ...application.hiring, interviews: [], canWithdraw: false, canReapply: true },
    };
    const changed = vi.fn();
    renderWithApp(<MyApplicationHiring application={withdrawn} onChanged={changed} />);
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply again to Independent Director?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply again' }));
    const question = within(dialog).getByRole('group', { name: /Can you travel monthly\?/ });
    expect(question.textContent).toContain('Please answer this question');
    const posts = () =>
      fetchSpy.mock.calls.filter(
        ([input, init]) =>
          ((init?.method ?? (input instanceof Request ? input.method : 'GET')) as string).toUpperCase() ===
          'POST',
      );
    expect(posts()).toHaveLength(0);
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply again' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    const [[input, init]] = posts() as [[RequestInfo | URL, RequestInit | undefined]];
    const sent = input instanceof Request ? await input.clone().json() : JSON.parse(String(init?.body));
    expect(String(input instanceof Request ? input.url : input)).toContain('/api/jobs/j1/applications');
    expect(sent).toMatchObject({ answers: { q1: 'yes' }, motivation: '' });
  });
});
