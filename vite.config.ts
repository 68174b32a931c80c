/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { contentSecurityPolicyPlugin } from './build/csp';
import { runtimeContractPlugin } from './build/runtime-contract';
import { routePreloadPlugin } from './build/route-preload';
import { serverBootScript } from './build/server-boot';
import { SHELL_CHUNK, shellChunk } from './build/shell-chunk';
import { splitDocumentsPlugin } from './build/split-documents';
import { bundleModules, chartsOnLodashEs, singleCopies, queryCompilerTrimmed, sdlCheckLeftOut } from './scripts/bundle-plugins';

/**
 * Development against the HTTP server (README, "The server"): with PORTAL_SERVER_URL set, the dev server
 * passes /graphql and /auth to it, so the page and the API share an origin and the session cookie.
 */
const portalServer = process.env.PORTAL_SERVER_URL;

/**
 * PORTAL_BUILD_WITHOUT=<plugin>[,<plugin>…] builds without those of the build's own plugins (by the name
 * `without` gives them below): scripts/plugin-gains.mjs measures what each one saves (BENCHMARKS.md).
 */
const leftOut = new Set((process.env.PORTAL_BUILD_WITHOUT ?? '').split(',').filter(Boolean));
const without = <T>(name: string, plugin: T): T | false => !leftOut.has(name) && plugin;

/** Each screen's folder, with its route.tsx (the route table imports each one lazily). */
const SCREENS_FOLDER = 'src/screens';

export default defineConfig({
  plugins: [
    react(),
    without('single-copies', singleCopies()),
    without('charts-on-lodash-es', chartsOnLodashEs()),
    bundleModules(),
    contentSecurityPolicyPlugin(),
    without('runtime-contract', runtimeContractPlugin()),
    without('split-documents', splitDocumentsPlugin()),
    // Its script then starts the in-browser server's worker (build/server-boot.ts).
    without('route-preload', routePreloadPlugin({ routeTable: 'src/app/routes.ts', after: without('server-boot', serverBootScript) || undefined })),
    without(
      'shell-chunk',
      shellChunk({
        entry: 'index.html',
        entryScript: 'src/main.tsx',
        firstScreen: `${SCREENS_FOLDER}/dashboard/route.tsx`,
        screensFolder: SCREENS_FOLDER,
        // Loaded after the first screen (src/lib/deferred.ts); scripts/bundle-report.mjs counts them after the data.
        // The live layer too (issue 41, src/app/live): its subscriptions start after the figures.
        layers: ['src/components/ui/tooltip-layer.tsx', 'src/components/ui/toaster-layer.tsx', 'src/app/live/live-layer.tsx'],
      }),
    ),
    // The shell's code runs as the first screen shows: V8 compiles it as it streams in, off the main thread.
    without('compile-hints', compileHints([SHELL_CHUNK])),
  ],
  resolve: {
    // rxjs's `es2015` build (the client's observables, Apollo Client's): its `default` export is compiled
    // to ES5, whose classes extend each other through tslib's helpers; the build targets ES2022, and the
    // same modules as written for ES2015 do the same with less code (BENCHMARKS.md, "What each build
    // plugin saves"). No other package the page or the worker bundles has an `es2015` condition.
    conditions: leftOut.has('es2015-condition') ? [...defaultClientConditions] : ['es2015', ...defaultClientConditions],
    // GraphiQL's editor imports prettier's GraphQL plugin by its old CommonJS name and by its ES module
    // name; one name, one copy.
    alias: [{ find: /^prettier\/parser-graphql$/, replacement: 'prettier/plugins/graphql' }],
  },
  server: { port: 5173, proxy: portalServer ? { '/graphql': portalServer, '/auth': portalServer } : undefined },
  preview: { port: 4173 },
  optimizeDeps: {
    exclude: ['graphiql/setup-workers/vite'],
    include: ['graphql-language-service', 'picomatch-browser'],
  },
  // The in-browser server's worker (mocks/worker.ts): an ES module, so what it loads on demand (jose,
  // the query compiler, the validation rules, the Mutation resolvers) stays in its own chunk; it runs
  // the contract without descriptions and one copy of each library. Everything the worker imports
  // statically is one file, the worker's own: left to itself the bundler moves the parts of graphql-js
  // that the worker shares with two or more of those chunks into chunks of their own, which the worker
  // would fetch only once its own file had arrived.
  worker: {
    format: 'es',
    plugins: () => [
      without('single-copies', singleCopies()),
      without('query-compiler-trimmed', queryCompilerTrimmed()),
      without('sdl-check-left-out', sdlCheckLeftOut()),
      without('runtime-contract', runtimeContractPlugin()),
    ],
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'worker', tags: ['$initial'] }] } } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // .vite/manifest.json (and .vite/bundle-modules.json) feed scripts/bundle-report.mjs: sizes per route and role.
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module assembles its full default config through defineConfig(), an identity
      // function; treating that call as pure lets the recipes src/app/theme.ts does not pick drop out.
      // @date-fns/tz does not say it is free of side effects; its only top-level code completes its
      // own date class, so a chunk that does not use that class (the screens read just the program's
      // day and zone name, src/lib/program-time.ts) need not carry it.
      treeshake: { manualPureFunctions: ['defineConfig'], moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@date-fns[\\/]tz[\\/]/, sideEffects: false }] },
    },
  },
  // One copy of graphql-js for Vite's module runner and Node (avoids "another module or realm").
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  test: {
    setupFiles: ['tests/setup.ts'],
    // Calendar-day figures are checked at a fixed instant; pin the zone so "today" is the same everywhere.
    env: { TZ: 'UTC' },
    testTimeout: 20_000,
    // Measured on this 2-core machine (BENCHMARKS.md, "Test suite"): two workers, and each worker keeps
    // the libraries it has loaded from one test file to the next instead of loading React, the design
    // system, the client and the schema again for every file. Every test still gets its own server,
    // database, client and router; tests/setup.ts resets what lives at module level (toasts, storage,
    // the reduced-motion preference).
    maxWorkers: 2,
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // The HTTP server against PGlite, and PostgreSQL when TEST_DATABASE_URL is set (tests/server/harness.ts).
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The crash test runs alone, after the rest (`npm run test:fault`): it times a restart.
          exclude: process.env.PORTAL_FAULT_TEST ? [] : ['tests/server/fault.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          // A screen test runs the real router, schema and database, some of them over the whole admin
          // data; on a shared, busy machine a test that waits for several screens needs the time.
          testTimeout: 60_000,
          // The random-data renders' mocks and the query compiler use the copy of graphql-js the screens'
          // code gets from Vite, as they do in the page's worker (one copy, no "another module or realm").
          server: { deps: { inline: [/@graphql-tools\//, 'graphql-jit'] } },
        },
      },
    ],
  },
});
