import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

export const PORTAL_DOCUMENTS_ID = 'virtual:portal-documents';
const VIRTUAL_ID = '\0portal:documents';

/** Hex characters of each SHA-256 kept: 48 bits, so a text not in the list is all but never taken for one. */
export const HASH_LENGTH = 12;

export async function textHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, HASH_LENGTH);
}

/** The typed documents codegen wrote (each is one line of JSON in the generated module). */
export function generatedDocuments(source: string): DocumentNode[] {
  const documents: DocumentNode[] = [];
  for (const match of source.matchAll(/^export const \w+Document = (\{"kind":"Document".*\}) as unknown as /gm)) {
    const json = match[1];
    if (json) documents.push(JSON.parse(json) as DocumentNode);
  }
  return documents;
}

/**
 * The text the page's link sends for each document (mocks/worker-link.ts prints what Apollo Client
 * hands it): a real client with a link that keeps the printed text and answers nothing, so Apollo's
 * own transforms (such as adding __typename) are applied as in the portal.
 */
export async function linkTexts(documents: readonly DocumentNode[]): Promise<string[]> {
  const texts: string[] = [];
  const link = new ApolloLink((operation) => {
    texts.push(print(operation.query));
    return new Observable((observer) => observer.complete());
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  for (const document of documents) {
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    if (!operation) continue;
    const sent = operation.operation === 'mutation' ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: 'network-only' });
    await sent.catch(() => undefined);
  }
  return texts;
}

/**
 * `virtual:portal-documents`: the hashes of the texts the portal itself sends, which codegen already
 * validated against the contract, so the in-browser server runs them without loading graphql-js's
 * validation (mocks/validate.ts). Built from the generated module each time, so it never goes stale.
 */
export function portalDocumentsPlugin(): Plugin {
  let generated = '';
  return {
    name: 'portal:documents',
    configResolved(config) {
      generated = path.join(config.root, 'src/graphql/__generated__/graphql.ts');
    },
    resolveId(source) {
      return source === PORTAL_DOCUMENTS_ID ? VIRTUAL_ID : null;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) return null;
      this.addWatchFile(generated);
      const texts = await linkTexts(generatedDocuments(await readFile(generated, 'utf8')));
      const hashes = [...new Set(await Promise.all(texts.map(textHash)))].sort();
      return `export default ${JSON.stringify(hashes.join(' '))};`;
    },
  };
}
