import { ApolloLink, type ApolloClient } from '@apollo/client';
import { GraphQLError, Kind, parse, type DocumentNode, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import { lastValueFrom } from 'rxjs';

/** What GraphiQL hands its fetcher for each run (and for its schema introspection). */
export interface GraphiQLRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** The operation to run: the named one, or the only one. */
function chosenOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations[0];
}

/**
 * A GraphiQL fetcher that runs every operation through the portal's own Apollo link: the same
 * in-browser server (or HTTP endpoint), the same session and the same database the screens use.
 * After a mutation the client's cache is reset, so the portal shows what the mutation changed.
 */
export function createLinkFetcher(client: ApolloClient) {
  return async (request: GraphiQLRequest): Promise<FormattedExecutionResult> => {
    let document: DocumentNode;
    try {
      document = parse(request.query);
    } catch (caught) {
      const error = caught instanceof GraphQLError ? caught : new GraphQLError(String(caught));
      return { errors: [error.toJSON()] };
    }
    const operation = chosenOperation(document, request.operationName);
    if (!operation) {
      const message = request.operationName ? `Unknown operation named "${request.operationName}".` : 'The document has no operation to run.';
      return { errors: [{ message }] };
    }
    // The link runs a document's first operation: keep only the chosen one and the fragments.
    const query: DocumentNode = {
      ...document,
      definitions: document.definitions.filter((definition) => definition === operation || definition.kind === Kind.FRAGMENT_DEFINITION),
    };
    const result = await lastValueFrom(ApolloLink.execute(client.link, { query, variables: request.variables ?? {} }, { client }));
    if (operation.operation === 'mutation') {
      // What the portal shows was read before the mutation: read it again. A query that now fails
      // (after signing out, say) shows its error on its own screen, not here.
      await client.resetStore().catch(() => undefined);
    }
    return result as FormattedExecutionResult;
  };
}
