import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createServerLink } from '../../../mocks/link';
import { ShellNotificationsDocument } from '../../../src/graphql/__generated__/graphql';
import { makeClient } from '../../../src/graphql/client';
import { createLinkFetcher } from '../../../src/screens/graphiql/fetcher';
import { createTestServer } from '../../api';

function setup(role: Parameters<typeof createTestServer>[0] = 'dealer') {
  const server = createTestServer(role);
  const client = makeClient({ link: createServerLink(server) });
  return { server, client, fetch: createLinkFetcher(client) };
}

describe('GraphiQL fetcher', () => {
  it('runs a query as the current session', async () => {
    const { fetch } = setup('client-admin');
    const result = await fetch({ query: '{ viewer { authenticated role user { name } } }' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: { authenticated: true, role: 'CLIENT_ADMIN', user: { name: 'Morgan Hayes' } } });
  });

  it('answers the schema introspection with its descriptions (the docs)', async () => {
    const { fetch } = setup();
    const result = await fetch({ query: getIntrospectionQuery({ descriptions: true }), operationName: 'IntrospectionQuery' });
    const schema = (result.data as { __schema: { types: { name: string; description: string | null }[] } }).__schema;
    const session = schema.types.find((type) => type.name === 'Session');
    expect(session?.description).toBe('The state of the browser session.');
  });

  it('runs the named operation of a document with several', async () => {
    const { fetch } = setup();
    const query = 'query Role { viewer { role } }\nquery Unread { notifications { unreadCount } }';
    expect((await fetch({ query, operationName: 'Unread' })).data).toEqual({ notifications: { unreadCount: 2 } });
    expect((await fetch({ query, operationName: 'Role' })).data).toEqual({ viewer: { role: 'DEALER' } });
    expect((await fetch({ query, operationName: 'Missing' })).errors?.[0]?.message).toBe('Unknown operation named "Missing".');
  });

  it('returns a syntax error as a result instead of throwing', async () => {
    const { fetch } = setup();
    const result = await fetch({ query: '{ viewer { role ' });
    expect(result.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it("changes the portal's own data and refreshes what the portal has cached", async () => {
    const { fetch, client, server } = setup();
    const before = await client.query({ query: ShellNotificationsDocument });
    expect(before.data?.notifications?.unreadCount).toBe(2);

    const result = await fetch({ query: 'mutation { markAllNotificationsRead { notifications { unreadCount } errors { message } } }' });
    expect(result.data).toEqual({ markAllNotificationsRead: { notifications: { unreadCount: 0 }, errors: [] } });

    const after = await client.query({ query: ShellNotificationsDocument });
    expect(after.data?.notifications?.unreadCount).toBe(0);
    expect(await server.ok<{ notifications: { unreadCount: number } }>('{ notifications { unreadCount } }')).toEqual({ notifications: { unreadCount: 0 } });
  });
});
