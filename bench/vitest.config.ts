import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vite.config';

/**
 * The portal's worker runs its libraries' production builds (graphql-js without its development
 * checks, which cost a tenth of an operation's time), so the operations are timed with them too:
 * Vite and Node pick the `production` export condition when NODE_ENV says so.
 */
process.env.NODE_ENV = 'production';

/** Benchmarks run through Vite's module runner (for `?raw` imports) but outside `npm test`. */
export default mergeConfig(
  { ...base, test: {} },
  defineConfig({
    test: {
      include: ['bench/**/*.bench-run.ts'],
      environment: 'node',
      testTimeout: 600_000,
      hookTimeout: 600_000,
      reporters: ['default'],
      silent: false,
    },
  }),
);
