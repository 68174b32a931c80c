import { SchemaLink } from '@apollo/client/link/schema';
import type { PortalServer } from './server';

/**
 * An Apollo link to the in-browser server, with a fresh context for every operation. It runs the
 * portal's own documents, which codegen validates against the schema at build time; the worker that
 * serves the page and GraphiQL validates every document it is sent (mocks/validate.ts).
 */
export function createSchemaLink(server: PortalServer): SchemaLink {
  return new SchemaLink({ schema: server.schema, context: () => server.contextFor() });
}
