import type { GraphQLFormattedError } from 'graphql';
import type { DbStorageEvent } from '../domain/db';

/**
 * The messages between the page (mocks/worker-link.ts) and the in-browser server in its worker
 * (mocks/worker-protocol.ts). Types only, so the page's bundle carries none of the server.
 */

/** One write to storage; a null value removes the key. */
export type StorageWrite = [key: string, value: string | null];

/** What the page sends the worker. */
export type ToServer =
  /**
   * The stored keys the server needs. `otherScreen`: the page opened on a screen other than the
   * dashboard, so the server starts loading its other screens' part at once (mocks/portal-server.ts).
   */
  | { type: 'init'; entries: StorageWrite[]; otherScreen?: boolean }
  /**
   * The query as text: a parsed document may hold values a message cannot carry (its source location).
   * `idempotencyKey`: the mutation's key (src/lib/idempotency.ts); a repeat with it gets the first answer.
   */
  | { type: 'operation'; id: number; query: string; variables?: Record<string, unknown>; operationName?: string; idempotencyKey?: string }
  /** The page no longer listens to the subscription `id`: the worker ends it. */
  | { type: 'stop'; id: number }
  /** Another tab changed a key (null key: storage was cleared). */
  | { type: 'storage'; key: string | null; value: string | null }
  /** Whether the last save of the database reached storage (it fails when storage is full). */
  | { type: 'save-outcome'; ok: boolean; message?: string };

/** What the worker sends the page. */
export type FromServer =
  /** The answer to an operation, or to a subscription the server refused: the last message of `id`. */
  | { type: 'result'; id: number; result: FormattedResult }
  /** One result of the subscription `id`; more may follow. */
  | { type: 'next'; id: number; result: FormattedResult }
  /** The subscription `id` ended on the server (after `stop`, or when its events ended). */
  | { type: 'complete'; id: number }
  | { type: 'failure'; id: number; message: string }
  | { type: 'writes'; writes: StorageWrite[] }
  | { type: 'notice'; event: DbStorageEvent };

/** An execution result as it crosses to the page: errors in their serialised form, as HTTP delivers them. */
export interface FormattedResult {
  data?: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

/** The part of a Worker, a worker's global scope or a MessagePort the bridge uses. */
export interface Port {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?: () => void;
}
