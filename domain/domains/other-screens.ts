import { adminDealerships } from './admin-dealerships';
import { accounts } from './accounts';
import { adminParticipants } from './admin-participants';
import { adminProducts } from './admin-products';
import { adminPromotions } from './admin-promotions';
import { adminReporting } from './admin-reporting';
import { adminRewards } from './admin-rewards';
import { claimsScreens } from './claims-screens';
import { collectionsBuilder, collectionsOf, partManifestOf, resolversOf, type DataOf } from './define';
import { demoData } from './demo-data';
import { earnRates } from './earn-rates';
import { earnings } from './earnings';
import { events } from './events';
import { faq } from './faq';
import { live } from './live';
import { marketingFundsScreens } from './marketing-funds-screens';
import { profileSettings } from './profile-settings';
import { promotions } from './promotions';
import { receiptForm } from './receipt-form';
import { resources } from './resources';
import { reviewsScreens } from './reviews-screens';
import { rewardsScreens } from './rewards-screens';
import { trainingScreens } from './training-screens';
import type { FixtureOptions } from '../fixtures/types';

/**
 * The domains only screens other than the shell and the dashboards need (`firstScreen: false`). The
 * in-browser server's worker loads them with the rest of its server (mocks/other-screens.ts), so a first
 * visit's dashboard does not download them; what the first screen must know of them before (their
 * collections' and repositories' names) is domain/__generated__/other-screens-manifest.ts, which
 * `npm run codegen` writes from this list.
 */
export const OTHER_SCREENS_DOMAINS = [
  promotions,
  rewardsScreens,
  earnings,
  marketingFundsScreens,
  resources,
  trainingScreens,
  events,
  live,
  reviewsScreens,
  faq,
  claimsScreens,
  adminParticipants,
  adminRewards,
  adminReporting,
  adminPromotions,
  earnRates,
  adminProducts,
  adminDealerships,
  receiptForm,
  profileSettings,
  demoData,
  accounts,
] as const;

/**
 * The collections only screens other than the dashboards read. Each depends on the options alone, so
 * building them later from the database's creation instant gives the same rows as building them with
 * the rest (domain/db.ts).
 */
export type OtherScreensData = DataOf<typeof OTHER_SCREENS_DOMAINS>;

/** Builds the other screens' collections. Each fixture reads `now` on the program's calendar. */
export const createOtherScreensData = collectionsBuilder(OTHER_SCREENS_DOMAINS) as (options: FixtureOptions) => OtherScreensData;

/** The other screens' collections, by name. */
export const OTHER_SCREENS_COLLECTIONS: readonly string[] = collectionsOf(OTHER_SCREENS_DOMAINS);

/** The resolvers of the other screens' domains. */
export const otherScreensResolvers = resolversOf(OTHER_SCREENS_DOMAINS);

/** What the first screen knows of these domains before they load (domain/__generated__/other-screens-manifest.ts is this). */
export const otherScreensManifest = () => partManifestOf(OTHER_SCREENS_DOMAINS);
