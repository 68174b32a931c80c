import { sql } from 'kysely';
import type { ContestBannerRow, HeroSlideRow } from '../../domain/fixtures/content';
import type { ContentRepository } from '../../domain/repositories/content';
import type { SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';
import { SqlReads } from './sql-reads';

/**
 * The hero slides and the contest banner in the `hero_slides` and `contest_banner` tables
 * (server/sql/migrations/0031_program_content.ts): the slides in the program's order, the banner one row at most.
 */
export class SqlContent implements ContentRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** The operation's reads that go to the store together: the dashboard's banner and slides go with its cards. */
    private readonly reads = new SqlReads(db),
  ) {}

  heroSlides(): Promise<HeroSlideRow[]> {
    return this.reads.read({ query: sql<HeroSlideRow>`select id, title, subtitle, cta, link, image from hero_slides order by position`, answer: (rows) => rows });
  }

  contestBanner(): Promise<ContestBannerRow | null> {
    return this.reads.read({ query: sql<ContestBannerRow>`select title, message, link from contest_banner`, answer: (rows) => rows[0] ?? null });
  }

  /** Replaces the slides and the banner with the given rows (the sample data, or a document saved before they moved). */
  async replaceAll(slides: readonly HeroSlideRow[], banner: ContestBannerRow | null): Promise<void> {
    await this.db.deleteFrom('hero_slides').execute();
    await inBatches(slides, (batch, start) =>
      this.db
        .insertInto('hero_slides')
        .values(batch.map((row, index) => ({ id: row.id, position: start + index, title: row.title, subtitle: row.subtitle, cta: row.cta, link: row.link, image: row.image })))
        .execute(),
    );
    await this.db.deleteFrom('contest_banner').execute();
    if (banner) await this.db.insertInto('contest_banner').values({ title: banner.title, message: banner.message, link: banner.link }).execute();
  }
}
