import { Badge, type BadgeProps } from '@chakra-ui/react';
import { TIER_LOOK } from '../../components/tiers';
import type { TierBadge_TierFragment, TierName } from '../../graphql/__generated__/graphql';

/** Solid badges whose palette's own solid colour is too light for white text (WCAG AA, 4.5:1). */
const SOLID_BG: Partial<Record<TierName, string>> = { SELECT: 'teal.700' };

export interface TierBadgeProps extends Omit<BadgeProps, 'children'> {
  tier: TierBadge_TierFragment;
}

/** The member's tier as a badge with its icon, e.g. "Premier". */
export function TierBadge({ tier, ...rest }: TierBadgeProps) {
  const look = TIER_LOOK[tier.name];
  const Icon = look.icon;
  return (
    <Badge colorPalette={look.palette} variant="solid" size="md" gap="1" bg={SOLID_BG[tier.name]} {...rest}>
      <Icon aria-hidden size={14} />
      {tier.label}
    </Badge>
  );
}
