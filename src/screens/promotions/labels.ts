import type { PromotionCategory, PromotionStatus, PromotionSubcategory, TierName } from '../../graphql/__generated__/graphql';

/**
 * The online store's name (docs/product.md, "Entities and names"). The contract has no field for it
 * yet, so the screen names it here, once; the promotions themselves carry it in their titles and texts.
 */
export const ONLINE_STORE_NAME = 'ComfortPro Online';

/** A tab of Current Promotions: every promotion, or one category. */
export type PromotionTab = 'ALL' | PromotionCategory;

export interface TabDefinition {
  value: PromotionTab;
  /** The tab's label. */
  label: string;
  /** The first filter button, 'All {category}'. */
  allLabel: string;
  /** The subcategory filter buttons after it; null when the tab has no filter row. */
  subcategories: readonly { value: PromotionSubcategory; label: string }[] | null;
}

/** docs/product.md, "Screens and navigation": the tabs, and the subcategory filter buttons of each (none for Ultimate Contest). */
export const TABS: readonly TabDefinition[] = [
  { value: 'ALL', label: 'All Promotions', allLabel: 'All Promotions', subcategories: [] },
  {
    value: 'PURCHASE_LOYALTY',
    label: 'Purchase Loyalty',
    allLabel: 'All Purchase Loyalty',
    subcategories: [
      { value: 'STOCKING', label: 'Stocking' },
      { value: 'PARTS_AND_SERVICE', label: 'Parts & Service' },
      { value: 'LENNOX_STORE', label: 'Lennox Store' },
      { value: 'ONLINE_STORE', label: ONLINE_STORE_NAME },
      { value: 'WILL_CALL', label: 'Will-Call' },
    ],
  },
  { value: 'FINANCE_OFFERS', label: 'Finance Offers', allLabel: 'All Finance Offers', subcategories: [] },
  {
    value: 'SALES_INCENTIVES',
    label: 'Sales Incentives',
    allLabel: 'All Sales Incentives',
    subcategories: [
      { value: 'DEALER_REBATES', label: 'Dealer Rebates' },
      { value: 'HOMEOWNER_REBATES', label: 'Homeowner Rebates' },
      { value: 'UTILITY_REBATES', label: 'Utility Rebates' },
      { value: 'COMFORT_ADVISOR', label: 'Comfort Advisor' },
    ],
  },
  { value: 'ULTIMATE_CONTEST', label: 'Ultimate Contest', allLabel: 'All Ultimate Contest', subcategories: null },
];

/** docs/product.md, "Entities and names": category names as a promotion card shows them. */
export const CATEGORY_LABELS: Readonly<Record<PromotionCategory, string>> = {
  PURCHASE_LOYALTY: 'Purchase Loyalty',
  FINANCE_OFFERS: 'Finance Offers',
  SALES_INCENTIVES: 'Sales Incentives',
  ULTIMATE_CONTEST: 'Ultimate Comfort Advisor Contest',
};

/** docs/product.md, "Entities and names": subcategory names as a promotion card shows them. */
export const SUBCATEGORY_LABELS: Readonly<Record<PromotionSubcategory, string>> = {
  STOCKING: 'Stocking Incentives',
  PARTS_AND_SERVICE: 'Parts and Service Promotions',
  LENNOX_STORE: 'Lennox Store Offers',
  ONLINE_STORE: `${ONLINE_STORE_NAME} Offers`,
  WILL_CALL: 'Will-Call Offers',
  DEALER_REBATES: 'Dealer Rebate Offers',
  HOMEOWNER_REBATES: 'Homeowner Rebate Offers',
  UTILITY_REBATES: 'Utility Rebates',
  COMFORT_ADVISOR: 'Comfort Advisor Incentives',
};

export const STATUS_LOOK: Readonly<Record<PromotionStatus, { label: string; palette: string }>> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  SCHEDULED: { label: 'Scheduled', palette: 'blue' },
  EXPIRED: { label: 'Expired', palette: 'gray' },
};

export const TIER_LABELS: Readonly<Record<TierName, string>> = {
  ESSENTIAL: 'Essential',
  SELECT: 'Select',
  ELITE: 'Elite',
  PREMIER: 'Premier',
};

export function tabOf(value: string | null): TabDefinition {
  return TABS.find((tab) => tab.value === value) ?? TABS[0]!;
}

/** The subcategory of the URL when it belongs to the tab; null (All) otherwise. */
export function subcategoryOf(tab: TabDefinition, value: string | null): PromotionSubcategory | null {
  return tab.subcategories?.find((option) => option.value === value)?.value ?? null;
}
