import type { DealerDirectory } from '../domain/lib/admin/dealers';
import { SqlDealerships } from './repositories/dealerships';
import type { SqlExecutor } from './sql/database';

/**
 * The dealer directory lists and searches name dealerships by (`ctx.dealers()`), kept by one server
 * process. Each operation reads the `dealerships` table's change marker (one row, migration 0030's
 * trigger moves it on every change, a rename on Profile Settings or the Dealerships screen included);
 * only when it moved is the table read again. The marker is read before the rows, so rows changed in
 * between are at worst newer than their marker, and read again at the next operation.
 *
 * The operation's context is made before its mutation changes anything, so the marker it reads is
 * committed, never one of a transaction that may still roll back.
 */
export class DealerDirectoryCache {
  private cached: { revision: number; directory: DealerDirectory } | null = null;

  async current(db: SqlExecutor): Promise<DealerDirectory> {
    return this.at(db, await new SqlDealerships(db).revision());
  }

  /** The directory as of the change marker `revision`, read just before by the caller (server/accounts/accounts.ts `identify`). */
  async at(db: SqlExecutor, revision: number): Promise<DealerDirectory> {
    if (this.cached?.revision === revision) return this.cached.directory;
    const directory = await new SqlDealerships(db).directory();
    this.cached = { revision, directory };
    return directory;
  }
}
