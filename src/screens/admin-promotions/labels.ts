import type { AdminPromotionStatus, AdminPromotionType, EarnRateTier, TargetProducts } from '../../graphql/__generated__/graphql';

/** docs/product.md, "Entities and names": the four promotion types, in that order. */
export const PROMOTION_TYPE_LABELS: Record<AdminPromotionType, string> = {
  BONUS_POINTS: 'Bonus Points',
  SALES_CONTEST: 'Sales Contest',
  SPIFF: 'SPIFF',
  POINTS_MULTIPLIER: 'Points Multiplier',
};

/** docs/product.md, "Entities and names": the four target product groups, in that order. */
export const TARGET_PRODUCT_LABELS: Record<TargetProducts, string> = {
  ALL_PRODUCTS: 'All Products',
  RESIDENTIAL_SYSTEMS: 'Residential Systems',
  COMMERCIAL_SYSTEMS: 'Commercial Systems',
  PARTS_ACCESSORIES: 'Parts & Accessories',
};

/** The statuses' names, shared with the server's messages (src/lib/validation/catalog.ts). */
export { PROMOTION_STATUS_LABELS } from '../../lib/validation';

export const PROMOTION_STATUS_COLORS: Record<AdminPromotionStatus, string> = {
  ACTIVE: 'green',
  PENDING: 'orange',
  SCHEDULED: 'blue',
  EXPIRED: 'gray',
  DRAFT: 'gray',
  REJECTED: 'red',
  CHANGES_REQUESTED: 'orange',
};

export const TIER_LABELS: Record<EarnRateTier, string> = { BASIC: 'Basic', STANDARD: 'Standard', PREMIUM: 'Premium' };
export const TIER_COLORS: Record<EarnRateTier, string> = { BASIC: 'gray', STANDARD: 'blue', PREMIUM: 'purple' };

export const PROMOTION_TYPES = Object.keys(PROMOTION_TYPE_LABELS) as AdminPromotionType[];
export const TARGET_PRODUCTS = Object.keys(TARGET_PRODUCT_LABELS) as TargetProducts[];
export const TIERS = Object.keys(TIER_LABELS) as EarnRateTier[];

/** The tabs of the screen, as they appear in the URL (`?tab=`). */
export const TABS = ['active', 'pending', 'rates'] as const;
export type TabKey = (typeof TABS)[number];

export function tabFrom(value: string | null): TabKey {
  return TABS.find((tab) => tab === value) ?? 'active';
}

/** The status choices of the Active Promotions tab (`?show=`): live promotions by status. */
export const LIVE_VIEWS = {
  current: { label: 'Active & Scheduled', statuses: ['ACTIVE', 'SCHEDULED'] },
  active: { label: 'Active only', statuses: ['ACTIVE'] },
  scheduled: { label: 'Scheduled only', statuses: ['SCHEDULED'] },
  expired: { label: 'Expired only', statuses: ['EXPIRED'] },
  all: { label: 'All, including expired', statuses: ['ACTIVE', 'SCHEDULED', 'EXPIRED'] },
} as const satisfies Record<string, { label: string; statuses: readonly AdminPromotionStatus[] }>;
export type LiveView = keyof typeof LIVE_VIEWS;

/** Whether `key` is one of the record's own keys (never an inherited name such as `toString`). */
function isOwnKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key);
}

export function liveViewFrom(value: string | null): LiveView {
  return value !== null && isOwnKey(LIVE_VIEWS, value) ? value : 'current';
}

export function tierFrom(value: string | null): EarnRateTier | null {
  const upper = (value ?? '').toUpperCase();
  return isOwnKey(TIER_LABELS, upper) ? upper : null;
}
