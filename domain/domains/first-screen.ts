import { session } from './session';
import { content } from './content';
import { rewards } from './rewards';
import { marketingFunds } from './marketing-funds';
import { purchaseVolume } from './purchase-volume';
import { training } from './training';
import { reviews } from './reviews';
import { claims } from './claims';
import { participants } from './participants';
import { rewardsAdmin } from './rewards-admin';
import { scalars } from './scalars';
import { userErrors } from './user-errors';
import { notifications } from './notifications';
import { dashboard } from './dashboard';
import { collectionsBuilder, collectionsOf, resolversOf, type DataOf } from './define';
import type { FixtureOptions } from '../fixtures/types';

/**
 * The domains the shell and every role's dashboard need (`firstScreen: true`): the in-browser server's
 * worker has their collections, repositories and resolvers before it answers the first screen, and
 * loads the other screens' (./other-screens.ts) with the first operation that needs them
 * (README, "The server comes in two parts"). This module is in the worker's first download; it imports
 * nothing of the other screens. tests/unit/api/domains.test.ts checks each domain sits in the list its
 * flag says.
 */
export const FIRST_SCREEN_DOMAINS = [
  scalars,
  userErrors,
  session,
  content,
  notifications,
  dashboard,
  rewards,
  marketingFunds,
  purchaseVolume,
  training,
  reviews,
  claims,
  participants,
  rewardsAdmin,
] as const;

/** The collections the shell and every role's dashboard read. */
export type FirstScreenData = DataOf<typeof FIRST_SCREEN_DOMAINS>;

/** Builds the first screen's collections, session first. Each fixture reads `now` on the program's calendar. */
export const createFirstScreenData = collectionsBuilder(FIRST_SCREEN_DOMAINS) as (options: FixtureOptions) => FirstScreenData;

/** The first screen's collections, by name. */
export const FIRST_SCREEN_COLLECTIONS: readonly string[] = collectionsOf(FIRST_SCREEN_DOMAINS);

/** The resolvers the shell's and the dashboards' operations run (mocks/portal-operations.ts, `isFirstScreenOperation`). */
export const firstScreenResolvers = resolversOf(FIRST_SCREEN_DOMAINS);

/** The operations of the shell and the dashboards, which the first screen's domains answer. */
export const FIRST_SCREEN_OPERATIONS: readonly string[] = FIRST_SCREEN_DOMAINS.flatMap((domain) => domain.firstScreenOperations ?? []);
