import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { createTestServer } from '../api';
import { requiredVariables, SCREENS } from '../screen-documents';
import { DEMO_PASSWORD, startOn, type TestApp } from './harness';

const ROLES = [
  ['dealer', DEMO_ACCOUNT_EMAILS.DEALER],
  ['comfort-advisor', DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR],
  ['client-admin', DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN],
] as const;

/** What a screen gets: its data and its errors' codes. */
function answerOf(result: { data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  return { data: result.data ?? null, codes: (result.errors ?? []).map((error) => error.extensions?.code ?? 'NONE') };
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
    for (const { name, document } of SCREENS) {
      const variables = requiredVariables(local.schema, document);
      const overHttp = await browser.gql(print(document), variables);
      const inBrowser = await local.run(document, variables);
      expect(answerOf(overHttp), name).toEqual(JSON.parse(JSON.stringify(answerOf(inBrowser))));
    }
  });
});
