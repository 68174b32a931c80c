import type { ApolloLink } from '@apollo/client';
import { BOOTED_SERVER_GLOBAL } from '../src/lib/server-mode';
import { STORAGE_NOTICE_EVENT } from '../src/lib/storage-events';
import type { DbStorageEvent, KeyValueStorage } from '../domain/db';
import { connectServer } from './worker-link';
import { SERVER_STORAGE_KEYS } from '../domain/storage-keys';

/**
 * The in-browser server as the portal uses it: it runs in a Web Worker (mocks/worker.ts), so building
 * the schema, opening the data and answering operations never hold up the page; its data and session
 * live in this page's localStorage, which the page reads and writes for it.
 */
function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function announce(event: DbStorageEvent): void {
  window.dispatchEvent(new CustomEvent<DbStorageEvent>(STORAGE_NOTICE_EVENT, { detail: event }));
}

/** What the build's boot script (build/server-boot.ts) leaves for the page: the worker it started and what it heard. */
interface BootedServer {
  worker: Worker;
  /** The worker's messages before the page took it over, in order. */
  messages: MessageEvent[];
  /** The worker's error before the page took it over. */
  error: string | null;
  /** Stops the boot script's own listeners. */
  release(): void;
}

/**
 * Takes the worker the boot script started, if it did. Either way the global is left null, so a boot
 * script that arrives after the page started its own worker starts none.
 */
function adoptBootedServer(): BootedServer | null {
  const scope = window as unknown as Record<string, BootedServer | null | undefined>;
  const booted = scope[BOOTED_SERVER_GLOBAL] ?? null;
  scope[BOOTED_SERVER_GLOBAL] = null;
  return booted;
}

/** Starts the server's worker (or takes the one the boot script started) and returns the link that talks to it. */
export function startBrowserServer(): ApolloLink {
  const storage = browserStorage();
  const booted = adoptBootedServer();
  const worker = booted?.worker ?? new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'portal-server' });
  const connection = connectServer(worker, storage, announce, booted ? { initSent: true, received: booted.messages } : undefined);
  const fail = (message: string) => connection.fail(new Error(`The portal's data could not be opened${message ? `: ${message}` : ''}`));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event.message);
  });
  if (booted) {
    booted.release();
    if (booted.error !== null) fail(booted.error);
  }

  // Another tab saved, signed out or switched role: the server adopts it before its next operation.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== null && event.storageArea !== storage) return;
    if (event.key === null || SERVER_STORAGE_KEYS.includes(event.key)) connection.storageChanged(event.key, event.newValue);
  });
  return connection.link;
}
