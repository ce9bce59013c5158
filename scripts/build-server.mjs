// Bundles the server (our code only; node_modules stay external) into dist/server/index.js for `npm start`.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
// The matching engine's word resource (decision 037) is read beside the bundle.
copyFileSync(
  'src/server/features/matching/engine/resources/word-vectors.bin',
  'dist/server/word-vectors.bin',
);
