/**
 * The in-browser server's worker: the schema, the database and the session live here, off the page's
 * main thread. mocks/browser.ts starts it; mocks/worker-protocol.ts is the conversation.
 *
 * It answers the shell and the dashboards with the first screen's part of the server, and loads the
 * rest (mocks/other-screens.ts) with the first operation that needs it.
 */
import { portalContract } from './contract';
import { makePortalSchema } from '../domain/executable-schema';
import { createPortalServer } from './portal-server';
import { receiptFormConfigFromEnv } from '../domain/receipt-config';
import { firstScreenResolvers } from '../domain/resolvers/first-screen';
import type { Port } from './worker-messages';
import { serveServer } from './worker-protocol';

serveServer(self as unknown as Port, (storage) =>
  createPortalServer(
    { storage, compilerLoading: 'lazy', config: { receiptForm: receiptFormConfigFromEnv(import.meta.env) } },
    {
      schema: makePortalSchema(portalContract, { domains: firstScreenResolvers }),
      otherScreens: async () => (await import('./other-screens')).otherScreens,
    },
  ),
);
