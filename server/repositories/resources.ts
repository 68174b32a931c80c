import { sql } from 'kysely';
import type { EmergencyContactRow, ResourceLinkRow, TerritoryManagerRow } from '../../domain/fixtures/resources';
import type { ResourcesRepository } from '../../domain/repositories/resources';
import type { SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';

const MANAGER_COLUMNS = sql`dealership_id as "dealershipId", name, title, photo, phone, email, office_hours as "officeHours", time_zone as "timeZone"`;

/**
 * Resources' territory managers, links and emergency contacts in the `territory_managers`,
 * `resource_links` and `emergency_contacts` tables (server/sql/migrations/0031_program_content.ts), each list
 * in the program's order by its `position`; a dealership's manager by its key.
 */
export class SqlResources implements ResourcesRepository {
  constructor(private readonly db: SqlExecutor) {}

  async territoryManager(dealershipId: string | null): Promise<TerritoryManagerRow | null> {
    if (dealershipId) {
      const { rows } = await sql<TerritoryManagerRow>`select ${MANAGER_COLUMNS} from territory_managers where dealership_id = ${dealershipId}`.execute(this.db);
      if (rows[0]) return rows[0];
    }
    const { rows } = await sql<TerritoryManagerRow>`select ${MANAGER_COLUMNS} from territory_managers order by position limit 1`.execute(this.db);
    return rows[0] ?? null;
  }

  async links(): Promise<ResourceLinkRow[]> {
    const { rows } = await sql<ResourceLinkRow>`select id, title, description, url from resource_links order by position`.execute(this.db);
    return rows;
  }

  async emergencyContacts(): Promise<EmergencyContactRow[]> {
    const { rows } = await sql<EmergencyContactRow>`select label, phone, availability from emergency_contacts order by position`.execute(this.db);
    return rows;
  }

  /** Replaces the territory managers with the given rows (the sample data, or a document saved before they moved). */
  async replaceManagers(rows: readonly TerritoryManagerRow[]): Promise<void> {
    await this.db.deleteFrom('territory_managers').execute();
    await inBatches(rows, (batch, start) =>
      this.db
        .insertInto('territory_managers')
        .values(
          batch.map((row, index) => ({
            dealership_id: row.dealershipId,
            position: start + index,
            name: row.name,
            title: row.title,
            photo: row.photo,
            phone: row.phone,
            email: row.email,
            office_hours: row.officeHours,
            time_zone: row.timeZone,
          })),
        )
        .execute(),
    );
  }

  /** Replaces the links and the emergency contacts with the given rows. */
  async replaceDirectory(links: readonly ResourceLinkRow[], contacts: readonly EmergencyContactRow[]): Promise<void> {
    await this.db.deleteFrom('resource_links').execute();
    await inBatches(links, (batch, start) =>
      this.db
        .insertInto('resource_links')
        .values(batch.map((row, index) => ({ id: row.id, position: start + index, title: row.title, description: row.description, url: row.url })))
        .execute(),
    );
    await this.db.deleteFrom('emergency_contacts').execute();
    await inBatches(contacts, (batch, start) =>
      this.db
        .insertInto('emergency_contacts')
        .values(batch.map((row, index) => ({ position: start + index, label: row.label, phone: row.phone, availability: row.availability })))
        .execute(),
    );
  }
}
