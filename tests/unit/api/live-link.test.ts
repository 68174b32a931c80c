/**
 * Subscriptions through the tests' link to an in-process server (mocks/link.ts), as the screens' tests
 * use them: a subscription stays open, receives what a mutation through the same link changed, and
 * ends on the server when it is unsubscribed.
 */
import { ApolloClient, InMemoryCache, execute } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createServerLink } from '../../../mocks/link';
import { createTestServer, type TestServer } from '../../api';
import { collect } from '../../live';

const CLAIM_CHANGED = 'subscription { claimChanged { action actor { role } claim { id status version } } }';
const APPROVE = 'mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { id status } errors { message } } }';

function linkOf(server: TestServer) {
  const link = createServerLink(server);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return (query: string, variables: Record<string, unknown> = {}) => execute(link, { query: parse(query), variables }, { client });
}

/** Until the hub has `size` open iterators (a subscription opens after the rest of the server loads). */
async function hubSize(server: TestServer, size: number): Promise<void> {
  const hub = await server.liveHub();
  for (let i = 0; i < 100 && hub.size !== size; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(hub.size).toBe(size);
}

describe('subscriptions through the tests\' link', () => {
  it('a claim decided by a mutation through the same link reaches the open subscription, which ends when unsubscribed', async () => {
    const server = createTestServer('client-admin');
    const run = linkOf(server);
    const pending = { ...server.db.data.claims.find((claim) => claim.status === 'PENDING')! };
    const stream = collect(run(CLAIM_CHANGED));
    await hubSize(server, 1);

    const answer = await firstValueFrom(run(APPROVE, { input: { claimId: pending.id, version: pending.version } }));
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ approveClaim: { claim: { id: pending.id, status: 'APPROVED' }, errors: [] } });

    expect(await stream.next()).toEqual({
      data: { claimChanged: { action: 'APPROVED', actor: { role: 'CLIENT_ADMIN' }, claim: { id: pending.id, status: 'APPROVED', version: pending.version + 1 } } },
    });
    stream.subscription.unsubscribe();
    await hubSize(server, 0);
  });

  it("works through ApolloClient.subscribe, as the screens subscribe", async () => {
    const server = createTestServer('dealer');
    const link = createServerLink(server);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const { notifications } = await server.ok('{ notifications { unreadCount nodes { id read } } }');
    const unread = notifications.nodes.find((node: { read: boolean }) => !node.read);
    const stream = collect(client.subscribe({ query: parse('subscription { notificationChanged { kind notificationId unreadCount } }') }));
    await hubSize(server, 1);
    await client.mutate({ mutation: parse('mutation($id: ID!) { markNotificationRead(input: { id: $id }) { errors { message } } }'), variables: { id: unread.id } });
    expect((await stream.next()).data).toEqual({ notificationChanged: { __typename: 'NotificationChange', kind: 'READ', notificationId: unread.id, unreadCount: notifications.unreadCount - 1 } });
    stream.subscription.unsubscribe();
    await hubSize(server, 0);
  });

  it('answers a subscription the viewer may not open with its error, and completes', async () => {
    const server = createTestServer(null);
    const stream = collect(linkOf(server)(CLAIM_CHANGED));
    const result = await stream.next();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect.poll(() => stream.completed).toBe(true);
  });
});
