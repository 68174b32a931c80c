import { startDataServer } from './client';

/**
 * Imported first by src/main.tsx, so it runs before the rest of the page's modules (React, the design
 * system, the app): the in-browser server's worker starts downloading and opens the portal's data on its
 * own thread while the page's code starts (BENCHMARKS.md, "Time to figures on screen").
 */
startDataServer();
// When it started, for the benchmarks and the start-up test (tests/e2e/shell.spec.mjs).
performance.mark('portal:data-server-started');
