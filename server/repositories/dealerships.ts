import { sql, type Expression, type SqlBool } from 'kysely';
import type { DealershipStatus, TierName } from '../../domain/__generated__/resolvers-types';
import type { DealerRow } from '../../domain/fixtures/participants';
import { directoryOf, type DealerDirectory } from '../../domain/lib/admin/dealers';
import { cursorKey, pageSize, type ConnectionArgs, type Page, type SortKey } from '../../domain/lib/connection';
import { NUMBER_TAKEN, nextDealershipId, type DealershipFilter, type DealershipValues, type DealershipsRepository } from '../../domain/repositories/dealerships';
import type { Row, SqlExecutor } from '../sql/database';
import { containing, inBatches, keyAfter, listPage, needleOf } from './sql-lists';

type Selected = Pick<Row<'dealerships'>, 'id' | 'dealer_number' | 'business_name' | 'region' | 'street_address' | 'city' | 'state' | 'zip_code' | 'tier' | 'status' | 'principal_email' | 'created_at'>;

const COLUMNS = sql`d.id, d.dealer_number, d.business_name, d.region, d.street_address, d.city, d.state, d.zip_code, d.tier, d.status, d.principal_email, d.created_at`;

function toRow(row: Selected): DealerRow {
  return {
    id: row.id,
    dealerNumber: row.dealer_number,
    name: row.business_name,
    region: row.region,
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    tier: row.tier as TierName,
    status: row.status as DealershipStatus,
    principalEmail: row.principal_email,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A network row's columns (the business details a dealer keeps on Profile Settings are not among them). */
function networkValues(row: DealerRow) {
  return {
    id: row.id,
    dealer_number: row.dealerNumber,
    business_name: row.name,
    region: row.region,
    street_address: row.streetAddress,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    tier: row.tier,
    status: row.status,
    principal_email: row.principalEmail,
    created_at: row.createdAt,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The network's dealerships in the `dealerships` table (server/sql/migrations/0030_dealership_network.ts),
 * one row each with the business details its dealer edits on Profile Settings (server/repositories/users.ts):
 * a rename here is a rename there. Dealer numbers are unique by a unique index on their lower case, so two
 * administrators cannot give one number twice; new ids are drawn under a transaction-wide advisory lock.
 */
export class SqlDealerships implements DealershipsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async list(filter: DealershipFilter, args: ConnectionArgs): Promise<Page<DealerRow>> {
    const after = cursorKey(args.after, ['string', 'string']);
    const key = [sql`lower(d.business_name) collate "C"`, sql`d.id collate "C"`];
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(sql<SqlBool>`d.status = ${filter.status}`);
    const needle = needleOf(filter.search);
    if (needle) {
      const like = containing(needle);
      conditions.push(sql<SqlBool>`(lower(d.dealer_number) like ${like} or lower(d.business_name) like ${like} or lower(d.city) like ${like})`);
    }
    const where = conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
    const page = await listPage<Selected>(this.db, {
      columns: COLUMNS,
      from: sql`dealerships d`,
      where,
      following: after ? keyAfter(key, after, false) : null,
      order: sql.join(key),
      size: pageSize(args),
    });
    const rows = page.rows.map(toRow);
    return { ...page.paging, rows, keys: rows.map((row): SortKey => [row.name.toLowerCase(), row.id]) };
  }

  async byId(id: string): Promise<DealerRow | null> {
    const { rows } = await sql<Selected>`select ${COLUMNS} from dealerships d where d.id = ${id}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async numbers(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('dealerships').select(['id', 'dealer_number']).execute();
    return new Map(rows.map((row) => [row.dealer_number.trim().toLowerCase(), row.id]));
  }

  /** Runs writes in a savepoint (or a transaction) of their own, so a taken number undoes them all. */
  private async guarded<T>(write: (db: SqlExecutor) => Promise<T>): Promise<T | typeof NUMBER_TAKEN> {
    const run = async (db: SqlExecutor) => {
      try {
        return await write(db);
      } catch (error) {
        if (isUniqueViolation(error)) throw Object.assign(new Error('Dealer number taken'), { numberTaken: true });
        throw error;
      }
    };
    try {
      if (!this.db.isTransaction) return await this.db.transaction().execute(run);
      await sql`savepoint dealership_write`.execute(this.db);
      try {
        const result = await run(this.db);
        await sql`release savepoint dealership_write`.execute(this.db);
        return result;
      } catch (error) {
        await sql`rollback to savepoint dealership_write`.execute(this.db);
        throw error;
      }
    } catch (error) {
      if ((error as { numberTaken?: boolean }).numberTaken) return NUMBER_TAKEN;
      throw error;
    }
  }

  async add(rows: readonly (DealershipValues & { createdAt: string })[]): Promise<DealerRow[] | typeof NUMBER_TAKEN> {
    if (rows.length === 0) return [];
    return this.guarded(async (db) => {
      // One administrator at a time draws ids (a dealership's id is its number in the `DLR-####` series).
      await sql`select pg_advisory_xact_lock(hashtext('dealerships.id'))`.execute(db);
      const { rows: found } = await sql<{ id: string }>`select id from dealerships where id ~ '^DLR-[0-9]+$' order by length(id) desc, id desc limit 1`.execute(db);
      const ids = found.map((row) => row.id);
      const added = rows.map((values): DealerRow => {
        const id = nextDealershipId(ids);
        ids.push(id);
        return { id, ...values, status: 'ACTIVE' };
      });
      await inBatches(added, (batch) =>
        db.insertInto('dealerships').values(batch.map((row) => ({ ...networkValues(row), business_phone: '', website: '', year_established: '' }))).execute(),
      );
      return added;
    });
  }

  async update(id: string, values: DealershipValues): Promise<DealerRow | null | typeof NUMBER_TAKEN> {
    return this.guarded(async (db) => {
      const { rows } = await sql<Selected>`
        update dealerships d set dealer_number = ${values.dealerNumber}, business_name = ${values.name}, region = ${values.region},
          street_address = ${values.streetAddress}, city = ${values.city}, state = ${values.state}, zip_code = ${values.zipCode},
          tier = ${values.tier}, principal_email = ${values.principalEmail}
        where d.id = ${id} returning ${COLUMNS}`.execute(db);
      return rows[0] ? toRow(rows[0]) : null;
    });
  }

  async setStatus(id: string, status: DealershipStatus): Promise<DealerRow | null> {
    const { rows } = await sql<Selected>`update dealerships d set status = ${status} where d.id = ${id} returning ${COLUMNS}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** The table's change marker (migration 0030's trigger moves it on every change). */
  async revision(): Promise<number> {
    const row = await this.db.selectFrom('dealerships_revision').select('revision').where('id', '=', 1).executeTakeFirst();
    return Number(row?.revision ?? 0);
  }

  /** The directory of every dealership (id, name, city and state), as lists and searches name them. */
  async directory(): Promise<DealerDirectory> {
    const rows = await this.db.selectFrom('dealerships').select(['id', 'business_name as name', 'city', 'state']).execute();
    return directoryOf(rows);
  }

  /**
   * Writes a document's dealer list (the sample data, or a document saved before the list moved here).
   * `whole`: the document is the whole portal's (a seed, "reset demo data"): each row is written as it
   * is there, and a dealership it lacks goes unless a user still belongs to it. Otherwise (the move at
   * start) a dealership already in the table keeps its name and address, which its dealer edited on
   * Profile Settings and which were the truth until now; the network's columns are added to it.
   */
  async replaceAll(rows: readonly DealerRow[], whole: boolean): Promise<void> {
    // First, so that a number the document gives is free.
    if (whole) {
      const kept = rows.map((row) => row.id);
      await sql`delete from dealerships d where not exists (select 1 from users u where u.dealership_id = d.id)
        ${kept.length > 0 ? sql`and d.id not in (${sql.join(kept)})` : sql``}`.execute(this.db);
    }
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('dealerships')
        .values(batch.map((row) => ({ ...networkValues(row), business_phone: '', website: '', year_established: '' })))
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            ...(whole
              ? {
                  dealer_number: eb.ref('excluded.dealer_number'),
                  business_name: eb.ref('excluded.business_name'),
                  street_address: eb.ref('excluded.street_address'),
                  city: eb.ref('excluded.city'),
                  state: eb.ref('excluded.state'),
                  zip_code: eb.ref('excluded.zip_code'),
                }
              : {}),
            region: eb.ref('excluded.region'),
            tier: eb.ref('excluded.tier'),
            status: eb.ref('excluded.status'),
            principal_email: eb.ref('excluded.principal_email'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute(),
    );
  }
}
