import { SchemaLink } from '@apollo/client/link/schema';
import { DB_GENERATION_KEY, resetReason, type DbStorageEvent } from './db';
import { receiptFormConfigFromEnv } from './receipt-config';
import { createServer, type PortalServer } from './server';

/**
 * The in-browser server as the portal uses it: data and session in localStorage.
 * This module is loaded lazily by the client, so the shell paints while the schema loads.
 */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The window event that carries the database's storage events to the page (src/app/storage-notice.tsx
 * listens to it; the shell shows the notices and refreshes the screen after another tab's change).
 */
export const STORAGE_NOTICE_EVENT = 'portal:storage';

function announce(event: DbStorageEvent): void {
  window.dispatchEvent(new CustomEvent<DbStorageEvent>(STORAGE_NOTICE_EVENT, { detail: event }));
}

export const server: PortalServer = createServer({
  storage: browserStorage(),
  config: { receiptForm: receiptFormConfigFromEnv(import.meta.env) },
});

server.db.subscribe(announce);
const discarded = resetReason(server.db.origin);
if (discarded) announce({ type: 'reset', reason: discarded });

// Pending changes are written before the page goes away (reload, tab close, navigation away).
window.addEventListener('pagehide', () => server.db.flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') server.db.flush();
});

// Another tab saved: adopt its copy (the generation is written after the data, so it arrives last).
window.addEventListener('storage', (event) => {
  if (event.storageArea !== null && event.storageArea !== browserStorage()) return;
  if (event.key === DB_GENERATION_KEY || event.key === null) server.db.syncFromStorage();
});

/**
 * The link to the in-browser server. Every operation first adopts a newer copy another tab saved, so
 * a change never applies to (and then overwrites storage with) data older than that tab's change.
 */
export const link = new SchemaLink({
  schema: server.schema,
  context: () => {
    server.db.syncFromStorage();
    return server.contextFor();
  },
});
