import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

// Components run on Preact in tests, as in the browser (decision 014). Vitest hands node_modules to Node, which
// knows nothing of aliases, so the libraries that import 'react' must go through Vite (inlined) and be read as the
// ES modules the browser bundle uses: a CommonJS build would require('react') itself and get React.

// The node project renders pages on the server (src/client/ssr). Only the React libraries are inlined: the rest of
// node_modules (the database, AWS, Stripe…) stays plain Node. Two of them send Node to CommonJS by their exports.
const esModuleBuild = (name: string, file: string) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`./node_modules/${name}/${file}`, import.meta.url)),
});
const nodeAlias = [
  ...aliases,
  esModuleBuild('react-router', 'dist/development/index.mjs'),
  esModuleBuild('lucide-react', 'dist/esm/lucide-react.mjs'),
];
const reactLibraries =
  /[\\/]node_modules[\\/](preact|preact-render-to-string|react-router|@tanstack[\\/]react-query|radix-ui|@radix-ui|lucide-react|sonner|react-hook-form|@hookform)[\\/]/;

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve: { alias: nodeAlias },
        test: {
          name: 'node',
          environment: 'node',
          server: { deps: { inline: [reactLibraries] } },
          // Files in one worker share the module cache instead of importing the whole app again each (about 70 s
          // of a CI run). Safe because every test file builds its own app and database (createApp(deps)) and no
          // test mocks a module; each file still runs in one worker from start to end.
          isolate: false,
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
        // Component tests resolve every library as the browser build does.
        resolve: {
          alias: aliases,
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module'],
        },
        test: {
          name: 'dom',
          environment: 'jsdom',
          server: { deps: { inline: true } },
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
