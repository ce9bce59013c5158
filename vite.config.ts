import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const pathAliases = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@client': fromRoot('./src/client'),
  '@tests': fromRoot('./tests'),
};

/** The project's path aliases; vitest.config.ts uses them too. */
export const aliases = Object.entries(pathAliases).map(([find, replacement]) => ({ find, replacement }));

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  // React DOM in the browser and on the server (decision 018); React's plugin gives Fast Refresh in development.
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    assetsDir: 'assets',
    // scripts/check-bundle-size.mjs reads the manifest to add up each screen's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components, which a plain bundle has no use for.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      treeshake: {
        // Our own client and shared modules only declare things at the top level (no import-time effects besides
        // CSS), so a module whose exports are unused may be dropped. It was added for the feature index.ts barrels,
        // which are gone (decision 021); it stays until a build measured with `npm run size` shows every screen
        // within its budget without it.
        moduleSideEffects: [
          // The application's start is nothing but effects (main.tsx imports it for them).
          { test: /\/src\/client\/boot\.tsx$/, sideEffects: true },
          { test: /\/src\/(client|shared)\/.*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        // Fewer, larger chunks: the server speaks HTTP/1.1 (6 connections per origin), so on a slow phone network
        // many small chunks cost more round trips than their bytes. The framework every screen needs is one
        // long-cached chunk (it only changes with a dependency upgrade) instead of four.
        codeSplitting: {
          groups: [
            // React DOM apart from the router and the query client: the public pages' islands (decision 059) need
            // it and nothing else of the framework.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|tailwind-merge|clsx)[\\/]/,
              priority: 3,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|@tanstack)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API runs in the Node process on PORT; Vite proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
});
