// A quick local benchmark of the matching engine (not a test): ranks 10 000 and 100 000 synthetic roles for a
// complete advisor profile and prints timings. `node --import tsx scripts/bench-matching.ts`
//
// Two corpora per size: the factory's roles as they are (25 companies × 12 role templates, so many roles share
// their text and are tokenized once), and the same roles with a unique sentence appended to every description
// (the worst case: every role tokenized). Timings: buildJobIndex alone; ranking with an index built beforehand
// (what each further advisor costs when the index of active roles is shared); and the whole call from raw
// roles. "top 200" builds reasons and improvements for the best 200 only (`limit`), "all" for every role.
// Wall time and CPU time are both printed: on a shared machine other processes inflate wall time.
import os from 'node:os';
import { buildAdvisorProfile } from '@tests/factories/advisors';
import { buildJob } from '@tests/factories/jobs';
import { buildJobIndex, rankJobsOffline, type JobForMatching } from '@server/features/matching/engine';

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma', 'kappa', 'lambda', 'theta', 'zeta'];

/** Roles as they arrive from the database or JSON: plain objects with flat strings (the factory's template
 * strings are ropes that V8 would flatten on first use, which real input never needs). */
function makeJobs(count: number, unique: boolean): JobForMatching[] {
  const jobs = Array.from({ length: count }, (_, n) => {
    const job = buildJob(n);
    const suffix = unique
      ? `<p>Reference ${WORDS[n % 10]} ${WORDS[Math.floor(n / 10) % 10]} ${WORDS[Math.floor(n / 100) % 10]} ${n}.</p>`
      : '';
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: job.title,
      companyName: job.companyName ?? '',
      companySummary: job.companySummary ?? null,
      jobDescription: `${job.jobDescription ?? ''}${suffix}`,
      industry: job.industry ?? null,
      type: job.type ?? 'unspecified',
      engagementType: job.engagementType ?? null,
      compensationType: job.compensationType ?? null,
      city: job.city ?? null,
      country: job.country ?? null,
    };
  });
  return JSON.parse(JSON.stringify(jobs)) as JobForMatching[];
}

/** Wall time and this process's CPU time (other processes on a shared machine inflate only the former). */
function time<T>(fn: () => T): { ms: number; cpu: number; value: T } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = fn();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { ms, cpu: (cpu.user + cpu.system) / 1000, value };
}

const advisor = buildAdvisorProfile();
const RUNS = 5;
const fmt = (t: { ms: number; cpu: number }) =>
  `${t.ms.toFixed(0).padStart(6)} ms wall ${t.cpu.toFixed(0).padStart(6)} ms cpu`;
const median = (runs: { ms: number; cpu: number }[]) => {
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { ms: mid(runs.map((r) => r.ms)), cpu: mid(runs.map((r) => r.cpu)) };
};

// Warm up the JIT on a small set.
for (let i = 0; i < 3; i++) rankJobsOffline(advisor, makeJobs(2000, i % 2 === 0));

console.log(
  `Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} CPUs; median of ${RUNS} runs`,
);
for (const count of [10_000, 100_000]) {
  for (const unique of [false, true]) {
    const jobs = makeJobs(count, unique);
    const label = `${count.toLocaleString('en-US')} roles, ${unique ? 'every text unique' : 'factory texts'}`;
    type Timing = { ms: number; cpu: number };
    const index: Timing[] = [];
    const warm: Timing[] = [];
    const warmTop: Timing[] = [];
    const cold: Timing[] = [];
    const coldTop: Timing[] = [];
    let distinct = 0;
    let top = '';
    for (let run = 0; run < RUNS; run++) {
      const built = time(() => buildJobIndex(jobs));
      index.push(built);
      distinct = built.value.bm25.documentCount;
      warm.push(time(() => rankJobsOffline(advisor, built.value)));
      warmTop.push(time(() => rankJobsOffline(advisor, built.value, { limit: 200 })));
      const all = time(() => rankJobsOffline(advisor, jobs));
      cold.push(all);
      coldTop.push(time(() => rankJobsOffline(advisor, jobs, { limit: 200 })));
      top = `${all.value[0]?.score} / ${all.value[all.value.length - 1]?.score}`;
    }
    console.log(`\n${label} (${distinct.toLocaleString('en-US')} distinct texts; best/worst score ${top})`);
    console.log(`  buildJobIndex                          ${fmt(median(index))}`);
    console.log(`  rank with a prebuilt index, top 200    ${fmt(median(warmTop))}`);
    console.log(`  rank with a prebuilt index, all        ${fmt(median(warm))}`);
    console.log(`  rankJobsOffline from raw roles, top 200 ${fmt(median(coldTop))}`);
    console.log(`  rankJobsOffline from raw roles, all    ${fmt(median(cold))}`);
  }
}
