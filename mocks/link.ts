import { SchemaLink } from '@apollo/client/link/schema';
import type { PortalServer } from './server';

/** An Apollo link to the in-browser server, with a fresh context for every operation. */
export function createSchemaLink(server: PortalServer): SchemaLink {
  return new SchemaLink({ schema: server.schema, context: () => server.contextFor() });
}
