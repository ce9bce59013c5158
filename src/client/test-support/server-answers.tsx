// Component-test support for forms: render a form with the app's providers, have the server (fetch, the one
// boundary these tests replace) answer every write with a validation error, and read the error shown under a
// field the way a screen reader does (the control's aria-describedby).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@client/components/ui/toasts-in-tests';
import { expect, vi } from 'vitest';
import type { FieldIssue } from '@shared/errors';

export function renderWithApp(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;

/**
 * Every non-GET request is answered 422 with these issues (the API's wire shape, src/shared/errors.ts); a read
 * answers 200 with `reads[path]` when given (e.g. the saved profile a form starts from), otherwise 404. Returns the
 * fetch spy, so a test can check the form really sent its request.
 */
export function answerWritesWithIssues(
  issues: FieldIssue[],
  {
    status = 422,
    code = 'VALIDATION_FAILED',
    message = 'Some fields need attention.',
    reads = {},
  }: { status?: number; code?: string; message?: string; reads?: Record<string, unknown> } = {},
) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') return json(status, { error: { code, message, issues } });
    const path = pathOf(input);
    return path in reads
      ? json(200, reads[path])
      : json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The text a control is described by (its hint and error). */
export function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Waits until the control is marked invalid and its description carries the server's message. */
export async function expectServerError(control: HTMLElement, message: string) {
  await waitFor(() => {
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(control)).toContain(message);
  });
}
