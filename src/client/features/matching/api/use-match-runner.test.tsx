import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchRun } from '@shared/schemas/jobs';
import { dismissToasts, findToast, shownToastTitles, Toaster } from '@client/components/ui/toasts-in-tests';
import { useMatchRunner } from './use-match-runner';

type Reply = { status: number; body: unknown };
const json = (status: number, body: unknown): Reply => ({ status, body });
const error = (status: number, code: string, message: string) => json(status, { error: { code, message } });

const run = (over: Partial<MatchRun> = {}): MatchRun => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'running',
  percent: 0,
  message: 'Starting…',
  error: null,
  createdAt: new Date().toISOString(),
  results: null,
  ...over,
});

/** A stand-in for the server: answers per "METHOD path" from a queue, the last answer repeating. */
function serve(routes: Record<string, Reply[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      );
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(key);
      const queue = routes[key];
      if (!queue) throw new Error(`unexpected ${key}`);
      const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function setup(profileCompleted: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onResults = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  const hook = renderHook(() => useMatchRunner({ profileCompleted, onResults }), { wrapper });
  return { ...hook, onResults, client };
}

const ELIGIBLE = json(200, { completionPercentage: 100, isEligible: true, missing: [] });

beforeEach(dismissToasts);
afterEach(() => vi.unstubAllGlobals());

describe('useMatchRunner', () => {
  it('opens the incomplete dialog instead of starting a run when the profile is not eligible', async () => {
    const eligibility = { completionPercentage: 40, isEligible: false, missing: ['biography', 'skills'] };
    const calls = serve({ 'GET /api/profile/eligibility': [json(200, eligibility)] });
    const { result } = setup(true);
    await act(() => result.current.run());
    expect(result.current.incomplete).toEqual({ eligibility });
    expect(result.current.state).toEqual({ phase: 'idle' });
    expect(calls).not.toContain('POST /api/matches/runs');
  });

  it('polls every second until 100 %, then hands over the results and says how many', async () => {
    const results = { items: [], page: 1, pageCount: 1, total: 12 };
    serve({
      'GET /api/profile/eligibility': [ELIGIBLE],
      'POST /api/matches/runs': [json(202, run())],
      [`GET /api/matches/runs/${run().id}`]: [
        json(200, run({ percent: 60, message: 'Scoring 60 roles…' })),
        json(200, run({ status: 'done', percent: 100, results })),
      ],
    });
    const { result, onResults, client } = setup(true);
    let finished!: Promise<void>;
    act(() => {
      finished = result.current.run();
    });
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'running', percent: 0 }));
    await waitFor(
      () => expect(result.current.state).toMatchObject({ percent: 60, message: 'Scoring 60 roles…' }),
      {
        timeout: 3000,
      },
    );
    await act(() => finished);
    expect(result.current.state).toEqual({ phase: 'idle' });
    expect(onResults).toHaveBeenCalledWith(expect.objectContaining({ status: 'done' }));
    expect(await findToast('Matches ready')).toEqual({
      kind: 'success',
      description: 'Found 12 opportunities.',
    });
    expect(client.getQueryData(['matching', 'runs', 'latest', 1])).toMatchObject({ status: 'done' });
  });

  it('falls back to the profile_completed flag when the eligibility check fails', async () => {
    const calls = serve({
      'GET /api/profile/eligibility': [error(500, 'INTERNAL', 'boom')],
      'POST /api/matches/runs': [
        json(
          202,
          run({ status: 'done', percent: 100, results: { items: [], page: 1, pageCount: 1, total: 0 } }),
        ),
      ],
    });
    const { result, onResults } = setup(true);
    await act(() => result.current.run());
    expect(calls).toContain('POST /api/matches/runs');
    expect(onResults).toHaveBeenCalled();
  });

  it("says 'Profile Check Failed' when the check fails and the profile is not marked complete", async () => {
    const calls = serve({ 'GET /api/profile/eligibility': [error(500, 'INTERNAL', 'boom')] });
    const { result } = setup(false);
    await act(() => result.current.run());
    expect(await findToast('Profile Check Failed')).toEqual({
      kind: 'error',
      description: 'Unable to verify profile completion. Please try refreshing the page.',
    });
    expect(calls).not.toContain('POST /api/matches/runs');
  });

  it('opens the incomplete dialog when the start call answers PROFILE_INCOMPLETE', async () => {
    serve({
      'GET /api/profile/eligibility': [ELIGIBLE],
      'POST /api/matches/runs': [
        error(422, 'PROFILE_INCOMPLETE', 'PROFILE_INCOMPLETE: Profile completion is less'),
      ],
    });
    const { result } = setup(true);
    await act(() => result.current.run());
    expect(result.current.incomplete).not.toBeNull();
    expect(await shownToastTitles()).toEqual([]);
  });

  it('reports a failed start with the spec text', async () => {
    serve({
      'GET /api/profile/eligibility': [ELIGIBLE],
      'POST /api/matches/runs': [error(500, 'INTERNAL', 'x')],
    });
    const { result } = setup(true);
    await act(() => result.current.run());
    expect((await findToast('Failed to start matchmaking. Please try again.')).kind).toBe('error');
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('stops polling on a polling error and shows the error state', async () => {
    const calls = serve({
      'GET /api/profile/eligibility': [ELIGIBLE],
      'POST /api/matches/runs': [json(202, run())],
      [`GET /api/matches/runs/${run().id}`]: [error(500, 'INTERNAL', 'poll failed')],
    });
    const { result } = setup(true);
    await act(() => result.current.run());
    expect(result.current.state).toEqual({
      phase: 'failed',
      message: 'Failed to find matches. Please try again.',
    });
    expect((await findToast('Failed to find matches. Please try again.')).kind).toBe('error');
    expect(calls.filter((call) => call.startsWith('GET /api/matches/runs/')).length).toBe(1);
  });
});
