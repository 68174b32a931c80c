import { Award, Crown, Shield, Star, type LucideIcon } from 'lucide-react';
import type { TierName } from '../graphql/__generated__/graphql';
import { formatNumber } from '../lib/format';

/** How each tier of the one tier scheme (Essential, Select, Elite, Premier) looks across the portal. */
export const TIER_LOOK: Readonly<Record<TierName, { palette: string; accent: string; icon: LucideIcon }>> = {
  ESSENTIAL: { palette: 'gray', accent: 'gray.400', icon: Shield },
  SELECT: { palette: 'teal', accent: 'teal.500', icon: Star },
  ELITE: { palette: 'purple', accent: 'purple.500', icon: Award },
  PREMIER: { palette: 'yellow', accent: 'yellow.400', icon: Crown },
};

/** "0 - 4,999 points" or "20,000+ points". */
export function tierRange(tier: { minPoints: number; maxPoints: number | null }): string {
  return tier.maxPoints === null
    ? `${formatNumber(tier.minPoints)}+ points`
    : `${formatNumber(tier.minPoints)} - ${formatNumber(tier.maxPoints)} points`;
}
