import type { Dealer } from '../../__generated__/resolvers-types';
import type { Database, DbData } from '../../db';
import type { DealerRow } from '../../fixtures/participants';

/**
 * The program's dealerships by id. A dealership whose dealer keeps its business details in the portal
 * (`dealerships`, edited on Profile Settings) is named as those details say; the others as enrolled.
 * The participants and claims indexes each make one per database revision, so a rename shows at once.
 */
export interface DealerDirectory {
  byId: ReadonlyMap<string, Dealer>;
  /** The dealer of an id; a claim or participant always names an existing one. */
  get(id: string): Dealer;
}

/** The directory's location text of a dealership: `Springfield, IL`. */
export function locationOf(row: Pick<DealerRow, 'city' | 'state'>): string {
  return [row.city, row.state].filter((part) => part !== '').join(', ');
}

/** The directory of these dealers, each named by its business details where its dealer keeps them in the portal. */
export function directoryOf(dealers: readonly Pick<DealerRow, 'id' | 'name' | 'city' | 'state'>[], businessNames: ReadonlyMap<string, string> = new Map()): DealerDirectory {
  const byId = new Map<string, Dealer>(dealers.map((row) => [row.id, { id: row.id, name: businessNames.get(row.id) ?? row.name, location: locationOf(row) }]));
  return {
    byId,
    get(id) {
      const dealer = byId.get(id);
      if (!dealer) throw new Error(`No dealer ${id}`);
      return dealer;
    },
  };
}

export function dealerDirectory(data: DbData): DealerDirectory {
  return directoryOf(data.dealers, new Map(data.dealerships.map((row) => [row.id, row.businessName])));
}

const directories = new WeakMap<DbData, { revision: number; directory: DealerDirectory }>();

/** The database's dealer directory, made once per revision (a rename changes the revision). */
export function dealersOf(db: Database): DealerDirectory {
  const cached = directories.get(db.data);
  if (cached && cached.revision === db.revision) return cached.directory;
  const directory = dealerDirectory(db.data);
  directories.set(db.data, { revision: db.revision, directory });
  return directory;
}
