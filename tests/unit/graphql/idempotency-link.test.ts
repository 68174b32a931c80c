/**
 * The HTTP link's idempotency keys (src/graphql/idempotency-link.ts, src/graphql/http-link.ts): a
 * mutation gets one key, sent in the Idempotency-Key header by every attempt of it; a new operation gets
 * a new key; a mutation without a key is not retried, a query is.
 */
import { ApolloClient, ApolloLink, InMemoryCache, execute } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpLink, retryLink } from '../../../src/graphql/http-link';
import { IDEMPOTENCY_CONTEXT, IDEMPOTENCY_HEADER } from '../../../src/lib/idempotency';

const REDEEM = parse('mutation Redeem($id: ID!) { redeemReward(input: { rewardId: $id }) { errors { code } } }');
const BALANCE = parse('query Balance { rewardsOverview { points { balance } } }');
const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch whose first `failures` calls fail as a dropped connection does; it records each call's headers. */
function flakyFetch(failures: number) {
  const calls: Headers[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push(new Headers(init.headers));
    if (calls.length <= failures) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ data: { redeemReward: { errors: [] } } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('the HTTP link and idempotency keys', () => {
  it('makes one key per mutation, reuses it on the retry after a lost answer, and a new one for the next mutation', async () => {
    const calls = flakyFetch(1);
    const link = httpLink('http://portal.test/graphql');
    const answer = await firstValueFrom(execute(link, { query: REDEEM, variables: { id: 'RWD-006' } }, { client }));
    expect(answer.data).toEqual({ redeemReward: { errors: [] } });
    expect(calls).toHaveLength(2);
    const key = calls[0]!.get(IDEMPOTENCY_HEADER);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]!.get(IDEMPOTENCY_HEADER)).toBe(key);

    await firstValueFrom(execute(link, { query: REDEEM, variables: { id: 'RWD-006' } }, { client }));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[2]!.get(IDEMPOTENCY_HEADER)).not.toBe(key);
  });

  it('keeps a key the caller put in the context, and sends none with a query', async () => {
    const calls = flakyFetch(0);
    const link = httpLink('http://portal.test/graphql');
    await firstValueFrom(execute(link, { query: REDEEM, variables: { id: 'RWD-006' }, context: { [IDEMPOTENCY_CONTEXT]: 'chosen-key' } }, { client }));
    expect(calls[0]!.get(IDEMPOTENCY_HEADER)).toBe('chosen-key');
    await firstValueFrom(execute(link, { query: BALANCE }, { client }));
    expect(calls[1]!.has(IDEMPOTENCY_HEADER)).toBe(false);
  });

  it('does not retry a mutation without a key, and retries a query', async () => {
    const attempts = { REDEEM: 0, Balance: 0 };
    const failOnce = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          const name = operation.operationName as keyof typeof attempts;
          attempts[name] += 1;
          if (attempts[name] === 1) observer.error(new TypeError('Failed to fetch'));
          else {
            observer.next({ data: {} });
            observer.complete();
          }
        }),
    );
    // The retry with no key-making link in front: the mutation reaches it without a key.
    const link = ApolloLink.from([retryLink(), failOnce]);
    const unkeyed = parse('mutation REDEEM { markAllNotificationsRead { errors { message } } }');
    await expect(firstValueFrom(execute(link, { query: unkeyed }, { client }))).rejects.toThrow('Failed to fetch');
    expect(attempts.REDEEM).toBe(1);
    await firstValueFrom(execute(link, { query: BALANCE }, { client }));
    expect(attempts.Balance).toBe(2);
  });
});
