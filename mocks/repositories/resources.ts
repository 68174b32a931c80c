import type { Database } from '../../domain/db';
import type { EmergencyContactRow, ResourceLinkRow, TerritoryManagerRow } from '../../domain/fixtures/resources';
import type { ResourcesRepository } from '../../domain/repositories/resources';

/** The in-browser store: the database's `resourceTerritoryManagers`, `resourceLinks` and `resourceEmergencyContacts`. */
export class MemoryResources implements ResourcesRepository {
  constructor(private readonly db: Database) {}

  async territoryManager(dealershipId: string | null): Promise<TerritoryManagerRow | null> {
    const managers = this.db.data.resourceTerritoryManagers;
    const manager = managers.find((row) => row.dealershipId === dealershipId) ?? managers[0];
    return manager ? { ...manager } : null;
  }

  async links(): Promise<ResourceLinkRow[]> {
    return this.db.data.resourceLinks.map((row) => ({ ...row }));
  }

  async emergencyContacts(): Promise<EmergencyContactRow[]> {
    return this.db.data.resourceEmergencyContacts.map((row) => ({ ...row }));
  }
}
