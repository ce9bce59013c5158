// Vitest's own order runs the files that took longest last time first, but a fresh clone (CI) has no record of last
// time, and then it runs the largest files first. The slowest files are small (they wait on timing floors, spawn
// processes or seed a world per test), so one of them started last kept one worker busy for a minute after the
// other had finished everything else. These go first; the rest keep Vitest's order (decision 031).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Measured slowest first (CI log, 2026-11-26); a file missing here only runs in Vitest's own order. */
const SLOW_FILES = [
  'tests/integration/security/authorization-matrix.test.ts',
  'tests/integration/security/same-answer-timing.test.ts',
  'tests/integration/mail-queue-fault.test.ts',
  'tests/integration/auth-rate-limits.test.ts',
  'tests/integration/db-backup.test.ts',
  'tests/integration/notification-mail.test.ts',
  'tests/integration/database.test.ts',
];

const rank = (file: TestSpecification) => {
  const index = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(slow));
  return index === -1 ? SLOW_FILES.length : index;
};

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep their order (Vitest runs them one after another); inside each, the slow files move up.
    const projectOrder = new Map<string, number>();
    for (const file of sorted)
      if (!projectOrder.has(file.project.name)) projectOrder.set(file.project.name, projectOrder.size);
    return sorted
      .map((file, position) => ({ file, position }))
      .sort(
        (a, b) =>
          projectOrder.get(a.file.project.name)! - projectOrder.get(b.file.project.name)! ||
          rank(a.file) - rank(b.file) ||
          a.position - b.position,
      )
      .map(({ file }) => file);
  }
}
