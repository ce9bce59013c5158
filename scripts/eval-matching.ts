// `npm run eval:matching`: matching quality on the hand-graded sets (issue #30, decision 037) — set B, read in
// place from ../shared/matching/, and the project's natural set (tests/matching-eval/natural/) once committed —
// per advisor, beside plain BM25 and random order computed in the same run.
//
//   npm run eval:matching                 the tuning part of every set (the only part tuning may look at)
//   npm run eval:matching -- --final      the frozen part, once a change is final: names the commit at which the
//                                         split was frozen and the commit being measured
//   npm run eval:matching -- --cli        rank through `npm run --silent match:rank`, one advisor per call
//   npm run eval:matching -- --generated  also the old generated sets (tests/matching-eval/sets): regression tests
//                                         of the checks only, they do not measure quality (GRADING.md)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  rankJobsOffline,
  type JobForMatching,
  type AdvisorForMatching,
} from '@server/features/matching/engine';
import { evaluateSet, loadSet, type EvalSet, type Ranked, type Report } from '@tests/matching-eval/evaluate';
import { SET_DIRS, loadHandGraded, setExists, type HandGradedSet } from '@tests/matching-eval/hand-graded';
import { evaluateHandGraded, type HandGradedReport } from '@tests/matching-eval/hand-graded-report';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const final = args.includes('--final');
const viaCli = args.includes('--cli');
const fixed = (n: number, digits = 3) => n.toFixed(digits);
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();

function throughCli(advisor: AdvisorForMatching, jobs: readonly JobForMatching[]): Ranked[] {
  const run = spawnSync('npm', ['run', '--silent', 'match:rank', '--', '--details'], {
    cwd: root,
    input: JSON.stringify({ advisor, jobs }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`match:rank failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { matches: Ranked[] }).matches;
}

const rankOf = (advisor: AdvisorForMatching, jobs: readonly JobForMatching[]) =>
  viaCli ? throughCli(advisor, jobs) : rankJobsOffline(advisor, jobs);

function printHandGraded(set: HandGradedSet, r: HandGradedReport) {
  const graded = set.advisors.filter((a) => !a.thin).length;
  const lines = [
    `\n== ${set.name}, ${set.part} part: ${set.advisors.length} advisors × ${set.jobs.length} roles ==`,
    `                          engine   BM25    random`,
    `NDCG@10 (${graded} graded)        ${fixed(r.ndcg10)}    ${fixed(r.bm25Ndcg10)}   ${fixed(r.randomNdcg10)}   (engine − BM25 ${r.ndcg10 >= r.bm25Ndcg10 ? '+' : ''}${fixed(r.ndcg10 - r.bm25Ndcg10)})`,
    `P@5 (grade ≥ 2)           ${fixed(r.p5)}    ${fixed(r.bm25P5)}            (ceiling ${fixed(r.p5Ceiling)}: the best any ranking can reach with these grades)`,
    `scores ≥ 70 that went to grade-0 roles: ${pct(r.grade0AmongHigh)}; grade-0 pairs scoring ≥ 70: ${pct(r.highOnGrade0)}`,
    `scores ≥ 80 (strong band) on grade 3: ${pct(r.strongIsGrade3)}, on grade ≥ 2: ${pct(r.strongIsGrade2Plus)}`,
    `mean score by grade 0/1/2/3: ${r.meanScoreByGrade.join(' / ')}`,
    `thin profile's top score: ${r.thinTopScore ?? 'n/a'}`,
    `per advisor (NDCG@10 engine / BM25 / random, P@5, top score, roles graded ≥ 2):`,
    ...r.advisors.map(
      (a) =>
        `  ${String(a.index).padStart(2)} ${a.label.slice(0, 48).padEnd(48)} ${fixed(a.ndcg10)} / ${fixed(a.bm25Ndcg10)} / ${fixed(a.randomNdcg10)}  ${a.ndcg10 < a.bm25Ndcg10 - 0.05 ? '✗' : ' '} P@5 ${fixed(a.p5, 2)} of ${fixed(a.p5Ceiling, 1)}  top ${String(a.topScore).padStart(3)}  (${a.relevant})${a.thin ? '  thin' : ''}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function printGenerated(title: string, set: EvalSet, r: Report) {
  const lines = [
    `\n== ${title}: ${set.profiles.length} advisors × ${set.roles.length} roles (generated: checks only) ==`,
    `NDCG@10 ${fixed(r.ndcg10)} (BM25 ${fixed(r.bm25Ndcg10)}), P@5 ${fixed(r.p5)}, grade-0 pairs ≥ 70 ${pct(r.highOnGrade0)}, ` +
      `unmet requirement in a top 3: ${r.unmetInTop3.length}, thin top ${r.thin.map((t) => t.topScore).join('/')}, ` +
      `mean score by grade ${r.meanScoreByGrade.join(' / ')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

const part = final ? 'frozen' : 'tuning';
if (final) {
  const frozenAt = git(
    'log',
    '--diff-filter=A',
    '--format=%h %cs',
    '--',
    'tests/matching-eval/frozen-split.ts',
  );
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'scripts', 'tests') !== '';
  process.stdout.write(
    `FINAL: the frozen part of every set (frozen-split.ts, committed at ${frozenAt}); measuring commit ` +
      `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' plus uncommitted changes' : ''}\n`,
  );
} else {
  process.stdout.write('Tuning part of every set (the frozen part is scored only with --final)\n');
}
for (const name of ['set B', 'natural'] as const) {
  if (!setExists(name)) {
    process.stdout.write(
      `\n== ${name}: not found (${name === 'set B' ? '../shared/matching/' : 'tests/matching-eval/natural/'}) ==\n`,
    );
    continue;
  }
  const set = loadHandGraded(name, part);
  const agreement = `${SET_DIRS[name]}agreement.json`;
  if (existsSync(agreement)) {
    const a = JSON.parse(readFileSync(agreement, 'utf8')) as {
      pairs: number;
      quadraticWeightedKappa: number;
      disagreements: number;
    };
    process.stdout.write(
      `\n${name}: two independent readers, quadratic-weighted kappa ${a.quadraticWeightedKappa.toFixed(3)} over ${a.pairs} pairs, ${a.disagreements} disagreements settled by a third reading`,
    );
  }
  const report = evaluateHandGraded(set, (i) => rankOf(set.advisors[i]!.profile, set.jobs));
  printHandGraded(set, report);
}

if (args.includes('--generated')) {
  for (const name of ['eval', 'heldout'] as const) {
    const set = loadSet(name);
    const jobs = set.roles.map((r) => r.job);
    printGenerated(
      name,
      set,
      evaluateSet(set, (i) => rankOf(set.profiles[i]!.profile, jobs)),
    );
  }
}
