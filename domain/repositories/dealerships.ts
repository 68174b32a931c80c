import type { DealershipStatus } from '../__generated__/resolvers-types';
import type { ConnectionArgs, Page } from '../lib/connection';
import type { DealerRow } from '../fixtures/participants';

/**
 * The dealerships of the program's network, as every store keeps them (docs/server.md, "Where the data
 * lives"): the in-browser server in its database's `dealers` collection (`MemoryDealerships`,
 * mocks/repositories/dealerships.ts), the HTTP server in the `dealerships` table, the same row whose
 * business details the dealer edits on Profile Settings (server/repositories/dealerships.ts);
 * tests/server/dealerships.test.ts runs one contract on each.
 *
 * The rules (what a field accepts) live in src/lib/validation (`validateDealership`) and the resolvers
 * (domain/resolvers/mutations/admin-dealerships.ts). A store's part: a dealer number is unique without
 * regard to case (`NUMBER_TAKEN` when another dealership holds it, even one written a moment earlier).
 */

/** A dealership's values as the Dealerships screen creates or edits them. */
export type DealershipValues = Pick<DealerRow, 'dealerNumber' | 'name' | 'region' | 'streetAddress' | 'city' | 'state' | 'zipCode' | 'tier' | 'principalEmail'>;

/** What `add` and `update` answer when a dealer number is another dealership's. */
export const NUMBER_TAKEN = Symbol('NUMBER_TAKEN');

export interface DealershipFilter {
  /** Matches the dealer number, the name or the city (case-insensitive). */
  search?: string | null;
  status?: DealershipStatus | null;
}

export interface DealershipsRepository {
  /** The network's dealerships by name A to Z (case-insensitive), then id. */
  list(filter: DealershipFilter, args: ConnectionArgs): Promise<Page<DealerRow>>;
  byId(id: string): Promise<DealerRow | null>;
  /** The lower-cased dealer numbers in use, with their dealership's id. */
  numbers(): Promise<Map<string, string>>;
  /** Adds dealerships (new ids `DLR-####`), all or none; `NUMBER_TAKEN` when a number is taken. */
  add(rows: readonly (DealershipValues & { createdAt: string })[]): Promise<DealerRow[] | typeof NUMBER_TAKEN>;
  /** Changes a dealership's values; null when there is none. */
  update(id: string, values: DealershipValues): Promise<DealerRow | null | typeof NUMBER_TAKEN>;
  /** Sets a dealership's status; null when there is none. */
  setStatus(id: string, status: DealershipStatus): Promise<DealerRow | null>;
}

/** The next `DLR-####` id after the ones in use. */
export function nextDealershipId(ids: Iterable<string>): string {
  let last = 1000;
  for (const id of ids) {
    const match = /^DLR-(\d+)$/.exec(id);
    if (match) last = Math.max(last, Number(match[1]));
  }
  return `DLR-${last + 1}`;
}
