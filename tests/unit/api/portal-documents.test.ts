/**
 * The in-browser server runs the portal's own documents without loading graphql-js's validation
 * (mocks/validate.ts, build/portal-documents.ts): every text the portal's client sends is in the list,
 * and any other text, even one close to a listed one, is still validated with graphql-js's messages.
 */
import { readFileSync } from 'node:fs';
import { ApolloClient, InMemoryCache, execute } from '@apollo/client';
import { parse, print } from 'graphql';
import portalDocuments from 'virtual:portal-documents';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedDocuments, textHash } from '../../../build/portal-documents';
import { MemoryStorage } from '../../../mocks/db';
import { createServer } from '../../../mocks/server';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../../../mocks/session-store';
import { connectServer } from '../../../mocks/worker-link';
import { serveServer } from '../../../mocks/worker-protocol';
import { TEST_NOW } from '../../api';

const known = new Set(portalDocuments.split(' '));
const documents = generatedDocuments(readFileSync('src/graphql/__generated__/graphql.ts', 'utf8'));

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The worker's two ends over a MessageChannel, keeping every operation text the page posts. */
function open() {
  const channel = new MessageChannel();
  channels.push(channel);
  serveServer(channel.port1, (mirror) => createServer({ storage: mirror, now: () => TEST_NOW, config: { signInDelayMs: 0 } }));
  const sent: string[] = [];
  const post = channel.port2.postMessage.bind(channel.port2);
  channel.port2.postMessage = (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'type' in message && message.type === 'operation' && 'query' in message && typeof message.query === 'string') sent.push(message.query);
    post(message);
  };
  const storage = new MemoryStorage();
  storage.setItem(AUTHENTICATED_KEY, 'true');
  storage.setItem(ROLE_KEY, 'client-admin');
  const connection = connectServer(channel.port2, storage, () => {});
  const client = new ApolloClient({ link: connection.link, cache: new InMemoryCache() });
  const run = async (query: string) => firstValueFrom(execute(connection.link, { query: parse(query, { noLocation: true }) }, { client }));
  return { client, run, sent };
}

describe("the portal's own documents", () => {
  it('are all in the list as the page link sends them through Apollo Client', async () => {
    expect(documents.length).toBeGreaterThan(50);
    const { client, sent } = open();
    for (const document of documents) {
      const mutation = document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');
      const outcome = mutation ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: 'network-only' });
      await outcome.catch(() => undefined);
    }
    expect(sent).toHaveLength(documents.length);
    const missing: string[] = [];
    for (const text of sent) if (!known.has(await textHash(text))) missing.push(text);
    expect(missing).toEqual([]);
  });

  it('a text that is not one of them is validated, with graphql-js messages', async () => {
    const { run } = open();
    const unknownField = await run('{ viewer { authenticated shoeSize } }');
    expect(unknownField.errors?.map((error) => error.message)).toEqual(['Cannot query field "shoeSize" on type "Session".']);
    const missingVariable = await run('query Missing { participants(first: $count) { totalCount } }');
    expect(missingVariable.errors?.map((error) => error.message)).toEqual(['Variable "$count" is not defined by operation "Missing".']);
  });

  it('a listed text changed by one field is not taken for it', async () => {
    const { client, run, sent } = open();
    const document = documents.find((candidate) => print(candidate).includes('query ShellNotifications'));
    expect(document).toBeDefined();
    if (!document) return;
    await client.query({ query: document, fetchPolicy: 'network-only' });
    const listed = sent[0] ?? '';
    expect(known.has(await textHash(listed))).toBe(true);
    const changed = listed.replace('unreadCount', 'unreadCount shoeSize');
    expect(known.has(await textHash(changed))).toBe(false);
    const answer = await run(changed);
    expect(answer.errors?.map((error) => error.message)).toEqual(['Cannot query field "shoeSize" on type "NotificationList".']);
    expect(answer.data).toBeUndefined();
  });
});
