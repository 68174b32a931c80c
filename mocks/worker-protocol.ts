import { getOperationAST, GraphQLError, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { resetReason, type DbStorageEvent, type KeyValueStorage } from '../domain/db';
import type { PortalServer } from './portal-server';
import { DB_GENERATION_KEY } from '../domain/storage-keys';
import type { FormattedResult, FromServer, Port, StorageWrite, ToServer } from './worker-messages';
import { checkDocument, isFirstScreenOperation, isPortalOperation } from './portal-operations';
import type { KeptAnswers } from './worker-keys';

/**
 * The in-browser server runs in a Web Worker (mocks/worker.ts), so building the schema, opening the
 * database and answering operations never block the page. Workers have no localStorage: the page
 * (mocks/browser.ts) hands the worker the stored keys at start, writes what the worker saves, and
 * forwards other tabs' changes. This module is both ends of that conversation; the unit tests run it
 * over a MessageChannel.
 */

/**
 * The worker's view of localStorage: the keys the page sent at start, kept up to date with other
 * tabs' changes. Writes apply here at once and go to the page in one batch per task, in order, so a
 * save (the data, then its generation) reaches storage as one piece.
 */
export class MirrorStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  private pending: StorageWrite[] = [];

  constructor(
    entries: readonly StorageWrite[],
    private readonly send: (writes: StorageWrite[]) => void,
  ) {
    for (const [key, value] of entries) if (value !== null) this.items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
    this.queue([key, String(value)]);
  }

  removeItem(key: string): void {
    this.items.delete(key);
    this.queue([key, null]);
  }

  /** A change another tab made (a null key: storage was cleared). Not written back. */
  receive(key: string | null, value: string | null): void {
    if (key === null) this.items.clear();
    else if (value === null) this.items.delete(key);
    else this.items.set(key, value);
  }

  /** Sends the queued writes now. */
  flushWrites(): void {
    if (this.pending.length === 0) return;
    const writes = this.pending;
    this.pending = [];
    this.send(writes);
  }

  private queue(write: StorageWrite): void {
    this.pending.push(write);
    if (this.pending.length === 1) queueMicrotask(() => this.flushWrites());
  }
}

/** What the worker knows of a query's text: its document, and whether it is one of the portal's own. */
interface KnownQuery {
  document: DocumentNode;
  portal: Promise<boolean>;
}

/** Queries by their text, each parsed and looked up once: a screen asks the same few again and again. */
const KNOWN_LIMIT = 200;
const known = new Map<string, KnownQuery>();

/** The query's entry, made on first sight. Throws a GraphQLError when the text does not parse. */
function knownQuery(query: string): KnownQuery {
  let entry = known.get(query);
  if (!entry) {
    entry = { document: parse(query, { noLocation: true }), portal: isPortalOperation(query) };
    if (known.size >= KNOWN_LIMIT) known.delete(known.keys().next().value as string);
    known.set(query, entry);
  }
  return entry;
}

/**
 * The operation's document, what is wrong with it and whether it is one of the portal's own: nothing is
 * wrong with those, which codegen validated (mocks/portal-operations.ts); any other document is
 * validated here. Throws a GraphQLError when the text does not parse.
 */
async function checkOperation(query: string, schema: GraphQLSchema): Promise<{ document: DocumentNode; errors: readonly GraphQLError[]; portal: boolean }> {
  const { document, portal } = knownQuery(query);
  if (await portal) return { document, errors: [], portal: true };
  return { document, errors: await checkDocument(schema, document), portal: false };
}

function formatResult(result: ExecutionResult): FormattedResult {
  const formatted: FormattedResult = { data: result.data as Record<string, unknown> | null | undefined };
  if (result.errors) formatted.errors = result.errors.map((error) => error.toJSON());
  if (result.extensions) formatted.extensions = result.extensions as Record<string, unknown>;
  return formatted;
}

/**
 * The worker end: waits for the page's `init`, builds the server on a MirrorStorage of the keys it
 * sent, and answers operations in the order they arrive. After each operation the database's pending
 * save and every other write are sent before the result, so what a mutation changed is in storage
 * before the page shows it (a reload right after keeps it).
 */
export function serveServer(port: Port, create: (storage: KeyValueStorage) => PortalServer): void {
  let server: PortalServer | null = null;
  let storage: MirrorStorage | null = null;
  const post = (message: FromServer) => port.postMessage(message);
  // Save failures and recoveries are the page's to tell (it sees what storage did); resets and other
  // tabs' changes come from the database.
  const notify = (event: DbStorageEvent) => {
    if (event.type === 'reset' || event.type === 'external-change') post({ type: 'notice', event });
  };

  // Operations are checked one after another, so each runs in the order it arrived.
  let checks: Promise<unknown> = Promise.resolve();
  // The mutations' keys of this session (mocks/worker-keys.ts), loaded at the first keyed mutation.
  let keys: Promise<KeptAnswers> | null = null;

  // Operations by the page's id: those under way (a subscription is being checked or waits for the rest
  // of the server), the subscriptions the page stopped meanwhile, and the subscriptions open.
  const underWay = new Set<number>();
  const stopped = new Set<number>();
  const streams = new Map<number, AsyncIterator<ExecutionResult>>();

  /** Runs a subscription: each of its results goes to the page as it comes, until it ends or the page stops it. */
  const stream = async (id: number, current: PortalServer, document: DocumentNode, message: Extract<ToServer, { type: 'operation' }>) => {
    const opened = await current.subscribe(document, message.variables, message.operationName);
    if (!(Symbol.asyncIterator in opened)) {
      post({ type: 'result', id, result: formatResult(opened) });
      return;
    }
    const iterator = opened[Symbol.asyncIterator]();
    if (stopped.delete(id)) {
      await iterator.return?.();
      post({ type: 'complete', id });
      return;
    }
    streams.set(id, iterator);
    try {
      for (;;) {
        const step = await iterator.next();
        if (step.done || !streams.has(id)) break;
        post({ type: 'next', id, result: formatResult(step.value) });
      }
    } finally {
      streams.delete(id);
    }
    post({ type: 'complete', id });
  };

  const answer = async (message: Extract<ToServer, { type: 'operation' }>, current: PortalServer, mirror: MirrorStorage) => {
    underWay.add(message.id);
    try {
      await answerNow(message, current, mirror);
    } finally {
      underWay.delete(message.id);
      stopped.delete(message.id);
    }
  };

  const answerNow = async (message: Extract<ToServer, { type: 'operation' }>, current: PortalServer, mirror: MirrorStorage) => {
    const checked = checks.then(async () => {
      const found = await checkOperation(message.query, current.schema);
      const operation = getOperationAST(found.document, message.operationName)?.operation;
      const key = message.idempotencyKey !== undefined && operation === 'mutation' ? message.idempotencyKey : null;
      // Loaded in the line of checks, so the operations after it still run in the order they arrived.
      const kept = key === null ? null : await (keys ??= import('./worker-keys').then((module) => new module.KeptAnswers()));
      return { ...found, key, kept, subscription: operation === 'subscription' };
    });
    checks = checked.catch(() => undefined);
    try {
      const { document, errors: invalid, portal, key, kept, subscription } = await checked;
      if (invalid.length > 0) {
        post({ type: 'result', id: message.id, result: { errors: invalid.map((error) => error.toJSON()) } });
        return;
      }
      if (subscription) {
        await stream(message.id, current, document, message);
        return;
      }
      const run = async (): Promise<FormattedResult> => {
        current.db.syncFromStorage();
        // The shell's and the dashboards' own operations run before the rest of the server has loaded.
        const firstScreen = portal && isFirstScreenOperation(message.operationName);
        const result = await current.execute(document, message.variables, message.operationName, firstScreen);
        current.db.flush();
        mirror.flushWrites();
        return formatResult(result as ExecutionResult);
      };
      const answer = key !== null && kept ? kept.answerOnce(key, message.query, message.variables, run) : run();
      post({ type: 'result', id: message.id, result: await answer });
    } catch (error) {
      mirror.flushWrites();
      // A query that does not parse is answered the way a GraphQL server over HTTP answers it.
      if (error instanceof GraphQLError) post({ type: 'result', id: message.id, result: { errors: [error.toJSON()] } });
      else post({ type: 'failure', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  };

  port.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as ToServer;
    switch (message.type) {
      case 'init': {
        if (server) return;
        const mirror = new MirrorStorage(message.entries, (writes) => post({ type: 'writes', writes }));
        storage = mirror;
        server = create(mirror);
        // The page opened on another screen than the dashboard: its first operation needs the rest of
        // the server, which loads now, beside the page's own code. A failure here is left to that operation.
        if (message.otherScreen) server.loadOtherScreens().catch(() => undefined);
        server.db.subscribe(notify);
        const discarded = resetReason(server.db.origin);
        if (discarded) notify({ type: 'reset', reason: discarded });
        mirror.flushWrites();
        return;
      }
      case 'operation':
        if (!server || !storage) {
          post({ type: 'failure', id: message.id, message: 'The portal data is not open yet' });
          return;
        }
        void answer(message, server, storage);
        return;
      case 'stop': {
        const iterator = streams.get(message.id);
        if (!iterator) {
          // Not open yet (it waits for the rest of the server): it ends as soon as it opens.
          if (underWay.has(message.id)) stopped.add(message.id);
          return;
        }
        streams.delete(message.id);
        void iterator.return?.();
        return;
      }
      case 'storage':
        storage?.receive(message.key, message.value);
        if (message.key === null || message.key === DB_GENERATION_KEY) server?.db.syncFromStorage();
        return;
      case 'save-outcome':
        server?.db.acknowledgeSave(message.ok ? null : new Error(message.message ?? 'The data could not be saved'));
        return;
    }
  });
  port.start?.();
}
