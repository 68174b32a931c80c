import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import * as documents from '../src/graphql/__generated__/graphql';
import { makeClient } from '../src/graphql/client';
import { operationDigest } from '../mocks/operation-digest';

/**
 * The text of each operation the portal's client sends, one per document codegen made from
 * src/**\/*.graphql: every document goes through the portal's own Apollo Client (with its cache's
 * document transforms) to a link that records the operation as the worker's link prints it
 * (mocks/worker-link.ts) and answers nothing.
 */
export async function portalOperationTexts(): Promise<string[]> {
  const texts = new Set<string>();
  const recorder = new ApolloLink((operation) => {
    texts.add(print(operation.query));
    return new Observable((observer) => observer.error(new Error('recorded')));
  });
  const client = makeClient({ link: recorder });
  const operations = Object.entries(documents as Record<string, unknown>).filter(
    (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as DocumentNode | undefined)?.kind === 'Document',
  );
  for (const [name, document] of operations) {
    const definition = document.definitions.find((item) => item.kind === 'OperationDefinition');
    if (!definition) throw new Error(`${name} has no operation`);
    if (definition.operation === 'subscription') {
      // The recording link errors at once, which ends the subscription.
      await new Promise<void>((resolve) => client.subscribe({ query: document }).subscribe({ error: () => resolve(), complete: () => resolve() }));
      continue;
    }
    const sent = definition.operation === 'mutation' ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: 'network-only' });
    await sent.catch(() => undefined);
  }
  if (texts.size !== operations.length) throw new Error(`recorded ${texts.size} operation texts for ${operations.length} documents`);
  return [...texts];
}

/** The digest (mocks/operation-digest.ts) of each of those texts: what scripts/portal-operations.mjs writes. */
export async function portalOperationDigests(): Promise<string[]> {
  return Promise.all((await portalOperationTexts()).map((text) => operationDigest(text)));
}
