import type { EmergencyContactRow, ResourceLinkRow, TerritoryManagerRow } from '../fixtures/resources';

/**
 * What Resources shows a dealer, as every store keeps it (docs/server.md, "Where the data lives"): the
 * territory managers, the links and the emergency contacts, in the in-browser server's database
 * (`MemoryResources`, mocks/repositories/resources.ts) or the HTTP server's `territory_managers`,
 * `resource_links` and `emergency_contacts` tables (server/repositories/resources.ts);
 * tests/server/program-content.test.ts runs one contract on each. The meetings dealers ask for are the
 * meeting requests' (domain/repositories/meeting-requests.ts).
 */
export interface ResourcesRepository {
  /** The dealership's territory manager, else the first on file; null when none is. */
  territoryManager(dealershipId: string | null): Promise<TerritoryManagerRow | null>;
  /** The links, in the program's order. */
  links(): Promise<ResourceLinkRow[]>;
  /** The emergency contacts, in the program's order. */
  emergencyContacts(): Promise<EmergencyContactRow[]>;
}
