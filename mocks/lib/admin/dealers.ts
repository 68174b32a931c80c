import type { Dealer } from '../../__generated__/resolvers-types';
import type { DbData } from '../../db';
import type { DealerRow } from '../../fixtures/participants';

/**
 * The program's dealerships by id. A dealership whose dealer keeps its business details in the portal
 * (`dealerships`, edited on Profile Settings) is named as those details say; the others as enrolled.
 */
export interface DealerDirectory {
  byId: ReadonlyMap<string, Dealer>;
  /** The dealer of an id; a claim or participant always names an existing one. */
  get(id: string): Dealer;
}

const cache = new WeakMap<DbData, { dealers: DealerRow[]; dealerships: DbData['dealerships']; directory: DealerDirectory }>();

export function dealerDirectory(data: DbData): DealerDirectory {
  const cached = cache.get(data);
  if (cached && cached.dealers === data.dealers && cached.dealerships === data.dealerships && !renamed(data, cached.directory)) {
    return cached.directory;
  }
  const businessNames = new Map(data.dealerships.map((row) => [row.id, row.businessName]));
  const byId = new Map<string, Dealer>(
    data.dealers.map((row) => [row.id, { id: row.id, name: businessNames.get(row.id) ?? row.name, location: row.location }]),
  );
  const directory: DealerDirectory = {
    byId,
    get(id) {
      const dealer = byId.get(id);
      if (!dealer) throw new Error(`No dealer ${id}`);
      return dealer;
    },
  };
  cache.set(data, { dealers: data.dealers, dealerships: data.dealerships, directory });
  return directory;
}

/** True when a dealership's business name changed since the directory was made (edits happen in place). */
function renamed(data: DbData, directory: DealerDirectory): boolean {
  return data.dealerships.some((row) => {
    const dealer = directory.byId.get(row.id);
    return dealer !== undefined && dealer.name !== row.businessName;
  });
}
