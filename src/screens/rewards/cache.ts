import type { ApolloCache } from '@apollo/client';
import { RewardsScreenDocument } from '../../graphql/__generated__/graphql';

/** Other screens' figures that follow the points balance or reward stock (dashboards, earnings, admin stats). */
const POINTS_DEPENDENT_FIELDS = ['dealerDashboard', 'advisorDashboard', 'adminDashboard', 'earnings', 'rewardsAdminStats'] as const;

/** Drops other screens' cached figures that a redemption moved, so they load afresh when opened. */
function evictPointsDependents(cache: ApolloCache): void {
  for (const fieldName of POINTS_DEPENDENT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * Options of every mutation that moves points, stock or the cart: the screen's query runs again
 * (balance, stock, activity, cart) before the mutation resolves, and other screens' figures reload.
 */
export function afterPointsChange<TData>(succeeded: (data: TData) => boolean) {
  return {
    refetchQueries: [RewardsScreenDocument],
    awaitRefetchQueries: true,
    update: (cache: ApolloCache, result: { data?: TData | null }) => {
      if (result.data && succeeded(result.data)) evictPointsDependents(cache);
    },
  };
}
