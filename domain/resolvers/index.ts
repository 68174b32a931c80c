import type { Resolvers } from '../__generated__/resolvers-types';
import { firstScreenResolvers } from './first-screen';
import { otherScreensResolvers } from './other-screens';

/**
 * Every domain's resolvers: the first screen's (./first-screen.ts) and the other screens'
 * (./other-screens.ts). The executable schema (domain/executable-schema.ts) sets them on the contract's
 * types and refuses a field two domains both resolve.
 */
export const domainResolvers: readonly Resolvers[] = [...firstScreenResolvers, ...otherScreensResolvers];
