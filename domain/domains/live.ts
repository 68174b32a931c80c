import { liveResolvers } from '../resolvers/live';
import { defineDomain } from './define';

/**
 * Live changes: the contract's subscriptions (docs/server.md, "Live updates"). They read the
 * notifications', claims' and points' repositories, which their own domains supply. The page subscribes
 * after the first screen's figures, so the in-browser server loads them with the other screens.
 */
export const live = defineDomain({
  name: 'live',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [liveResolvers],
});
