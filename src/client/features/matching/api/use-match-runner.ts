// The AI matching flow of spec part 2 §4: check eligibility (falling back to the profile_completed flag when that
// call fails), start a run, poll its status every second until it reports 100 %, then hand the results over.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@shared/constants';
import type { Eligibility } from '@shared/schemas/advisor-profile';
import type { MatchRun } from '@shared/schemas/jobs';
import { clampPercent } from '@client/components/ui/progress';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { matchingKeys } from './matching-keys';
import { eligibilityQueryOptions, matchRunQueryOptions, useStartMatchRun } from './matching-queries';

export const MATCHING_FAILED = 'Failed to find matches. Please try again.';
export const START_FAILED = 'Failed to start matchmaking. Please try again.';

export type MatchRunnerState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'running'; percent: number; message: string }
  | { phase: 'failed'; message: string };

/** What the profile-incomplete dialog shows; `eligibility` is null when only the start call said so. */
export interface IncompleteProfile {
  eligibility: Eligibility | null;
}

const isProfileIncomplete = (error: unknown) =>
  error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE';

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function useMatchRunner({
  profileCompleted,
  onResults,
}: {
  /** The viewer's profile_completed flag: the fallback when the eligibility call fails. */
  profileCompleted: boolean;
  /** Called once a run finishes with its first page of results (already in the cache as the latest run). */
  onResults: (run: MatchRun) => void;
}) {
  const queryClient = useQueryClient();
  const start = useStartMatchRun();
  const [state, setState] = useState<MatchRunnerState>({ phase: 'idle' });
  const [incomplete, setIncomplete] = useState<IncompleteProfile | null>(null);
  // Each watch gets a token; cancelling or unmounting moves the token on, which ends the old loop.
  const watchToken = useRef(0);
  const onResultsRef = useRef(onResults);
  useEffect(() => {
    onResultsRef.current = onResults;
  }, [onResults]);
  useEffect(
    () => () => {
      watchToken.current += 1;
    },
    [],
  );

  const fail = useCallback((message: string) => {
    setState({ phase: 'failed', message });
    toast.error(message);
  }, []);

  /** Polls `run` until it is no longer running. Also resumes a run that was already running on page load. */
  const watch = useCallback(
    async (run: MatchRun) => {
      const token = ++watchToken.current;
      const stillWatching = () => watchToken.current === token;
      let current = run;
      setState({ phase: 'running', percent: clampPercent(run.percent), message: run.message });
      try {
        while (current.status === 'running') {
          await sleep(LIMITS.matchPollMs);
          if (!stillWatching()) return;
          current = await queryClient.fetchQuery(matchRunQueryOptions(run.id, 1));
          if (!stillWatching()) return;
          setState({ phase: 'running', percent: clampPercent(current.percent), message: current.message });
        }
      } catch {
        if (stillWatching()) fail(MATCHING_FAILED);
        return;
      }
      if (current.status === 'failed' || !current.results) {
        fail(current.error ?? MATCHING_FAILED);
        return;
      }
      // The finished run is now the latest: its first page replaces whatever older pages were cached.
      queryClient.removeQueries({ queryKey: matchingKeys.latestRuns() });
      queryClient.setQueryData(matchingKeys.latestRun(1), current);
      setState({ phase: 'idle' });
      toast.success('Matches ready', { description: `Found ${current.results.total} opportunities.` });
      onResultsRef.current(current);
    },
    [queryClient, fail],
  );

  const run = useCallback(async () => {
    if (state.phase === 'checking' || state.phase === 'running') return;
    setState({ phase: 'checking' });

    let eligibility: Eligibility | null = null;
    try {
      eligibility = await queryClient.fetchQuery({
        ...eligibilityQueryOptions(),
        staleTime: 0,
        retry: false,
      });
    } catch {
      // The spec's fallback: trust the profile_completed flag when the check itself fails.
      if (!profileCompleted) {
        setState({ phase: 'idle' });
        toast.error('Profile Check Failed', {
          description: 'Unable to verify profile completion. Please try refreshing the page.',
        });
        return;
      }
    }
    if (eligibility && !eligibility.isEligible) {
      setState({ phase: 'idle' });
      setIncomplete({ eligibility });
      return;
    }

    let started: MatchRun;
    try {
      started = await start.mutateAsync();
    } catch (error) {
      setState({ phase: 'idle' });
      if (isProfileIncomplete(error)) {
        setIncomplete({ eligibility });
      } else if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
        toast.error(START_FAILED, { description: error.message });
      } else {
        toast.error(START_FAILED);
      }
      return;
    }
    await watch(started);
  }, [state.phase, queryClient, profileCompleted, start, watch]);

  /** Stops watching; the run itself finishes on the server and shows up as the latest run next time. */
  const cancel = useCallback(() => {
    watchToken.current += 1;
    setState({ phase: 'idle' });
  }, []);

  return {
    state,
    run,
    watch,
    cancel,
    incomplete,
    closeIncomplete: useCallback(() => setIncomplete(null), []),
  };
}
