import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyApplication } from '@shared/schemas/jobs';
import { renderWithApp } from '@client/test-support/server-answers';
import { MyApplicationsPage } from './my-applications-page';

const application = (id: string, status: string, job: Partial<MyApplication['job']> = {}): MyApplication => ({
  id,
  status,
  createdAt: '2026-11-03T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  job: {
    id: `job-${id}`,
    title: `Role ${id}`,
    companyName: 'Northwind',
    isActive: true,
    publicJobSlug: null,
    responsiveness: null,
    ...job,
  },
  hiring: { timeline: [], canWithdraw: false, canReapply: false, interviews: [] },
  screening: { answers: [], motivation: null },
});

/** The server (fetch, the boundary) answers GET /api/my-applications with these rows. */
function serverAnswers(rows: MyApplication[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
      return path === '/api/my-applications'
        ? new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The status chips of a card (rounded spans), in order. */
const badgesOf = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('span.rounded-full')).map((node) => node.textContent?.trim());

describe('My Applications', () => {
  it('shows one truthful state per application: a closed application on a closed role is "Closed" once', async () => {
    serverAnswers([
      application('a', 'closed', { isActive: false }),
      application('b', 'applied', { isActive: false }),
      application('c', 'rejected', { isActive: true }),
    ]);
    renderWithApp(<MyApplicationsPage />);
    const closed = await screen.findByRole('article', { name: 'Role a at Northwind' });
    expect(within(closed).getAllByText('Closed')).toHaveLength(1);
    expect(badgesOf(closed)).toEqual(['Closed']);
    // An open application whose role was taken down says so, in words unlike its own status.
    const open = screen.getByRole('article', { name: 'Role b at Northwind' });
    expect(badgesOf(open)).toEqual(['Role closed', 'Applied']);
    expect(badgesOf(screen.getByRole('article', { name: 'Role c at Northwind' }))).toEqual(['Rejected']);
  });

  it('shows the company’s responsiveness on an application to an open role', async () => {
    serverAnswers([
      application('d', 'applied', {
        responsiveness: { applications: 24, medianDaysToFirstAction: 3, closedWithReasonPercent: 80 },
      }),
      application('e', 'applied'),
    ]);
    renderWithApp(<MyApplicationsPage />);
    const card = await screen.findByRole('article', { name: 'Role d at Northwind' });
    expect(within(card).getByRole('region', { name: 'Company responsiveness' }).textContent).toBe(
      'This company usually answers within 3 days and gives a reason to 80% of the applicants it does not ' +
        'select (from 24 applications).',
    );
    const quiet = screen.getByRole('article', { name: 'Role e at Northwind' });
    expect(within(quiet).queryByRole('region', { name: 'Company responsiveness' })).toBeNull();
  });
});
