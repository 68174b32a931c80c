/**
 * The in-browser server's worker: the schema, the database and the session live here, off the page's
 * main thread. mocks/browser.ts starts it; mocks/worker-protocol.ts is the conversation.
 */
import { receiptFormConfigFromEnv } from './receipt-config';
import { createServer } from './server';
import type { Port } from './worker-messages';
import { serveServer } from './worker-protocol';

serveServer(self as unknown as Port, (storage) =>
  createServer({ storage, compilerLoading: 'lazy', config: { receiptForm: receiptFormConfigFromEnv(import.meta.env) } }),
);
