import { readFileSync } from 'node:fs';
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { buildSchema } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, test } from 'vitest';
import { INVALIDATES, invalidate, invalidateOnSuccess } from '../../../src/graphql/invalidation';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

describe('the map from each mutation to what it invalidates', () => {
  test('names mutations and root query fields of the contract', () => {
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    const queries = Object.keys(schema.getQueryType()?.getFields() ?? {});
    for (const [mutation, fields] of Object.entries(INVALIDATES)) {
      expect(mutations, `Mutation.${mutation}`).toContain(mutation);
      for (const field of fields) expect(queries, `${mutation} → Query.${field}`).toContain(field);
    }
  });

  test('a claim decision drops the same lists and figures whichever screen it is made on', () => {
    expect(new Set([INVALIDATES.approveClaim, INVALIDATES.rejectClaim, INVALIDATES.overrideApproveClaim, INVALIDATES.decideClaims]).size).toBe(1);
    expect(INVALIDATES.approveClaim).toEqual(expect.arrayContaining(['claims', 'claimsAnalytics', 'adminDashboard', 'participantStats', 'reportDefinitions']));
  });
});

describe('invalidate', () => {
  const DASHBOARD = gql`
    query Dashboard {
      earnings {
        total
      }
      trainingCalendar {
        id
      }
    }
  `;

  function cacheWithDashboard() {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: DASHBOARD, data: { earnings: { __typename: 'Earnings', total: 5 }, trainingCalendar: [{ __typename: 'CalendarEntry', id: 'e1' }] } });
    return cache;
  }
  const stored = (cache: InMemoryCache) => Object.keys((cache.extract() as { ROOT_QUERY?: object }).ROOT_QUERY ?? {});

  test('drops exactly the root fields the mutation changes', () => {
    const cache = cacheWithDashboard();
    invalidate(cache, 'registerForEvent');
    expect(stored(cache)).toContain('earnings');
    expect(stored(cache)).not.toContain('trainingCalendar');
  });

  test('as an update option, only once the answer is a success', async () => {
    const cache = cacheWithDashboard();
    let answer: { submitFundClaim: { __typename: 'SubmitFundClaimPayload'; transaction: { __typename: 'FundTransaction'; id: string } | null } } = {
      submitFundClaim: { __typename: 'SubmitFundClaimPayload', transaction: null },
    };
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({ data: answer });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ cache, link });
    const SUBMIT = gql`
      mutation Submit {
        submitFundClaim {
          transaction {
            id
          }
        }
      }
    `;
    const update = invalidateOnSuccess<typeof answer>('submitFundClaim', (data) => data.submitFundClaim.transaction !== null);

    await client.mutate({ mutation: SUBMIT, update });
    expect(stored(cache)).toContain('earnings');

    answer = { submitFundClaim: { __typename: 'SubmitFundClaimPayload', transaction: { __typename: 'FundTransaction', id: 't1' } } };
    await client.mutate({ mutation: SUBMIT, update });
    expect(stored(cache)).not.toContain('earnings');
    expect(stored(cache)).toContain('trainingCalendar');
  });
});
