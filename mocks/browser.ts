import type { ApolloLink } from '@apollo/client';
import { STORAGE_NOTICE_EVENT } from '../src/lib/storage-events';
import type { DbStorageEvent, KeyValueStorage } from './db';
import { connectServer } from './worker-link';
import { SERVER_STORAGE_KEYS } from './storage-keys';

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

/** Starts the server's worker (once the page runs this) and returns the link that talks to it. */
export function startBrowserServer(): ApolloLink {
  const storage = browserStorage();
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'portal-server' });
  const connection = connectServer(worker, storage, announce);
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    connection.fail(new Error(`The portal's data could not be opened${event.message ? `: ${event.message}` : ''}`));
  });

  // Another tab saved, signed out or switched role: the server adopts it before its next operation.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== null && event.storageArea !== storage) return;
    if (event.key === null || SERVER_STORAGE_KEYS.includes(event.key)) connection.storageChanged(event.key, event.newValue);
  });
  return connection.link;
}
