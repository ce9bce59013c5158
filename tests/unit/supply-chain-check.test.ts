// The CI supply-chain check refuses a lockfile entry from outside the registry, a missing integrity hash and an
// unpinned dependency, and passes a clean project (its npm audit may only warn where the registry is unreachable).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve('scripts/check-supply-chain.mjs');
const integrity = `sha512-${'a'.repeat(86)}==`;

function runIn(dependencies: Record<string, string>, packages: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'boardly-supply-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'probe', version: '1.0.0', dependencies }));
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ name: 'probe', lockfileVersion: 3, packages: { '': { dependencies }, ...packages } }),
  );
  const run = spawnSync('node', [script], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('scripts/check-supply-chain.mjs', () => {
  it('fails on a git source, a missing hash and a version range, naming each', () => {
    const { status, output } = runIn(
      { 'left-pad': '^1.3.0', 'is-odd': '3.0.1', evil: '1.0.0' },
      {
        'node_modules/left-pad': { version: '1.3.0', integrity },
        'node_modules/is-odd': { version: '3.0.1' },
        'node_modules/evil': {
          version: '1.0.0',
          resolved: 'git+ssh://git@example.com/evil.git#abc',
          integrity,
        },
      },
    );
    expect(status).toBe(1);
    expect(output).toContain('dependencies.left-pad: "^1.3.0" is not an exact version');
    expect(output).toContain('node_modules/is-odd: no sha512 integrity hash');
    expect(output).toContain('node_modules/evil: resolved from git+ssh://git@example.com/evil.git#abc');
  });

  it('passes a project whose packages all come from the registry with hashes and pinned versions', () => {
    const { status, output } = runIn(
      { 'left-pad': '1.3.0' },
      {
        'node_modules/left-pad': {
          version: '1.3.0',
          resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz',
          integrity,
        },
      },
    );
    expect(output).toContain('lockfile: 1 packages checked');
    expect(status).toBe(0);
  });
});
