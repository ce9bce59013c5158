// `npm run eval:matching`: the matching engine against the graded evaluation and held-out sets
// (tests/matching-eval/, rules in GRADING.md), beside a BM25 keyword baseline computed in the same run. The
// evaluation set is ranked in-process; the held-out set goes through the `npm run --silent match:rank` contract,
// one advisor per call, exactly as an operator would use it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rankJobsOffline } from '@server/features/matching/engine';
import { evaluateSet, loadSet, type EvalSet, type Ranked, type Report } from '@tests/matching-eval/evaluate';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixed = (n: number, digits = 3) => n.toFixed(digits);
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function inProcess(set: EvalSet) {
  const jobs = set.roles.map((r) => r.job);
  return (i: number): Ranked[] => rankJobsOffline(set.profiles[i]!.profile, jobs);
}

function throughCli(set: EvalSet) {
  const jobs = set.roles.map((r) => r.job);
  return (i: number): Ranked[] => {
    const input = JSON.stringify({ advisor: set.profiles[i]!.profile, jobs });
    const run = spawnSync('npm', ['run', '--silent', 'match:rank', '--', '--details'], {
      cwd: root,
      input,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`match:rank failed: ${run.stderr}`);
    return (JSON.parse(run.stdout) as { matches: Ranked[] }).matches;
  };
}

function print(title: string, set: EvalSet, r: Report) {
  const lines = [
    `\n== ${title}: ${set.profiles.length} advisors × ${set.roles.length} roles ==`,
    `                         engine    BM25`,
    `mean NDCG@10             ${fixed(r.ndcg10)}     ${fixed(r.bm25Ndcg10)}   (engine − BM25 ${fixed(r.ndcg10 - r.bm25Ndcg10)})`,
    `mean P@5 (grade ≥ 2)     ${fixed(r.p5)}     ${fixed(r.bm25P5)}`,
    `scores ≥ 70 on grade 0   ${pct(r.highOnGrade0)}`,
    `scores ≥ 70 going to grade-0 roles: ${pct(r.grade0AmongHigh)}`,
    `mean score by grade 0/1/2/3: ${r.meanScoreByGrade.join(' / ')}`,
    `band = grade: ${pct(r.bandAgreement)}; band within one of grade: ${pct(r.bandWithinOne)}`,
    `unmet stated requirement in a top 3: ${r.unmetInTop3.length}${r.unmetInTop3.length ? ` (${r.unmetInTop3.map((u) => `${u.profile}:${u.role}`).join(', ')})` : ''}`,
    ...r.thin.map(
      (t) => `thin profile ${t.profile}: top score ${t.topScore}, confidence ${t.confidence ?? 'n/a'}`,
    ),
    `per advisor NDCG@10 (engine/BM25): ${r.perProfile.map((p) => `${p.profile.slice(0, 3)} ${fixed(p.ndcg10, 2)}/${fixed(p.bm25Ndcg10, 2)}`).join(', ')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

const evalSet = loadSet('eval');
print('Evaluation set (in process)', evalSet, evaluateSet(evalSet, inProcess(evalSet)));
const heldout = loadSet('heldout');
// --in-process ranks the held-out set without the command (a quick look while working on the engine).
if (process.argv.includes('--in-process')) {
  print('Held-out set (in process)', heldout, evaluateSet(heldout, inProcess(heldout)));
} else {
  const title = 'Held-out set (through npm run --silent match:rank)';
  print(title, heldout, evaluateSet(heldout, throughCli(heldout)));
}
