// Generates the evaluation and held-out sets: `node --import tsx tests/matching-eval/source/generate.ts`.
// For each advisor: right roles, and look-alikes built from them (same sector other function, same function
// junior, right role on another continent, right role with a requirement they do not meet, terms they do not
// take, right function in another sector, far more experience asked); plus roles drawn at random. Every role is
// then graded for every advisor by the rules of GRADING.md (grading.ts). Output: sets/eval.json, sets/heldout.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AdvisorForMatching, JobForMatching } from '@server/features/matching/engine';
import { FUNCTIONS, FUNCTION_KEYS, type FunctionKey, type FunctionSpec } from './functions';
import { gradeRole, hasUnmetRequirement, type Grade, type RoleSpec } from './grading';
import { writePosting, type Style } from './postings';
import { PROFILES, type EvalProfile } from './profiles';
import { Rng } from './rng';
import { PLACES, SECTOR_KEYS, type SectorKey } from './world';

export interface EvalRole {
  id: string;
  /** Which construction produced it (for reading the data; grading uses the spec only). */
  kind: string;
  spec: RoleSpec;
  job: JobForMatching;
}

export interface EvalSet {
  name: Style;
  profiles: EvalProfile[];
  roles: EvalRole[];
  /** grades[profileId][roleId] */
  grades: Record<string, Record<string, Grade>>;
  /** unmet[profileId] = role ids stating a requirement the advisor does not meet */
  unmet: Record<string, string[]>;
}

const COUNTRIES = Object.keys(PLACES);
const credentialOf = (fn: FunctionKey): string | undefined => (FUNCTIONS[fn] as FunctionSpec).credential;
const regionOf = (country: string) => PLACES[country]!.region;

function sameRegionCountry(rng: Rng, country: string): string {
  return rng.pick(COUNTRIES.filter((c) => regionOf(c) === regionOf(country)));
}
function otherRegionCountry(rng: Rng, country: string): string {
  return rng.pick(COUNTRIES.filter((c) => regionOf(c) !== regionOf(country)));
}

class Builder {
  readonly roles: EvalRole[] = [];
  constructor(
    private readonly style: Style,
    private readonly rng: Rng,
  ) {}

  add(kind: string, spec: RoleSpec): void {
    const id = `${this.style === 'main' ? 'e' : 'h'}${String(this.roles.length + 1).padStart(3, '0')}`;
    this.roles.push({ id, kind, spec, job: writePosting(id, spec, this.style, this.rng) });
  }

  /** A role that fits the advisor in every practical respect. */
  fitting(p: EvalProfile, fn: FunctionKey, sector: SectorKey): RoleSpec {
    const { rng } = this;
    const a = p.profile;
    const remoteOnly = !(a.availableToWork ?? []).includes('On-site');
    const home = a.country ?? 'United Kingdom';
    const prefs = a.compensationPreference ?? [];
    const country = rng.chance(0.6) ? home : sameRegionCountry(rng, home);
    const type = remoteOnly ? 'remote' : rng.pick(['remote', 'hybrid', 'on-site'] as const);
    const presence =
      type === 'remote'
        ? remoteOnly && country !== home
          ? 'none'
          : rng.pick(['none', 'occasional'] as const)
        : type === 'hybrid'
          ? 'frequent'
          : rng.pick(['frequent', 'occasional'] as const);
    const compensation = prefs.includes('paid')
      ? rng.pick(prefs.includes('equity') ? (['paid', 'combination'] as const) : (['paid'] as const))
      : prefs.includes('pro-bono')
        ? 'pro-bono'
        : 'equity';
    const credential = credentialOf(fn);
    return {
      function: fn,
      sector,
      level: 'senior',
      requiredYears: rng.chance(0.4) ? Math.min(a.yearsExperience ?? 10, rng.pick([8, 10, 12, 15])) : null,
      credentialRequired:
        credential && p.truth.credentials.includes(credential) && rng.chance(0.5) ? credential : null,
      sectorRequired: null,
      country,
      city: rng.pick(PLACES[country]!.cities),
      type,
      presence,
      compensation,
      engagement:
        (a.hoursAvailable ?? 0) >= 100
          ? rng.pick(['part-time', 'full-time'] as const)
          : rng.pick(['part-time', 'ad-hoc'] as const),
    };
  }

  random(): RoleSpec {
    const { rng } = this;
    const fn = rng.pick(FUNCTION_KEYS);
    const spec = FUNCTIONS[fn];
    const sector = rng.chance(0.85) ? rng.pick(spec.sectors) : rng.pick(SECTOR_KEYS);
    const country = rng.pick(COUNTRIES);
    const type = rng.pick(['remote', 'remote', 'hybrid', 'on-site', 'on-site'] as const);
    const junior = rng.chance(0.2);
    const credential = credentialOf(fn);
    return {
      function: fn,
      sector,
      level: junior ? 'junior' : 'senior',
      requiredYears: junior ? rng.pick([1, 2, 3]) : rng.chance(0.4) ? rng.pick([8, 10, 12, 15, 20]) : null,
      credentialRequired: credential && rng.chance(0.35) ? credential : null,
      sectorRequired: rng.chance(0.1) ? sector : null,
      country,
      city: rng.pick(PLACES[country]!.cities),
      type,
      presence:
        type === 'remote'
          ? rng.pick(['none', 'none', 'occasional', 'frequent'] as const)
          : type === 'hybrid'
            ? 'frequent'
            : rng.pick(['frequent', 'occasional'] as const),
      compensation:
        fn === 'fundraising' || sector === 'nonprofit'
          ? rng.pick(['pro-bono', 'paid'] as const)
          : rng.pick(['paid', 'paid', 'combination', 'equity', 'pro-bono'] as const),
      engagement: rng.pick(['part-time', 'part-time', 'ad-hoc', 'full-time'] as const),
    };
  }

  /** Right roles and their look-alikes for one advisor. `full` adds every kind of look-alike. */
  around(p: EvalProfile, targets: number, full: boolean): void {
    const { rng } = this;
    const fn = p.truth.function;
    const ownSectors = p.truth.sectors.length ? p.truth.sectors : FUNCTIONS[fn].sectors;
    const base = () => this.fitting(p, fn, rng.pick(ownSectors));
    for (let i = 0; i < targets; i++) this.add('target', base());

    const sector = rng.pick(ownSectors);
    const others = FUNCTION_KEYS.filter((f) => f !== fn && !p.truth.adjacent.includes(f));
    const inSector = others.filter((f) => (FUNCTIONS[f].sectors as readonly string[]).includes(sector));
    const otherFn = rng.pick(inSector.length ? inSector : others);
    const otherCredential = credentialOf(otherFn);
    this.add('same-sector-other-function', {
      ...this.fitting(p, otherFn, sector),
      credentialRequired: otherCredential && rng.chance(0.6) ? otherCredential : null,
    });
    this.add('same-function-junior', { ...base(), level: 'junior', requiredYears: rng.pick([1, 2, 3]) });
    const far = otherRegionCountry(rng, p.profile.country ?? 'United Kingdom');
    this.add('other-continent-on-site', {
      ...base(),
      type: 'on-site',
      presence: 'frequent',
      country: far,
      city: rng.pick(PLACES[far]!.cities),
    });
    const foreignSectors = SECTOR_KEYS.filter((s) => !p.truth.sectors.includes(s));
    const credential = credentialOf(fn);
    if (credential && !p.truth.credentials.includes(credential)) {
      this.add('unmet-credential', { ...base(), credentialRequired: credential });
    } else {
      const s = rng.pick(foreignSectors);
      this.add('unmet-sector-experience', { ...this.fitting(p, fn, s), sectorRequired: s });
    }
    if (!full) return;
    const prefs = p.profile.compensationPreference ?? [];
    if (!prefs.includes('equity')) this.add('equity-only', { ...base(), compensation: 'equity' });
    else if (!prefs.includes('pro-bono')) this.add('unpaid', { ...base(), compensation: 'pro-bono' });
    else this.add('equity-only', { ...base(), compensation: 'equity' });
    this.add('right-function-other-sector', this.fitting(p, fn, rng.pick(foreignSectors)));
    if ((p.profile.hoursAvailable ?? 0) < 100) this.add('full-time', { ...base(), engagement: 'full-time' });
    else this.add('unpaid', { ...base(), compensation: 'pro-bono' });
    this.add('far-more-experience', {
      ...base(),
      requiredYears: Math.min(40, Math.max(20, Math.round((p.profile.yearsExperience ?? 10) * 1.8))),
    });
    this.add('remote-travel-monthly-far', {
      ...base(),
      type: 'remote',
      presence: 'frequent',
      country: far,
      city: rng.pick(PLACES[far]!.cities),
    });
  }
}

function grade(style: Style, roles: EvalRole[]): EvalSet {
  const grades: EvalSet['grades'] = {};
  const unmet: EvalSet['unmet'] = {};
  for (const p of PROFILES) {
    grades[p.id] = {};
    unmet[p.id] = [];
    for (const role of roles) {
      grades[p.id]![role.id] = gradeRole(role.spec, p.profile as AdvisorForMatching, p.truth);
      if (hasUnmetRequirement(role.spec, p.truth)) unmet[p.id]!.push(role.id);
    }
  }
  return { name: style, profiles: [...PROFILES], roles, grades, unmet };
}

export function generate(style: Style): EvalSet {
  const rng = new Rng(style === 'main' ? 16_2026 : 99_2026);
  const builder = new Builder(style, rng);
  for (const p of PROFILES) if (!p.truth.thin) builder.around(p, style === 'main' ? 3 : 2, style === 'main');
  const extra = style === 'main' ? 140 : 70;
  for (let i = 0; i < extra; i++) builder.add('random', builder.random());
  return grade(style, builder.roles);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const style of ['main', 'heldout'] as const) {
    const set = generate(style);
    const file = new URL(`../sets/${style === 'main' ? 'eval' : 'heldout'}.json`, import.meta.url);
    writeFileSync(file, `${JSON.stringify(set, null, 1)}\n`);
    const counts = [0, 0, 0, 0];
    for (const byRole of Object.values(set.grades)) for (const g of Object.values(byRole)) counts[g]!++;
    process.stdout.write(
      `${style}: ${set.roles.length} roles × ${set.profiles.length} advisors; grades 0–3: ${counts.join(' / ')}\n`,
    );
  }
}
