import { Badge, Box, Button, Tabs } from '@chakra-ui/react';
import { Gift, History, Receipt, ShoppingCart, Sparkles, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RewardsScreenDocument } from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { ActivityTab } from './activity-tab';
import { CartDrawer } from './cart-drawer';
import { CategoryTiles } from './category-tiles';
import { ACTIVITY_PAGE_SIZE, parseActivityRows, parseCategory, parseTab, type RewardsTab as RewardsTabValue } from './labels';
import { OffersTab } from './offers-tab';
import { PointsSummary } from './points-summary';
import { RewardsTab } from './rewards-tab';
import { TierBenefitsTab } from './tier-benefits-tab';

export const loader = (args: ScreenLoaderArgs) => {
  return preloadScreenQuery(args, RewardsScreenDocument, {
    category: parseCategory(args.url.searchParams.get('category')),
    activityFirst: parseActivityRows(args.url.searchParams.get('rows')),
  });
};

const TABS: readonly { value: RewardsTabValue; label: string; icon: typeof Gift }[] = [
  { value: 'offers', label: 'Featured Offers', icon: Sparkles },
  { value: 'rewards', label: 'Featured Rewards', icon: Gift },
  { value: 'activity', label: 'My Activity', icon: History },
  { value: 'tiers', label: 'Tier Benefits', icon: Trophy },
];

/** Loyalty Rewards (dealers and comfort advisors): points, tier, offers, the rewards catalogue, activity and the cart. */
export function Component() {
  const { rewardsOverview: overview } = useScreenQuery(RewardsScreenDocument).data;
  const [tabParam, setTab] = useUrlState('tab', 'offers');
  const [rowsParam, setRows] = useUrlState('rows');
  const [cartOpen, setCartOpen] = useState(false);
  const tab = parseTab(tabParam);
  const { points, cart } = overview;

  // "Show more" is busy from the click until the longer page arrives (the row count it was clicked at changes).
  const shownRows = points.activity.edges.length;
  const [moreRequestedAt, setMoreRequestedAt] = useState<number | null>(null);

  const cartQuantities = useMemo(() => new Map(cart.lines.map((line) => [line.reward.id, line.quantity])), [cart.lines]);

  return (
    <>
      <PageHeader
        title="Loyalty Rewards"
        description="Redeem your points, activate offers and track your tier."
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/store-loyalty">
                <Receipt aria-hidden />
                Earn Rewards
              </RouterLink>
            </Button>
            <Button colorPalette="brand" onClick={() => setCartOpen(true)} aria-haspopup="dialog">
              <ShoppingCart aria-hidden />
              View Cart
              {cart.itemCount > 0 ? (
                <>
                  <Badge variant="solid" colorPalette="orange" rounded="full" ms="1" aria-hidden>
                    {formatNumber(cart.itemCount)}
                  </Badge>
                  <Box as="span" srOnly>
                    {`(${formatNumber(cart.itemCount)} ${cart.itemCount === 1 ? 'item' : 'items'})`}
                  </Box>
                </>
              ) : null}
            </Button>
          </>
        }
      />

      <PointsSummary points={points} />
      <CategoryTiles tiles={overview.tiles} />

      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Box overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List minW="max-content">
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger key={value} value={value}>
                <Icon aria-hidden size={16} />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value="offers" pt="5">
          <OffersTab offers={overview.offers} />
        </Tabs.Content>
        <Tabs.Content value="rewards" pt="5">
          <RewardsTab rewards={overview.rewards} balance={points.balance} cartQuantities={cartQuantities} />
        </Tabs.Content>
        <Tabs.Content value="activity" pt="5">
          <ActivityTab
            activity={points.activity}
            loadingMore={moreRequestedAt === shownRows}
            onShowMore={() => {
              setMoreRequestedAt(shownRows);
              setRows(String(parseActivityRows(rowsParam || null) + ACTIVITY_PAGE_SIZE));
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="tiers" pt="5">
          <TierBenefitsTab tiers={overview.tiers} status={points.tier} lifetime={points.lifetimeEarned} />
        </Tabs.Content>
      </Tabs.Root>

      <CartDrawer open={cartOpen} onOpenChange={setCartOpen} cart={cart} balance={points.balance} />
    </>
  );
}
