import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vite.config';

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
