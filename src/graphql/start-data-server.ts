import { startDataServer } from './client';

/**
 * Imported first by src/main.tsx, so it runs before the rest of the page's modules (React, the design
 * system, the app). In a production build the boot script (build/server-boot.ts) has already started the
 * in-browser server's worker while these modules downloaded, and the client takes that worker over;
 * otherwise (the development server, or a boot script that came late) the worker starts here. Either way
 * its code loads and the portal's data opens on its own thread while the page's code starts
 * (BENCHMARKS.md, "Time to figures on screen").
 */
// When the page's own modules began to run, for the start-up test (tests/e2e/shell.spec.mjs).
performance.mark('portal:modules-start');
startDataServer();
// When it started, for the benchmarks and the start-up test (tests/e2e/shell.spec.mjs); the boot script marks its own start.
if (performance.getEntriesByName('portal:data-server-started').length === 0) performance.mark('portal:data-server-started');
