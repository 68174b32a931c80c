/**
 * Subscriptions through the tests' link to an in-process server (mocks/link.ts), as the screens' tests
 * use them: a subscription stays open, receives what a mutation through the same link changed, and
 * ends on the server when it is unsubscribed.
 */
import { ApolloClient, InMemoryCache, execute } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createServerLink } from '../../../mocks/link';
import { createTestServer, type TestServer } from '../../api';

const CLAIM_CHANGED = 'subscription { claimChanged { action actor { role } claim { id status version } } }';
const APPROVE = 'mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { id status } errors { message } } }';

/** Collects an Observable's values; `next()` waits for the next one (or fails after a while). */
export function collect<T>(observable: Observable<T>) {
  const values: T[] = [];
  const waiters: (() => void)[] = [];
  let completed = false;
  const subscription = observable.subscribe({
    next: (value) => {
      values.push(value);
      waiters.splice(0).forEach((wake) => wake());
    },
    complete: () => {
      completed = true;
      waiters.splice(0).forEach((wake) => wake());
    },
  });
  let taken = 0;
  return {
    values,
    get completed() {
      return completed;
    },
    subscription,
    async next(timeoutMs = 2000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      while (values.length <= taken) {
        if (completed) throw new Error('The stream completed');
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`No value within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, remaining);
        });
      }
      taken += 1;
      return values[taken - 1]!;
    },
  };
}

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

  it('answers a subscription the viewer may not open with its error, and completes', async () => {
    const server = createTestServer(null);
    const stream = collect(linkOf(server)(CLAIM_CHANGED));
    const result = await stream.next();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect.poll(() => stream.completed).toBe(true);
  });
});
