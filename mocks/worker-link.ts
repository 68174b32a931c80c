import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import type { OperationTypeNode } from 'graphql';
import type { DbStorageEvent, KeyValueStorage } from '../domain/db';
import { DB_STORAGE_KEY, SERVER_STORAGE_KEYS } from '../domain/storage-keys';
import type { FromServer, Port, StorageWrite, ToServer } from './worker-messages';
import { DASHBOARD_PATH } from '../src/lib/server-mode';
import { IDEMPOTENCY_CONTEXT, isIdempotencyKey } from '../src/lib/idempotency';

/** graphql's `OperationTypeNode.SUBSCRIPTION`, without graphql's module in the page's first chunk. */
const SUBSCRIPTION = 'subscription' as OperationTypeNode;

export interface ServerConnection {
  /** The Apollo link that sends every operation to the server in the worker. */
  link: ApolloLink;
  /** Tells the server that another tab changed a storage key (a null key: storage was cleared). */
  storageChanged(key: string | null, value: string | null): void;
  /** The server cannot run (its worker failed to start): every waiting and later operation fails with `error`. */
  fail(error: Error): void;
}

/**
 * The page end of the in-browser server in its worker (mocks/worker-protocol.ts has the other end).
 * It sends the stored keys the server needs, writes what the server saves into `storage` (in order,
 * stopping at the first failure, so the database's generation is never written without its data),
 * and reports save failures and recoveries to the user through `announce`, as the database would.
 */
/** A worker another script started: it was sent `init` already, and these messages came before the page listened. */
export interface StartedServer {
  initSent: true;
  received: readonly MessageEvent[];
}

export function connectServer(port: Port, storage: KeyValueStorage | null, announce: (event: DbStorageEvent) => void, started?: StartedServer): ServerConnection {
  const send = (message: ToServer) => port.postMessage(message);
  // Each operation's observer: `last` takes its answer (then it is done), `next` and `complete` a subscription's results.
  const waiting = new Map<number, { last: (result: unknown) => void; next: (result: unknown) => void; complete: () => void; fail: (error: Error) => void }>();
  let nextId = 1;
  let saveFailed = false;
  let broken: Error | null = null;

  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const write = (writes: readonly StorageWrite[]) => {
    if (!storage) return;
    let failure: Error | null = null;
    for (const [key, value] of writes) {
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        break;
      }
    }
    // Only the database's saves are told about: the session keeps its value in the server either way.
    if (!writes.some(([key]) => key === DB_STORAGE_KEY)) return;
    if (failure) {
      saveFailed = true;
      announce({ type: 'save-failed', error: failure });
      send({ type: 'save-outcome', ok: false, message: failure.message });
    } else if (saveFailed) {
      saveFailed = false;
      announce({ type: 'saved' });
      send({ type: 'save-outcome', ok: true });
    }
  };

  const receive = (event: MessageEvent) => {
    const message = event.data as FromServer;
    switch (message.type) {
      case 'writes':
        write(message.writes);
        return;
      case 'notice':
        announce(message.event);
        return;
      case 'result':
        waiting.get(message.id)?.last(message.result);
        waiting.delete(message.id);
        return;
      case 'next':
        waiting.get(message.id)?.next(message.result);
        return;
      case 'complete':
        waiting.get(message.id)?.complete();
        waiting.delete(message.id);
        return;
      case 'failure':
        waiting.get(message.id)?.fail(new Error(message.message));
        waiting.delete(message.id);
        return;
    }
  };
  if (started) {
    // What the worker said before the page listened (its first save, a notice) is taken in order, in a
    // task of its own: the page is still evaluating its modules, and a notice's listener
    // (src/app/storage-notice.tsx) is among them. Messages that arrive meanwhile wait behind it.
    let held: MessageEvent[] | null = [...started.received];
    port.addEventListener('message', (event: MessageEvent) => {
      if (held) held.push(event);
      else receive(event);
    });
    setTimeout(() => {
      const events = held ?? [];
      held = null;
      for (const event of events) receive(event);
    }, 0);
  } else {
    port.addEventListener('message', receive);
  }
  port.start?.();
  if (!started) {
    // As the build's boot script says it (build/server-boot.ts): opened on another screen than the dashboard.
    const otherScreen = typeof location !== 'undefined' && location.pathname !== DASHBOARD_PATH;
    send({ type: 'init', entries: SERVER_STORAGE_KEYS.map((key): StorageWrite => [key, read(key)]), otherScreen });
  }

  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (broken) {
          observer.error(broken);
          return undefined;
        }
        const id = nextId;
        nextId += 1;
        waiting.set(id, {
          last: (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          next: (result) => observer.next(result as ApolloLink.Result),
          complete: () => observer.complete(),
          fail: (error) => observer.error(error),
        });
        // A mutation's key, made by the page's client (src/graphql/idempotency-link.ts), goes with it.
        const key = (operation.getContext() as Record<string, unknown>)[IDEMPOTENCY_CONTEXT];
        send({
          type: 'operation',
          id,
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          ...(isIdempotencyKey(key) ? { idempotencyKey: key } : {}),
        });
        // An unsubscribed operation still runs (a mutation is not taken back); its answer is dropped. A
        // subscription stays open until then: the worker ends it.
        return () => {
          if (waiting.delete(id) && operation.operationType === SUBSCRIPTION && !broken) send({ type: 'stop', id });
        };
      }),
  );

  return {
    link,
    storageChanged: (key, value) => send({ type: 'storage', key, value }),
    fail(error) {
      broken = error;
      for (const entry of waiting.values()) entry.fail(error);
      waiting.clear();
    },
  };
}
