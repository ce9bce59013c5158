// Builds the project's own natural set from what its writers and readers wrote (issue #30), deterministically:
//   node tests/matching-eval/natural/build.mjs
// - advisors.json, meta.json: the writers' profiles, as written (a thin profile's empty work preference becomes
//   'ad-hoc', the product's default, since the field admits no empty value);
// - jobs.json: every posting of source/writer-*/batch-*.json with an id derived from where it was written, in
//   the order of those ids (a stable shuffle);
// - qrels.json (when the readers' grades exist): the settled grade of every pair, { advisorIndex: { jobId: grade } },
//   0 left out. The readers graded independently (grades-reader-1.json, grades-reader-2.json); where they
//   differed, a third reading settled the pair (grades-settled.json). agreement.json holds their agreement.
// The writers and readers never saw the engine, its rules or its generated sets.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const source = join(here, 'source');
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const write = (name, value) => writeFileSync(join(here, name), `${JSON.stringify(value, null, 1)}\n`);

const uuidOf = (key) => {
  const hex = createHash('sha256').update(`boardly-natural-set:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const advisors = read(join(source, 'advisors.json')).map((advisor) => ({
  ...advisor,
  work_preference: advisor.work_preference || 'ad-hoc',
}));
const meta = read(join(source, 'meta.json'));

const jobs = [];
for (const writer of readdirSync(source).filter((name) => name.startsWith('writer-')).sort()) {
  for (const batch of readdirSync(join(source, writer)).filter((name) => name.endsWith('.json')).sort()) {
    read(join(source, writer, batch)).forEach((posting, index) => {
      jobs.push({ id: uuidOf(`${writer}/${batch}/${index}`), ...posting });
    });
  }
}
jobs.sort((a, b) => a.id.localeCompare(b.id));
if (new Set(jobs.map((job) => job.id)).size !== jobs.length) throw new Error('duplicate ids');

write('advisors.json', advisors);
write('jobs.json', jobs);
write('meta.json', { name: 'boardly-natural-set', version: 1, ...meta });

// --- grades ------------------------------------------------------------------------------------------------
const gradesFile = (name) => join(here, name);
if (existsSync(gradesFile('grades-reader-1.json')) && existsSync(gradesFile('grades-reader-2.json'))) {
  /** { jobId: { advisorIndex: grade } } with 0 for every pair not listed. */
  const full = (grades) => (jobId, advisor) => Number(grades[jobId]?.[advisor] ?? 0);
  const first = full(read(gradesFile('grades-reader-1.json')));
  const second = full(read(gradesFile('grades-reader-2.json')));
  const settled = existsSync(gradesFile('grades-settled.json')) ? read(gradesFile('grades-settled.json')) : {};
  const pairs = [];
  const qrels = {};
  const unsettled = [];
  advisors.forEach((_, advisor) => {
    qrels[advisor] = {};
    for (const job of jobs) {
      const a = first(job.id, advisor);
      const b = second(job.id, advisor);
      pairs.push([a, b]);
      let grade = a;
      if (a !== b) {
        const third = settled[job.id]?.[advisor];
        if (third === undefined) unsettled.push(`${job.id}:${advisor}`);
        grade = Number(third ?? Math.min(a, b));
      }
      if (grade > 0) qrels[advisor][job.id] = grade;
    }
  });
  // Quadratic-weighted kappa over the four grades.
  const k = 4;
  const observed = Array.from({ length: k }, () => new Array(k).fill(0));
  for (const [a, b] of pairs) observed[a][b] += 1;
  const n = pairs.length;
  const rowSum = observed.map((row) => row.reduce((x, y) => x + y, 0));
  const colSum = observed[0].map((_, j) => observed.reduce((x, row) => x + row[j], 0));
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i += 1)
    for (let j = 0; j < k; j += 1) {
      const weight = (i - j) ** 2 / (k - 1) ** 2;
      num += weight * observed[i][j];
      den += (weight * rowSum[i] * colSum[j]) / n;
    }
  const agreement = {
    pairs: n,
    exact: pairs.filter(([a, b]) => a === b).length / n,
    disagreements: pairs.filter(([a, b]) => a !== b).length,
    quadraticWeightedKappa: 1 - num / den,
    confusion: observed,
    unsettled: unsettled.length,
  };
  write('agreement.json', agreement);
  write('qrels.json', qrels);
  console.log(JSON.stringify(agreement));
}
console.log(`${advisors.length} advisors, ${jobs.length} roles`);
