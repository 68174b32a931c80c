import type { ContestBannerRow, HeroSlideRow } from '../fixtures/content';

/**
 * The dashboards' banners, the hero slides and the contest banner, as every store keeps them (docs/server.md,
 * "Where the data lives"): the in-browser server in its database (`MemoryContent`, mocks/repositories/content.ts),
 * the HTTP server in the `hero_slides` and `contest_banner` tables (server/repositories/content.ts);
 * tests/server/program-content.test.ts runs one contract on each. They are the program's configuration:
 * read, never written by a screen. Who sees them is the content resolvers' rule.
 */
export interface ContentRepository {
  /** The hero carousel's slides, in the program's order. */
  heroSlides(): Promise<HeroSlideRow[]>;
  /** The contest banner; null when the program runs none. */
  contestBanner(): Promise<ContestBannerRow | null>;
}
