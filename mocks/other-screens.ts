import { OTHER_SCREENS_DOMAINS } from '../domain/domains/other-screens';
import type { OtherScreensPart } from './portal-server';
import { OTHER_SCREENS_MEMORY_REPOSITORIES } from './repositories/other-screens';

/**
 * The part of the in-browser server that only screens other than the shell and the dashboards use:
 * their domains (domain/domains/other-screens.ts: the fixtures of their collections and their resolvers)
 * and the stores of their repositories. The page's worker loads it with the first operation that is not
 * the shell's or a dashboard's (mocks/worker.ts), so a first visit's dashboard does not download it
 * (BENCHMARKS.md, "Build report"); the tests and the benchmarks have it from the start (mocks/server.ts).
 */
export const otherScreens: OtherScreensPart = {
  domains: OTHER_SCREENS_DOMAINS,
  repositories: OTHER_SCREENS_MEMORY_REPOSITORIES,
};
