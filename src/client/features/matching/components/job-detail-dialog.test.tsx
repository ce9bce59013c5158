import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnlockedJobCard } from '@shared/schemas/jobs';
import { dismissToasts, findToast, Toaster } from '@client/components/ui/toasts-in-tests';
import { previewText } from '@client/lib/job-text';
import { JobDetailDialog } from './job-detail-dialog';
import { unlockedJobCard } from './test-job-cards';

function renderDialog(role: UnlockedJobCard, { signedIn = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/advisor-matchmaking',
        element: (
          <QueryClientProvider client={client}>
            <JobDetailDialog job={role} onClose={() => undefined} signedIn={signedIn} />
          </QueryClientProvider>
        ),
      },
      { path: '/auth', element: <p>Sign-in screen</p> },
    ],
    { initialEntries: ['/advisor-matchmaking?mode=manual'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

function answerApply(status: number, body: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      // Applying reads the role's screening questions first (decision 049): this role asks none.
      if (String(input instanceof Request ? input.url : input).includes('/api/screening/jobs/')) {
        return new Response(JSON.stringify({ questions: [], motivationMax: 1000 }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      await gate;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return release;
}

beforeEach(dismissToasts);
afterEach(() => vi.unstubAllGlobals());

describe('job detail dialog: apply states', () => {
  it('shows the role with its sanitized description rendered as HTML', () => {
    renderDialog(unlockedJobCard());
    expect(screen.getByRole('dialog', { name: 'Fundraising Advisor' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Quarterly board meetings');
    expect(screen.getByText('$1,500/month')).toBeTruthy();
  });

  it("'Apply Now' opens the company's page in a new tab with the share parameters", async () => {
    renderDialog(
      unlockedJobCard({ jobUrl: 'https://careers.example/board/3?ref=x', acceptsApplications: false }),
    );
    const link = await screen.findByRole('link', { name: /Apply Now/ });
    expect(link.getAttribute('target')).toBe('_blank');
    const href = new URL(link.getAttribute('href')!);
    expect(href.searchParams.get('ref')).toBe('x');
    expect(href.searchParams.get('utm_source')).toBe('social');
    expect(href.searchParams.get('utm_medium')).toBe('share');
    expect(href.searchParams.get('utm_campaign')).toBe('job_share');
  });

  it("signed out: 'Sign In to Apply' leads to sign-in as an advisor and back", async () => {
    renderDialog(unlockedJobCard(), { signedIn: false });
    expect((await screen.findByRole('link', { name: 'Sign In to Apply' })).getAttribute('href')).toBe(
      '/auth?role=advisor&next=%2Fadvisor-matchmaking%3Fmode%3Dmanual',
    );
  });

  it("a role without a way to apply shows a disabled 'Application Link Not Available'", async () => {
    renderDialog(unlockedJobCard({ acceptsApplications: false }));
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Application Link Not Available' }))
        .disabled,
    ).toBe(true);
  });

  it("an applied role shows a disabled 'Applied'", async () => {
    renderDialog(unlockedJobCard({}, { applied: true }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Applied' })).disabled).toBe(true);
  });

  it("'Apply Fast' → 'Applying...' → 'Applied' with the success toast", async () => {
    const release = answerApply(201, { id: 'a', jobId: unlockedJobCard().id, status: 'applied' });
    renderDialog(unlockedJobCard());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Fast' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Applying...' })).disabled).toBe(
      true,
    );
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Applied' })).toBeTruthy());
    expect(await findToast('Application Sent!')).toEqual({
      kind: 'success',
      description: 'Application sent. The company can now view your profile.',
    });
  });

  it("a duplicate answers 'Already Applied' and the button turns to 'Applied'", async () => {
    answerApply(409, {
      error: { code: 'ALREADY_APPLIED', message: 'You have already applied to this position.' },
    })();
    renderDialog(unlockedJobCard());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Fast' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Applied' })).toBeTruthy());
    expect(await findToast('Already Applied')).toEqual({
      kind: 'info',
      description: 'You already applied to this role.',
    });
  });

  it("an expired session answers 'Authentication Required' and goes to sign-in", async () => {
    answerApply(401, {
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to apply for this position.' },
    })();
    const router = renderDialog(unlockedJobCard());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Fast' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?role=advisor&next=%2Fadvisor-matchmaking%3Fmode%3Dmanual');
    expect(await findToast('Authentication Required')).toEqual({
      kind: 'error',
      description: 'Please sign in to apply for this position.',
    });
  });

  it('any other failure gets the generic text', async () => {
    answerApply(500, { error: { code: 'INTERNAL', message: 'x' } })();
    renderDialog(unlockedJobCard());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Fast' }));
    expect(await findToast('Failed to submit application. Please try again.')).toEqual({
      kind: 'error',
      description: null,
    });
    expect(screen.getByRole('button', { name: 'Apply Fast' })).toBeTruthy();
  });
});

describe('description preview', () => {
  it('reads block elements as separate words and cuts at a word boundary within 250 characters', () => {
    expect(previewText('<p>Raise capital.</p><h3>What you will do</h3><ul><li>Meet</li></ul>')).toBe(
      'Raise capital. What you will do Meet',
    );
    const long = `<p>${'governance '.repeat(40)}</p>`;
    const preview = previewText(long);
    expect(preview.length).toBeLessThanOrEqual(251);
    expect(preview.endsWith('governance…')).toBe(true);
  });

  it('decodes the escaped characters and drops tags with their attributes, without a DOM (server rendering)', () => {
    expect(
      previewText('<p>R&amp;D &lt;b&gt; &#8220;growth&#x201D;&nbsp;plan<img src="x.png" alt="chart"></p>'),
    ).toBe('R&D <b> “growth” plan');
    expect(previewText('<p>Fish &chips; &#0; &#x110000;</p>')).toBe('Fish &chips; &#0; &#x110000;');
  });
});
