import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, findToast, Toaster } from '@client/components/ui/toasts-in-tests';
import { ResendConfirmationDialog } from './resend-confirmation-dialog';

/** The server's answer to the resend request, and what the dialog sent it. */
function serve(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    }),
  );
  return sent;
}

async function resend(typed: string, initialEmail = '') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResendConfirmationDialog initialEmail={initialEmail} />
      <Toaster />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
  const field = await screen.findByRole('textbox', { name: /Email/ });
  await userEvent.clear(field);
  if (typed) await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole('button', { name: 'Resend Link' }));
}

beforeEach(dismissToasts);
afterEach(() => vi.unstubAllGlobals());

describe('resend confirmation dialog', () => {
  it('asks the server for a new link to the callback page and says only "if"', async () => {
    const sent = serve(200, { status: true });
    await resend('waiting@example.com');
    expect(await findToast('Confirmation link sent')).toEqual({
      kind: 'success',
      description: 'If that email is waiting for confirmation, a new link has been sent.',
    });
    expect(sent).toEqual([
      {
        url: '/api/auth/send-verification-email',
        body: { email: 'waiting@example.com', callbackURL: '/auth/callback' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pre-fills the address typed into the sign-in form', async () => {
    const sent = serve(200, { status: true });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ResendConfirmationDialog initialEmail="typed@example.com" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend Link' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ email: 'typed@example.com' }));
  });

  it('shows when to try again past the rate limit', async () => {
    serve(
      429,
      { error: { code: 'RATE_LIMITED', message: 'Too many requests. Try again in 1 minute.' } },
      {
        'retry-after': '60',
      },
    );
    await resend('waiting@example.com');
    expect(await findToast('Error')).toEqual({
      kind: 'error',
      description: 'Too many requests. Try again in 1 minute.',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('refuses a malformed address without calling the server', async () => {
    const sent = serve(200, { status: true });
    await resend('not-an-address');
    expect(await screen.findByText(/valid email/i)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
