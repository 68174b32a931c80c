import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID } from '../../domain/fixtures/constants';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import {
  ShellNotificationDeleteDocument,
  ShellNotificationMarkReadDocument,
  ShellNotificationsDocument,
  ShellNotificationsMarkAllReadDocument,
} from '../../src/graphql/__generated__/graphql';
import { createTestServer } from '../api';
import { requiredVariables, SCREENS } from '../screen-documents';
import { DEMO_PASSWORD, startOn, type TestApp } from './harness';

const USER_IDS = { dealer: DEALER_USER_ID, 'comfort-advisor': ADVISOR_USER_ID, 'client-admin': ADMIN_USER_ID } as const;

const ROLES = [
  ['dealer', DEMO_ACCOUNT_EMAILS.DEALER],
  ['comfort-advisor', DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR],
  ['client-admin', DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN],
] as const;

/** What a screen gets: its data and its errors' codes. */
function answerOf(result: { data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  return { data: result.data ?? null, codes: (result.errors ?? []).map((error) => error.extensions?.code ?? 'NONE') };
}

/**
 * The accounts each server keeps are its own: the HTTP server's are the accounts people sign in with (their
 * sign-in address, an id and the moment the account was made), the in-browser server's stand for its demo
 * users. On the Accounts screen the two agree on everything else: who, which role, which dealership,
 * which status, in which order.
 */
const SERVER_OWNED = new Set(['id', 'email', 'createdAt', 'cursor', 'endCursor', 'startCursor']);
function withoutAccountIdentity(name: string, answer: ReturnType<typeof answerOf>): unknown {
  if (name !== 'AdminAccountsScreen') return answer;
  return JSON.parse(JSON.stringify(answer), function (key, value) {
    const insideDealer = this && typeof this === 'object' && 'name' in this && !('role' in this);
    return SERVER_OWNED.has(key) && !insideDealer && value !== null ? '<server-owned>' : value;
  });
}

describe('the HTTP server answers every screen as the in-browser server does', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startOn('pglite', { demo: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(ROLES)('as %s, signed in with the demo account', async (role, email) => {
    const browser = server.browser();
    await browser.signIn(email, DEMO_PASSWORD);
    const local = createTestServer(role);
    // The screens' queries, then the bell's list and its changes (notifications live in a table on this server).
    const bell = [
      { name: 'ShellNotifications', document: ShellNotificationsDocument, variables: {} },
      { name: 'ShellNotificationMarkRead', document: ShellNotificationMarkReadDocument, variables: { input: { id: `${USER_IDS[role]}-NTF-1` } } },
      { name: 'ShellNotificationDelete', document: ShellNotificationDeleteDocument, variables: { input: { id: 'no-such-notification' } } },
      { name: 'ShellNotificationsMarkAllRead', document: ShellNotificationsMarkAllReadDocument, variables: {} },
      { name: 'ShellNotifications', document: ShellNotificationsDocument, variables: {} },
    ];
    for (const { name, document, variables } of bell) {
      const overHttp = await browser.gql(print(document), variables);
      const inBrowser = await local.run(document, variables);
      expect(answerOf(overHttp), name).toEqual(JSON.parse(JSON.stringify(answerOf(inBrowser))));
    }
    for (const { name, document } of SCREENS) {
      const variables = requiredVariables(local.schema, document);
      const overHttp = await browser.gql(print(document), variables);
      const inBrowser = await local.run(document, variables);
      expect(withoutAccountIdentity(name, answerOf(overHttp)), name).toEqual(withoutAccountIdentity(name, JSON.parse(JSON.stringify(answerOf(inBrowser)))));
    }
  });
});
