import type { DealershipStatus } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import type { DealerRow } from '../../domain/fixtures/participants';
import { pageOf, type ConnectionArgs, type KeyOrder, type Page } from '../../domain/lib/connection';
import { NUMBER_TAKEN, nextDealershipId, type DealershipFilter, type DealershipValues, type DealershipsRepository } from '../../domain/repositories/dealerships';
import { dealerNumberKey } from '../../src/lib/validation/dealerships';

const ORDER: KeyOrder<DealerRow> = { key: (row) => [row.name.toLowerCase(), row.id] };

/**
 * The in-browser store: the database's `dealers` collection. The business details a dealer keeps on
 * Profile Settings are in `dealerships` under the same id; a change here writes the fields both hold
 * (name, number, address) there too, and a dealership shows the name its dealer gave it.
 */
export class MemoryDealerships implements DealershipsRepository {
  constructor(private readonly db: Database) {}

  /** A copy of a dealer row, named as its business details say. */
  private view(row: DealerRow): DealerRow {
    const details = this.db.data.dealerships.find((candidate) => candidate.id === row.id);
    return details ? { ...row, name: details.businessName } : { ...row };
  }

  async list(filter: DealershipFilter, args: ConnectionArgs): Promise<Page<DealerRow>> {
    const search = filter.search?.trim().toLowerCase() ?? '';
    const rows = this.db.data.dealers
      .map((row) => this.view(row))
      .filter((row) => !filter.status || row.status === filter.status)
      .filter((row) => !search || [row.dealerNumber, row.name, row.city].some((text) => text.toLowerCase().includes(search)));
    rows.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return pageOf(rows, args, ORDER);
  }

  async byId(id: string): Promise<DealerRow | null> {
    const row = this.db.data.dealers.find((candidate) => candidate.id === id);
    return row ? this.view(row) : null;
  }

  async numbers(): Promise<Map<string, string>> {
    return new Map(this.db.data.dealers.map((row) => [dealerNumberKey(row.dealerNumber), row.id]));
  }

  async add(rows: readonly (DealershipValues & { createdAt: string })[]): Promise<DealerRow[] | typeof NUMBER_TAKEN> {
    const taken = await this.numbers();
    const keys = rows.map((row) => dealerNumberKey(row.dealerNumber));
    if (keys.some((key, index) => taken.has(key) || keys.indexOf(key) !== index)) return NUMBER_TAKEN;
    const ids = this.db.data.dealers.map((row) => row.id);
    const added = rows.map((values): DealerRow => {
      const id = nextDealershipId(ids);
      ids.push(id);
      return { id, ...values, status: 'ACTIVE' };
    });
    this.db.data.dealers.push(...added);
    this.db.commit();
    return added.map((row) => ({ ...row }));
  }

  async update(id: string, values: DealershipValues): Promise<DealerRow | null | typeof NUMBER_TAKEN> {
    const row = this.db.data.dealers.find((candidate) => candidate.id === id);
    if (!row) return null;
    const holder = (await this.numbers()).get(dealerNumberKey(values.dealerNumber));
    if (holder !== undefined && holder !== id) return NUMBER_TAKEN;
    Object.assign(row, values);
    const details = this.db.data.dealerships.find((candidate) => candidate.id === id);
    if (details) {
      Object.assign(details, {
        businessName: values.name,
        dealerNumber: values.dealerNumber,
        streetAddress: values.streetAddress,
        city: values.city,
        state: values.state,
        zipCode: values.zipCode,
      });
    }
    this.db.commit();
    return this.view(row);
  }

  async setStatus(id: string, status: DealershipStatus): Promise<DealerRow | null> {
    const row = this.db.data.dealers.find((candidate) => candidate.id === id);
    if (!row) return null;
    if (row.status !== status) {
      row.status = status;
      this.db.commit();
    }
    return this.view(row);
  }
}
