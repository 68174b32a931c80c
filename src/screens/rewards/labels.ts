import type { OfferCategory, RewardCategory } from '../../graphql/__generated__/graphql';

/** Offer categories as the screens word them (docs/product.md, "Entities and names"). */
export const OFFER_CATEGORY_LABELS: Readonly<Record<OfferCategory, string>> = {
  VOLUME_INCENTIVE: 'Volume Incentive',
  EDUCATION: 'Education',
  PARTNER_DISCOUNT: 'Partner Discount',
  PROMOTION: 'Promotion',
  MARKETING: 'Marketing',
  EQUIPMENT: 'Equipment',
  TRAINING: 'Training',
};

/** Reward catalogue categories (docs/product.md, "Entities and names"), in the order the filter lists them. */
export const REWARD_CATEGORY_LABELS: Readonly<Record<RewardCategory, string>> = {
  ELECTRONICS: 'Electronics',
  TRAVEL: 'Travel',
  GIFT_CARDS: 'Gift Cards',
  TOOLS: 'Tools',
  EXPERIENCES: 'Experiences',
};

export const REWARD_CATEGORIES = Object.keys(REWARD_CATEGORY_LABELS) as RewardCategory[];

/** The Loyalty Rewards tabs, as they appear in the URL (`?tab=`). */
export const REWARDS_TABS = ['offers', 'rewards', 'activity', 'tiers'] as const;
export type RewardsTab = (typeof REWARDS_TABS)[number];

/** My Activity rows per page; "Show more" adds another page. */
export const ACTIVITY_PAGE_SIZE = 20;

export function parseCategory(value: string | null): RewardCategory | null {
  return REWARD_CATEGORIES.find((category) => category === value) ?? null;
}

export function parseTab(value: string | null): RewardsTab {
  return REWARDS_TABS.find((tab) => tab === value) ?? 'offers';
}

/** The number of My Activity rows asked for (`?rows=`): a whole number of pages, at least one. */
export function parseActivityRows(value: string | null): number {
  const rows = Number(value);
  if (!Number.isInteger(rows) || rows < ACTIVITY_PAGE_SIZE) return ACTIVITY_PAGE_SIZE;
  return Math.min(rows - (rows % ACTIVITY_PAGE_SIZE), 500);
}
