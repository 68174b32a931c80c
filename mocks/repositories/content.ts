import type { Database } from '../../domain/db';
import type { ContestBannerRow, HeroSlideRow } from '../../domain/fixtures/content';
import type { ContentRepository } from '../../domain/repositories/content';

/** The in-browser store: the database's `heroSlides` and `contestBanner`. */
export class MemoryContent implements ContentRepository {
  constructor(private readonly db: Database) {}

  async heroSlides(): Promise<HeroSlideRow[]> {
    return this.db.data.heroSlides.map((row) => ({ ...row }));
  }

  async contestBanner(): Promise<ContestBannerRow | null> {
    const banner = this.db.data.contestBanner;
    return banner ? { ...banner } : null;
  }
}
