import { defineConfig } from 'vitest/config';
import SlowFilesFirst from './tests/setup/slow-files-first';
import { aliases } from './vite.config';

// React DOM everywhere (decision 018): the node project renders pages with react-dom/server as the server does, the
// dom project runs components on react-dom as the browser does. Libraries resolve as Node resolves them.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          // Files in one worker share the module cache instead of importing the whole app again each (about 70 s
          // of a CI run). Safe because every test file builds its own app and database (createApp(deps)) and no
          // test mocks a module; each file still runs in one worker from start to end.
          isolate: false,
          // One migrated database per run; each test file's database starts as a copy of it (decision 019).
          globalSetup: ['tests/setup/database-template.ts'],
          include: [
            'src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/matching-eval/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // As in the node project: React, Radix and the app load once per worker instead of once per file (the dom
          // run went from 38 to 11 CPU-seconds). Each test still renders into a document that cleanup() emptied, and
          // the one store a library keeps between files, sonner's toasts, is dismissed after each test (dom.ts).
          isolate: false,
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
