import type { Resolvers } from '../__generated__/resolvers-types';

/**
 * Purchase volume has no query of its own: the dealer dashboard shows it, computed by
 * `purchaseVolumeFor` (domain/lib/money/purchase-volume.ts), re-exported here for the dashboard resolvers.
 */
export { purchaseVolumeFor } from '../lib/money/purchase-volume';

/** Query, Mutation and type resolvers of the purchase volume domain. */
export const purchaseVolumeResolvers: Resolvers = {};
