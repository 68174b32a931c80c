/**
 * The in-browser server's worker: the schema, the database and the session live here, off the page's
 * main thread. mocks/browser.ts starts it; mocks/worker-protocol.ts is the conversation.
 *
 * It answers the shell and the dashboards with the first screen's part of the server, and loads the
 * rest (mocks/other-screens.ts) with the first operation that needs it.
 *
 * The workers of one browser's tabs tell each other their changes on a BroadcastChannel (`LIVE_CHANNEL`),
 * so a subscription in one tab hears a decision made in another (mocks/portal-server.ts).
 */
import { portalContract } from './contract';
import { makePortalSchema } from '../domain/executable-schema';
import { createPortalServer, LIVE_CHANNEL } from './portal-server';
import { receiptFormConfigFromEnv } from '../domain/receipt-config';
import { FIRST_SCREEN_DOMAINS, firstScreenResolvers } from '../domain/domains/first-screen';
import { contractWith, mutationsOf, typeDefsOf } from '../domain/domains/define';
import { OTHER_SCREENS_MANIFEST } from '../domain/__generated__/other-screens-manifest';
import type { Port } from './worker-messages';
import { serveServer } from './worker-protocol';

const loadOtherScreens = async () => (await import('./other-screens')).otherScreens;

serveServer(self as unknown as Port, (storage) =>
  createPortalServer(
    { storage, compilerLoading: 'lazy', liveChannel: LIVE_CHANNEL, config: { receiptForm: receiptFormConfigFromEnv(import.meta.env) } },
    {
      schema: makePortalSchema(contractWith(portalContract, [...typeDefsOf(FIRST_SCREEN_DOMAINS), ...OTHER_SCREENS_MANIFEST.typeDefs]), {
        domains: firstScreenResolvers,
        // A mutation is never a first-screen operation, so the rest of the server has loaded before one runs.
        mutations: async () => mutationsOf([...FIRST_SCREEN_DOMAINS, ...(await loadOtherScreens()).domains]),
      }),
      otherScreens: loadOtherScreens,
    },
  ),
);
