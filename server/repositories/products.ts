import { sql, type Expression, type SqlBool } from 'kysely';
import type { ProductFilter } from '../../domain/__generated__/resolvers-types';
import { DELETED_PRODUCTS_KEPT, productId, type DeletedProductRow, type ProductRow } from '../../domain/fixtures/products';
import { cursorKey, pageSize, sequenceOf, type ConnectionArgs, type Page, type SortKey } from '../../domain/lib/connection';
import {
  NOT_RESTORABLE,
  SKU_TAKEN,
  type NewProduct,
  type ProductChange,
  type ProductsRepository,
  type RestoreOutcome,
} from '../../domain/repositories/products';
import { skuKey, type ProductCategory } from '../../src/lib/validation/catalog';
import type { Row, SqlExecutor } from '../sql/database';
import { allOrNothing, containing, inBatches, keyAfter, listPage, needleOf, setSequence } from './sql-lists';


const COLUMNS = sql`p.id, p.name, p.category, p.sku, p.base_points, p.base_cents, p.is_active, p.created_date::text as created_date,
  p.last_modified, p.description`;

/** A row as `COLUMNS` selects it. */
type Selected = Omit<Row<'products'>, 'number' | 'sku_key'>;

function toRow(row: Selected): ProductRow {
  return {
    id: row.id,
    name: row.name,
    category: row.category as ProductCategory,
    sku: row.sku,
    basePoints: row.base_points,
    baseCents: Number(row.base_cents),
    isActive: row.is_active,
    createdDate: row.created_date,
    lastModified: new Date(row.last_modified).toISOString(),
    description: row.description,
  };
}

function values(row: ProductRow) {
  return {
    id: row.id,
    number: sequenceOf(row.id),
    name: row.name,
    category: row.category,
    sku: row.sku,
    sku_key: skuKey(row.sku),
    base_points: row.basePoints,
    base_cents: row.baseCents,
    is_active: row.isActive,
    created_date: row.createdDate,
    last_modified: row.lastModified,
    description: row.description,
  };
}

/** The columns of `deleted_products` as `toDeleted` reads them. */
const DELETED_COLUMNS = sql`d.id, d.name, d.category, d.sku, d.base_points, d.base_cents, d.is_active, d.created_date::text as created_date,
  d.last_modified, d.description, d.deleted_at`;

type DeletedSelected = Selected & { deleted_at: Date | string };

function toDeleted(row: DeletedSelected): DeletedProductRow {
  return { product: toRow(row), deletedAt: new Date(row.deleted_at).toISOString() };
}

function deletedValues({ product, deletedAt }: DeletedProductRow) {
  const { number: _number, sku_key: _key, ...columns } = values(product);
  return { ...columns, deleted_at: deletedAt };
}

/** PostgreSQL's unique_violation: a SKU key (the only unique column a write can repeat) is taken. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The catalogue in the `products` table (server/sql/migrations/0007_products.ts): SKUs unique by `sku_key`
 * (a unique index, so two administrators cannot give one SKU twice), listed by name with keyset paging,
 * searched by name or SKU through trigram indexes. Ids come from the `products_number` sequence.
 *
 * The undo list is the `deleted_products` table (0019), newest first by `deletion`. A delete takes the
 * undo list's lock (a transaction-level advisory lock, which every process on the database shares), then
 * removes the product, keeps it and trims the list to the last `DELETED_PRODUCTS_KEPT`, all in one
 * transaction, so deletions at once are all kept in order and the list never holds more. A restore deletes
 * the product's row from the list and inserts it into the catalogue in one transaction: of two restores
 * of one product at once, the second waits for the first's row and then finds it gone.
 */
export class SqlProducts implements ProductsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async list(filter: ProductFilter | null | undefined, args: ConnectionArgs): Promise<Page<ProductRow>> {
    const after = cursorKey(args.after, ['string', 'string', 'string']);
    const key = [sql`lower(p.name) collate "C"`, sql`lower(p.sku) collate "C"`, sql`p.id collate "C"`];
    const conditions: Expression<SqlBool>[] = [];
    const category = filter?.category?.trim();
    if (category) conditions.push(sql<SqlBool>`p.category = ${category}`);
    if (filter?.status) conditions.push(sql<SqlBool>`p.is_active = ${filter.status === 'ACTIVE'}`);
    const needle = needleOf(filter?.search);
    if (needle) conditions.push(sql<SqlBool>`(lower(p.name) like ${containing(needle)} or lower(p.sku) like ${containing(needle)})`);
    const where = conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
    const page = await listPage<Selected>(this.db, {
      columns: COLUMNS,
      from: sql`products p`,
      where,
      following: after ? keyAfter(key, after, false) : null,
      order: sql.join(key),
      size: pageSize(args),
    });
    const rows = page.rows.map(toRow);
    return { ...page.paging, rows, keys: rows.map((row): SortKey => [row.name.toLowerCase(), row.sku.toLowerCase(), row.id]) };
  }

  async byId(id: string): Promise<ProductRow | null> {
    const { rows } = await sql<Selected>`select ${COLUMNS} from products p where p.id = ${id}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async counts(): Promise<{ total: number; active: number }> {
    const { rows } = await sql<{ total: number; active: number }>`
      select count(*)::int as total, count(*) filter (where is_active)::int as active from products`.execute(this.db);
    return rows[0] ?? { total: 0, active: 0 };
  }

  async keys(): Promise<Pick<ProductRow, 'id' | 'sku' | 'name' | 'category'>[]> {
    const rows = await this.db.selectFrom('products').select(['id', 'sku', 'name', 'category']).execute();
    return rows.map((row) => ({ ...row, category: row.category as ProductCategory }));
  }

  /** Runs writes in a savepoint of their own, so a taken SKU undoes them and leaves the transaction usable. */
  private async guarded<T>(write: (db: SqlExecutor) => Promise<T>): Promise<T | typeof SKU_TAKEN> {
    const run = async (db: SqlExecutor) => {
      try {
        return await write(db);
      } catch (error) {
        if (isUniqueViolation(error)) throw Object.assign(new Error('SKU taken'), { skuTaken: true });
        throw error;
      }
    };
    try {
      if (this.db.isTransaction) {
        await sql`savepoint product_write`.execute(this.db);
        try {
          const result = await run(this.db);
          await sql`release savepoint product_write`.execute(this.db);
          return result;
        } catch (error) {
          await sql`rollback to savepoint product_write`.execute(this.db);
          throw error;
        }
      }
      return await this.db.transaction().execute(run);
    } catch (error) {
      if ((error as { skuTaken?: boolean }).skuTaken) return SKU_TAKEN;
      throw error;
    }
  }

  async add(rows: readonly NewProduct[]): Promise<ProductRow[] | typeof SKU_TAKEN> {
    if (rows.length === 0) return [];
    // A SKU repeated or already used is refused before any number is drawn (a drawn number is never
    // given back); the unique index still refuses one another administrator adds at the same moment.
    const keys = rows.map((row) => skuKey(row.sku));
    if (new Set(keys).size < keys.length) return SKU_TAKEN;
    if (await this.db.selectFrom('products').select('id').where('sku_key', 'in', keys).executeTakeFirst()) return SKU_TAKEN;
    return this.guarded(async (db) => {
      const { rows: numbers } = await sql<{ number: string | number }>`
        select nextval('products_number') as number from generate_series(1, ${rows.length}::int) order by 1`.execute(db);
      const added = rows.map((row, index): ProductRow => ({ id: productId(Number(numbers[index]?.number)), ...row }));
      for (let start = 0; start < added.length; start += 500) await db.insertInto('products').values(added.slice(start, start + 500).map(values)).execute();
      return added;
    });
  }

  async update(id: string, change: ProductChange): Promise<ProductRow | null | typeof SKU_TAKEN> {
    return this.guarded(async (db) => {
      const set = {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.category !== undefined ? { category: change.category } : {}),
        ...(change.sku !== undefined ? { sku: change.sku, sku_key: skuKey(change.sku) } : {}),
        ...(change.basePoints !== undefined ? { base_points: change.basePoints } : {}),
        ...(change.baseCents !== undefined ? { base_cents: change.baseCents } : {}),
        ...(change.isActive !== undefined ? { is_active: change.isActive } : {}),
        ...(change.lastModified !== undefined ? { last_modified: change.lastModified } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
      };
      const updated = await db.updateTable('products').set(set).where('id', '=', id).returning('id').executeTakeFirst();
      return updated ? new SqlProducts(db).byId(id) : null;
    });
  }

  async remove(id: string, deletedAt: string): Promise<ProductRow | null> {
    return allOrNothing(
      this.db,
      async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('portal:deleted_products'))`.execute(trx);
        const { rows } = await sql<Selected>`delete from products p where p.id = ${id} returning ${COLUMNS}`.execute(trx);
        if (!rows[0]) return null;
        const product = toRow(rows[0]);
        await trx.insertInto('deleted_products').values(deletedValues({ product, deletedAt })).execute();
        await sql`
          delete from deleted_products
          where deletion <= (select deletion from deleted_products order by deletion desc offset ${DELETED_PRODUCTS_KEPT} limit 1)`.execute(trx);
        return product;
      },
      (row) => row === null,
    );
  }

  async deleted(): Promise<DeletedProductRow[]> {
    const { rows } = await sql<DeletedSelected>`
      select ${DELETED_COLUMNS} from deleted_products d order by d.deletion desc limit ${DELETED_PRODUCTS_KEPT}`.execute(this.db);
    return rows.map(toDeleted);
  }

  async restore(id: string): Promise<RestoreOutcome> {
    return allOrNothing(
      this.db,
      async (trx): Promise<RestoreOutcome> => {
        // The row lock this delete takes makes a second restore of the product wait, then find no row.
        const { rows } = await sql<DeletedSelected>`delete from deleted_products d where d.id = ${id} returning ${DELETED_COLUMNS}`.execute(trx);
        if (!rows[0]) return { refused: NOT_RESTORABLE };
        const product = toRow(rows[0]);
        // A SKU (or, from a document saved earlier, an id) another product holds now: the row goes back on the list.
        const inserted = await trx
          .insertInto('products')
          .values(values(product))
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        return inserted ? { restored: product } : { refused: SKU_TAKEN, product };
      },
      (outcome) => 'refused' in outcome,
    );
  }

  /** Replaces every row with `rows` and sets the sequence to `sequence` (the last number given). */
  async replaceAll(rows: readonly ProductRow[], sequence: number): Promise<void> {
    await this.db.deleteFrom('products').execute();
    await inBatches(rows, (batch) => this.db.insertInto('products').values(batch.map(values)).execute());
    await setSequence(this.db, 'products_number', sequence);
  }

  /** Replaces the undo list with `rows`, newest first (the sample data's, none, or a document's saved before the list moved). */
  async replaceDeleted(rows: readonly DeletedProductRow[]): Promise<void> {
    await this.db.deleteFrom('deleted_products').execute();
    // Numbered oldest first, so the newest has the highest `deletion`.
    await inBatches([...rows].reverse(), (batch) => this.db.insertInto('deleted_products').values(batch.map(deletedValues)).execute());
  }
}
