import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClipboardList, Sparkles } from 'lucide-react';
import type { MatchFit, UnlockedJobCard } from '@shared/schemas/jobs';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { paths } from '@client/lib/paths';
import { useLatestRun } from '../api/matching-queries';
import { useMatchRunner } from '../api/use-match-runner';
import {
  FILTER_NAMES,
  readFilters,
  readMode,
  readPage,
  type FilterName,
  type MatchmakingMode,
} from '../lib/search-params';
import { AiMatchesPanel } from './ai-matches-panel';
import type { RenderBeforeApply, RenderResponsiveness, RenderShare } from './job-detail-dialog';
import { ManualSearchPanel } from './manual-search-panel';

// The three dialogs, and the dialog primitive under them, are not part of the first render: each loads with its
// own chunk, fetched once the screen is idle so that opening one does not wait (the screen's initial JavaScript
// budget, decision 018 and issue #31). Each is mounted from its first opening on, so it can animate its closing.
const loadJobDetailDialog = () => import('./job-detail-dialog');
const loadMatchProgressDialog = () => import('./match-progress-dialog');
const loadProfileIncompleteDialog = () => import('./profile-incomplete-dialog');
const JobDetailDialog = lazy(() => loadJobDetailDialog().then((m) => ({ default: m.JobDetailDialog })));
const MatchProgressDialog = lazy(() =>
  loadMatchProgressDialog().then((m) => ({ default: m.MatchProgressDialog })),
);
const ProfileIncompleteDialog = lazy(() =>
  loadProfileIncompleteDialog().then((m) => ({ default: m.ProfileIncompleteDialog })),
);

/** True from the first time `open` is true: a lazy dialog is mounted then and stays mounted. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Fetches the dialogs' chunks once the browser is idle after the screen's first render. */
function usePrefetchDialogs() {
  useEffect(() => {
    const prefetch = () => {
      void Promise.all([loadJobDetailDialog(), loadMatchProgressDialog(), loadProfileIncompleteDialog()]);
    };
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(prefetch, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 200);
    return () => clearTimeout(id);
  }, []);
}

interface MatchmakingPageProps {
  /** The viewer's profile_completed flag, the fallback when the eligibility check fails. */
  profileCompleted: boolean;
  /** The share control for the job detail dialog (composed by the route from the jobs feature). */
  renderShare?: RenderShare;
  /** The company's responsiveness in the job detail dialog (composed by the route from the hiring feature). */
  renderResponsiveness?: RenderResponsiveness;
  /** The board-seats check before applying (composed by the route from the board-seats feature). */
  renderBeforeApply?: RenderBeforeApply;
}

/** /advisor-matchmaking: 'Your Matches' with AI and manual modes; the mode, page and filters live in the URL. */
export function MatchmakingPage({
  profileCompleted,
  renderShare,
  renderResponsiveness,
  renderBeforeApply,
}: MatchmakingPageProps) {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  const page = readPage(params);
  const filters = useMemo(() => readFilters(params), [params]);
  const [selected, setSelected] = useState<{ job: UnlockedJobCard; match?: MatchFit } | null>(null);
  const select = useCallback((job: UnlockedJobCard, match?: MatchFit) => setSelected({ job, match }), []);
  const topRef = useRef<HTMLDivElement>(null);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }, options),
    [setParams],
  );

  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `${paths.advisorMatchmaking()}?${search}` : paths.advisorMatchmaking();
  };
  const changePage = (target: number) => {
    update((next) => (target <= 1 ? next.delete('page') : next.set('page', String(target))));
    topRef.current?.scrollIntoView({ block: 'start' });
  };
  const changeMode = (next: MatchmakingMode) =>
    update((query) => {
      query.delete('page');
      if (next === 'manual') {
        query.set('mode', 'manual');
      } else {
        query.delete('mode');
        for (const name of FILTER_NAMES) query.delete(name);
      }
    });
  const changeFilter = useCallback(
    (name: FilterName, value: string) =>
      update(
        (query) => {
          if (value) query.set(name, value);
          else query.delete(name);
          query.delete('page');
        },
        { replace: true },
      ),
    [update],
  );
  const clearFilters = () =>
    update((query) => {
      for (const name of FILTER_NAMES) query.delete(name);
      query.delete('page');
    });

  const showResults = useCallback(
    () =>
      update((query) => {
        query.delete('page');
        query.delete('mode');
        for (const name of FILTER_NAMES) query.delete(name);
      }),
    [update],
  );
  const runner = useMatchRunner({ profileCompleted, onResults: showResults });
  const running = runner.state.phase === 'running';
  const progressOpened = useOpenedOnce(running);
  const incompleteOpened = useOpenedOnce(runner.incomplete !== null);
  const detailOpened = useOpenedOnce(selected !== null);
  usePrefetchDialogs();
  const matching = runner.state.phase === 'checking' || runner.state.phase === 'running';

  // A run still going from an earlier visit (a reload mid-run) is picked up once, on arrival.
  const latest = useLatestRun(mode === 'ai' ? page : 1);
  const resumeChecked = useRef(false);
  const { watch } = runner;
  useEffect(() => {
    if (resumeChecked.current || !latest.isSuccess || latest.isPlaceholderData) return;
    resumeChecked.current = true;
    if (latest.data?.status === 'running') void watch(latest.data);
  }, [latest.isSuccess, latest.isPlaceholderData, latest.data, watch]);

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-8 sm:py-12">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <p className="text-xs font-semibold tracking-[0.18em] text-accent-strong uppercase">For advisors</p>
          <h1 className="font-display text-4xl leading-tight font-medium tracking-tight">Your Matches</h1>
          <p className="text-[0.9375rem] leading-7 text-muted">
            Open board and advisory roles ranked against your profile, with the reasons behind every score.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.myApplications()} className={buttonClasses({ variant: 'outline' })}>
            <ClipboardList aria-hidden />
            My Applications
          </Link>
          <Button onClick={() => void runner.run()} loading={matching}>
            {matching ? null : <Sparkles aria-hidden />}
            Match with AI
          </Button>
        </div>
      </header>

      <div ref={topRef} className="scroll-mt-6" />
      <Tabs
        value={mode}
        onValueChange={(value) => changeMode(value === 'manual' ? 'manual' : 'ai')}
        className="mt-8"
      >
        <TabsList aria-label="How to find roles">
          <TabsTrigger value="ai">
            <Sparkles aria-hidden />
            AI Matches
          </TabsTrigger>
          <TabsTrigger value="manual">Search Manually</TabsTrigger>
        </TabsList>
        <TabsContent value="ai">
          <AiMatchesPanel
            page={page}
            pageHref={pageHref}
            onPageChange={changePage}
            runner={runner.state}
            onMatch={() => void runner.run()}
            onResume={(run) => void watch(run)}
            onSearchManually={() => changeMode('manual')}
            onLearnMore={select}
          />
        </TabsContent>
        <TabsContent value="manual">
          <ManualSearchPanel
            filters={filters}
            onFilterChange={changeFilter}
            onClear={clearFilters}
            pageHref={pageHref}
            onPageChange={changePage}
            onLearnMore={select}
          />
        </TabsContent>
      </Tabs>

      <Suspense fallback={null}>
        {progressOpened ? (
          <MatchProgressDialog
            open={running}
            percent={runner.state.phase === 'running' ? runner.state.percent : 0}
            message={runner.state.phase === 'running' ? runner.state.message : ''}
            onCancel={runner.cancel}
          />
        ) : null}
        {incompleteOpened ? (
          <ProfileIncompleteDialog incomplete={runner.incomplete} onClose={runner.closeIncomplete} />
        ) : null}
        {detailOpened ? (
          <JobDetailDialog
            job={selected?.job ?? null}
            match={selected?.match}
            onClose={() => setSelected(null)}
            signedIn
            renderShare={renderShare}
            renderResponsiveness={renderResponsiveness}
            renderBeforeApply={renderBeforeApply}
          />
        ) : null}
      </Suspense>
    </main>
  );
}
