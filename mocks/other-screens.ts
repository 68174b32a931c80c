import { createOtherScreensData } from '../domain/fixtures/other-screens';
import type { OtherScreensPart } from './portal-server';
import { memoryOtherScreensRepositories } from './repositories/other-screens';
import { otherScreensResolvers } from '../domain/resolvers/other-screens';

/**
 * The part of the in-browser server that only screens other than the shell and the dashboards use:
 * the fixtures of their collections, their repositories and their domains' resolvers. The page's worker
 * loads it with the first operation that is not the shell's or a dashboard's (mocks/worker.ts), so a
 * first visit's dashboard does not download it (BENCHMARKS.md, "The first load under 330 KB"); the tests and the benchmarks have it from the start (mocks/server.ts).
 */
export const otherScreens: OtherScreensPart = {
  collections: createOtherScreensData,
  repositories: memoryOtherScreensRepositories,
  resolvers: otherScreensResolvers,
};
