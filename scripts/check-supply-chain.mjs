// Supply-chain check, run by .ci/run after `npm ci`:
// 1. the lockfile: every installed package comes from the npm registry with a sha512 integrity hash (no git, file or
//    plain-http sources, which `npm ci` would install without a hash to verify);
// 2. package.json: every dependency is pinned to an exact version, so the lockfile is the only source of versions;
// 3. `npm audit`: no high or critical advisory. Where the registry's audit endpoint cannot be reached (this
//    development machine's mirror answers 405), that is printed as a warning and the other checks still decide.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const REGISTRY = 'https://registry.npmjs.org/';
const problems = [];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let packages = 0;
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  if (path === '' || entry.link) continue;
  packages += 1;
  if (entry.resolved && !entry.resolved.startsWith(REGISTRY)) {
    problems.push(`${path}: resolved from ${entry.resolved}, not the npm registry`);
  }
  if (!/^sha512-/.test(entry.integrity ?? '')) problems.push(`${path}: no sha512 integrity hash`);
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
for (const field of ['dependencies', 'devDependencies']) {
  for (const [name, range] of Object.entries(manifest[field] ?? {})) {
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range))
      problems.push(`${field}.${name}: "${range}" is not an exact version`);
  }
}
console.log(`lockfile: ${packages} packages checked; package.json: versions pinned`);

let audit;
try {
  audit = execFileSync('npm', ['audit', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
} catch (error) {
  // npm audit exits non-zero both when it finds advisories and when it cannot ask; the JSON says which.
  audit = error.stdout ?? '';
}
let report;
try {
  report = JSON.parse(audit);
} catch {
  report = { error: { summary: 'npm audit printed no JSON' } };
}
if (report.metadata?.vulnerabilities) {
  const { high = 0, critical = 0, total = 0 } = report.metadata.vulnerabilities;
  console.log(`npm audit: ${total} advisories, ${high} high, ${critical} critical`);
  if (high + critical > 0) {
    for (const [name, item] of Object.entries(report.vulnerabilities ?? {})) {
      if (item.severity === 'high' || item.severity === 'critical')
        problems.push(`${name}: ${item.severity} advisory`);
    }
  }
} else {
  const why = report.error?.summary || report.message || 'no answer';
  console.warn(
    `WARNING: npm audit could not ask the registry (${why.split('\n')[0]}); advisories NOT checked here`,
  );
}

if (problems.length > 0) {
  console.error(`supply-chain check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('supply-chain check passed');
