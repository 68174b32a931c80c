import { sql, type Transaction } from 'kysely';
import { Database, dbLayoutOf, type DbData, type DbOptions } from '../domain/db';
import { DOMAINS } from '../domain/domains';
import { collectionsBuilder, partManifestOf, type AnyDomain } from '../domain/domains/define';
import { configurationOnly } from '../domain/fixtures/configuration';
import type { ScaleOptions } from '../domain/fixtures/types';
import type { SqlDb, Tables } from './sql/database';
import { writeTables } from './table-rows';
import { withoutLiveEvents } from './live';

/**
 * Seeds the program's tables (docs/server.md, "Where the data lives"). Every collection of the portal's
 * data lives in a table of its own, read and changed by its repository in the operation's transaction:
 * nothing here is read by a request. What is left is writing a whole set of rows at once, built by the
 * domains' fixtures as the in-browser server builds them:
 *
 * - the program's configuration alone (domain/fixtures/configuration.ts), or with the sample people and
 *   what they did (demo mode), into an empty database at the server's first start (`seedIfEmpty`);
 * - the sample data over the tables (`reseed`: `npm run db:seed`, and the demo's "reset demo data").
 *
 * `program_state` (migration 0033) records that a database was seeded: no later start writes anything,
 * so no start of the server can delete or replace stored data.
 */
export class ProgramSeed {
  private readonly databaseOptions: DbOptions;

  /** `domains`: the domains whose collections are seeded; the portal's unless given. */
  constructor(
    private readonly sqlDb: SqlDb,
    options: { now: () => Date; scale?: ScaleOptions; domains?: readonly AnyDomain[] },
  ) {
    const domains = options.domains ?? DOMAINS;
    const firstScreen = domains.filter((domain) => domain.firstScreen);
    const otherScreens = domains.filter((domain) => !domain.firstScreen);
    this.databaseOptions = { now: options.now, scale: options.scale, layout: dbLayoutOf(firstScreen, partManifestOf(otherScreens)), otherScreens: collectionsBuilder(otherScreens) };
  }

  /** The sample data, as the fixtures build it now (seconds at the benchmark's scale). */
  private sample(): DbData {
    return new Database(null, this.databaseOptions).data;
  }

  /**
   * Writes the sample data (or, with `sample: false`, the program's configuration alone) when the
   * database was never seeded; returns whether it did. Two processes starting on one empty database
   * both try: the second one's `program_state` row waits for the first one's transaction, and then
   * finds it there and writes nothing.
   */
  async seedIfEmpty(options: { sample: boolean } = { sample: true }): Promise<boolean> {
    return this.sqlDb.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('program_state')
        .values({ id: 1 })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return false;
      await withoutLiveEvents(trx);
      const data = this.sample();
      await writeTables(trx, options.sample ? data : configurationOnly(data));
      return true;
    });
  }

  /**
   * Replaces the tables' rows with the sample data (accounts and the users they sign in as are kept):
   * in `trx` when given (the demo's "reset demo data" runs in its mutation's transaction), else in a
   * transaction of its own. The `program_state` row is locked first, so two resets run one after the other.
   */
  async reseed(trx?: Transaction<Tables>): Promise<void> {
    const run = async (trx: Transaction<Tables>) => {
      await withoutLiveEvents(trx);
      await trx
        .insertInto('program_state')
        .values({ id: 1 })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ seeded_at: sql`now()` }))
        .execute();
      await writeTables(trx, this.sample());
    };
    if (trx) await run(trx);
    else await this.sqlDb.transaction().execute(run);
  }
}

