import { RewardsScreenDocument } from '../../graphql/__generated__/graphql';
import { invalidateOnSuccess } from '../../graphql/invalidation';

/**
 * Options of every mutation that moves points, stock or the cart: the screen's query runs again
 * (balance, stock, activity, cart) before the mutation resolves, and what the mutation changed on other
 * screens is dropped (src/graphql/invalidation.ts).
 */
export function afterPointsChange<TData>(mutation: 'redeemReward' | 'setCartLine' | 'checkoutCart', succeeded: (data: TData) => boolean) {
  return {
    refetchQueries: [RewardsScreenDocument],
    awaitRefetchQueries: true,
    update: invalidateOnSuccess(mutation, succeeded),
  };
}
