import { createHash, randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { NETWORK, type Scope } from '../../domain/scope';
import { inParticipant, ofUser } from './scope';
import type { ClaimFilesRepository, StoredClaimFile } from '../../domain/repositories/claim-files';
import type { Row, SqlExecutor } from '../sql/database';

/** How long an uploaded file waits for the answer that carries it before the next upload removes it. */
export const UNSENT_FILE_HOURS = 24;
/** How many uploaded files one user may have waiting for an answer at once. */
export const UNSENT_FILES_MAX = 20;


function toStored(row: { id: string; owner_user_id: string; claim_id: string | null; name: string; type: string; size: number }): StoredClaimFile {
  return { id: row.id, ownerUserId: row.owner_user_id, claimId: row.claim_id, name: row.name, type: row.type, size: row.size };
}

/** Evidence files in the `claim_files` table (server/sql/migrations/0012_claim_files.ts), bytes included. */
export class SqlClaimFiles implements ClaimFilesRepository {
  constructor(
    private readonly db: SqlExecutor,
    /**
     * Whose files it finds (domain/scope.ts): a member's own uploads, and the files of the claims their
     * scope covers (a dealer's dealership's, an advisor's own).
     */
    private readonly scope: Scope = NETWORK,
  ) {}

  /** The scope's condition on `claim_files f`. */
  private get tenant() {
    if (this.scope.kind === 'network') return sql<SqlBool>`true`;
    const claims = inParticipant(this.scope, sql`c.dealer_id`, sql`c.participant_id`);
    return sql<SqlBool>`(${ofUser(this.scope, sql`f.owner_user_id`)} or exists (select 1 from claims c where c.id = f.claim_id and ${claims}))`;
  }

  async find(id: string): Promise<StoredClaimFile | null> {
    const { rows } = await sql<Row<'claim_files'>>`
      select f.id, f.owner_user_id, f.claim_id, f.name, f.type, f.size from claim_files f where f.id = ${id} and ${this.tenant}`.execute(this.db);
    return rows[0] ? toStored(rows[0]) : null;
  }

  async attach(id: string, claimId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('claim_files')
      .set({ claim_id: claimId })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('claim_id', 'is', null), eb('claim_id', '=', claimId)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The file with its bytes. */
  async content(id: string): Promise<(StoredClaimFile & { bytes: Uint8Array }) | null> {
    const { rows } = await sql<Row<'claim_files'>>`
      select f.id, f.owner_user_id, f.claim_id, f.name, f.type, f.size, f.content from claim_files f where f.id = ${id} and ${this.tenant}`.execute(this.db);
    const row = rows[0];
    return row ? { ...toStored(row), bytes: row.content } : null;
  }

  /**
   * Keeps an upload for `ownerUserId` and answers its description; null when they already have
   * UNSENT_FILES_MAX files waiting for an answer. Files no answer carried within UNSENT_FILE_HOURS go first.
   */
  async store(ownerUserId: string, file: { name: string; type: string; bytes: Uint8Array }, now: Date): Promise<StoredClaimFile | null> {
    // Counted and inserted under a lock of the owner's: uploads at once cannot pass the cap together.
    if (!this.db.isTransaction) return this.db.transaction().execute((trx) => new SqlClaimFiles(trx, this.scope).store(ownerUserId, file, now));
    await sql`select pg_advisory_xact_lock(hashtext(${`claim_files:${ownerUserId}`}))`.execute(this.db);
    const cutoff = new Date(now.getTime() - UNSENT_FILE_HOURS * 3_600_000);
    await this.db.deleteFrom('claim_files').where('claim_id', 'is', null).where('created_at', '<', cutoff).execute();
    const waiting = await this.db
      .selectFrom('claim_files')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('owner_user_id', '=', ownerUserId)
      .where('claim_id', 'is', null)
      .executeTakeFirstOrThrow();
    if (waiting.count >= UNSENT_FILES_MAX) return null;
    const row = {
      id: randomUUID(),
      owner_user_id: ownerUserId,
      claim_id: null,
      name: file.name,
      type: file.type,
      size: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: file.bytes,
      created_at: now,
    };
    await this.db.insertInto('claim_files').values(row).execute();
    return toStored(row);
  }
}
