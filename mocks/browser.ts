import { createSchemaLink } from './link';
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

export const server: PortalServer = createServer({
  storage: browserStorage(),
  config: { receiptForm: receiptFormConfigFromEnv(import.meta.env) },
});

// Pending changes are written before the page goes away (reload, tab close, navigation away).
window.addEventListener('pagehide', () => server.db.flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') server.db.flush();
});

export const link = createSchemaLink(server);
