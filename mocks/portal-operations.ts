import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { FIRST_SCREEN_OPERATIONS } from '../domain/domains/first-screen';
import { PORTAL_OPERATION_DIGESTS } from './__generated__/portal-operations';
import { operationDigest } from './operation-digest';

const portalOperations = new Set<string>(PORTAL_OPERATION_DIGESTS);

/**
 * Whether `text` is, character for character, an operation the portal's own client sends. Those are
 * the documents in src/**\/*.graphql, which codegen validates against the schema whenever they or
 * the schema change (`npm test` fails if its output is stale), as a server with trusted documents
 * validates them when they are registered rather than on every request. The worker asks once per text
 * (mocks/worker-protocol.ts keeps the answer with the parsed document).
 */
export function isPortalOperation(text: string): Promise<boolean> {
  // Without Web Crypto (a page served over plain HTTP on another host has none), every text is checked.
  return operationDigest(text).then(
    (digest) => portalOperations.has(digest),
    () => false,
  );
}

/**
 * The operations the shell and the dashboards send before a first visit's figures show: the viewer,
 * the notifications and the dashboard's one query, each named by the first-screen domain that answers it
 * (`firstScreenOperations`, domain/domains/first-screen.ts). With the text of one of the portal's own
 * operations (`isPortalOperation`), the name says which document it is. The in-browser server answers
 * these with its first screen's part; any other operation waits for the rest (mocks/portal-server.ts).
 * Their answers are the same either way (tests/unit/api/other-screens.test.ts), and
 * tests/e2e/bundle-budget.spec.mjs fails if a dashboard's first visit fetches the rest.
 */
const FIRST_SCREEN_OPERATIONS_SET: ReadonlySet<string> = new Set(FIRST_SCREEN_OPERATIONS);

export function isFirstScreenOperation(operationName: string | null | undefined): boolean {
  return operationName != null && FIRST_SCREEN_OPERATIONS_SET.has(operationName);
}

/**
 * The validation problems of a document the server does not know (one written in the GraphQL
 * explorer, say), by the GraphQL specification's rules. Those rules load with the first such document,
 * so the portal's first screens never download them.
 */
export async function checkDocument(schema: GraphQLSchema, document: DocumentNode): Promise<readonly GraphQLError[]> {
  const { validationErrors } = await import('./validate');
  return validationErrors(schema, document);
}
