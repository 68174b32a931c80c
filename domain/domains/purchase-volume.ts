import { createPurchaseVolumeState } from '../fixtures/purchase-volume';
import { purchaseVolumeResolvers } from '../resolvers/purchase-volume';
import { defineDomain } from './define';

/** Purchase volume by month against its goals, which the dealer dashboard shows. */
export const purchaseVolume = defineDomain({
  name: 'purchase-volume',
  firstScreen: true,
  collections: ['purchaseVolumeMonths', 'purchaseVolumeGoals'],
  fixtures: createPurchaseVolumeState,
  repositories: ['purchaseVolume'],
  resolvers: [purchaseVolumeResolvers],
});
