import type { Dealer } from '../../__generated__/resolvers-types';
import type { Database, DbData } from '../../db';

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

export function dealerDirectory(data: DbData): DealerDirectory {
  const businessNames = new Map(data.dealerships.map((row) => [row.id, row.businessName]));
  const byId = new Map<string, Dealer>(
    data.dealers.map((row) => [row.id, { id: row.id, name: businessNames.get(row.id) ?? row.name, location: row.location }]),
  );
  return {
    byId,
    get(id) {
      const dealer = byId.get(id);
      if (!dealer) throw new Error(`No dealer ${id}`);
      return dealer;
    },
  };
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
