import type { Database } from '../../domain/db';
import type { EarningRecordRow } from '../../domain/fixtures/earnings';
import type { EarningsRepository } from '../../domain/repositories/earnings';
import { coversUser } from '../../domain/scope';

/** The in-browser store: the database's `earningRecords` collection, in the order entered. */
export class MemoryEarnings implements EarningsRepository {
  constructor(private readonly db: Database) {}

  async records(userId: string): Promise<EarningRecordRow[]> {
    // A member's own records only (domain/scope.ts).
    if (!coversUser(this.db.scope, userId)) return [];
    return this.db.data.earningRecords.filter((row) => row.userId === userId).map((row) => ({ ...row }));
  }
}
