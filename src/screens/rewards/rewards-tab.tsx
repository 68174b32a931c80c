import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Flex, Group, Stack, Text } from '@chakra-ui/react';
import { Ban, CreditCard, Flame, Gift, Plane, ShoppingCart, Ticket, Tv, Wrench, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { toaster } from '../../components/ui/toaster';
import {
  RewardsRedeemDocument,
  RewardsSetCartLineDocument,
  type RewardCard_RewardFragment,
  type RewardCategory,
  type RewardsRedeemMutation,
  type RewardsSetCartLineMutation,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatNumber, formatPoints } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { NOT_ENOUGH_POINTS, redeemProblem, validateCartQuantity } from '../../lib/validation/money';
import { afterPointsChange } from './cache';
import { REWARD_CATEGORIES, REWARD_CATEGORY_LABELS } from './labels';

const CATEGORY_LOOK: Readonly<Record<RewardCategory, { icon: LucideIcon; from: string; to: string }>> = {
  ELECTRONICS: { icon: Tv, from: 'blue.500', to: 'blue.800' },
  TRAVEL: { icon: Plane, from: 'cyan.500', to: 'cyan.800' },
  GIFT_CARDS: { icon: CreditCard, from: 'green.500', to: 'green.800' },
  TOOLS: { icon: Wrench, from: 'orange.500', to: 'orange.800' },
  EXPERIENCES: { icon: Ticket, from: 'pink.500', to: 'pink.800' },
};

/** The button state of a reward (docs/product.md, "States"): disabled when out of stock, 'Not Enough Points', or 'Redeem'. */
function redeemLabel(reward: RewardCard_RewardFragment): string {
  if (reward.redeemState === 'OUT_OF_STOCK') return 'Out of Stock';
  if (reward.redeemState === 'NOT_ENOUGH_POINTS') return NOT_ENOUGH_POINTS;
  return 'Redeem';
}

interface RewardCardProps {
  reward: RewardCard_RewardFragment;
  inCart: number;
  onRedeem: (reward: RewardCard_RewardFragment) => void;
}

function RewardCard({ reward, inCart, onRedeem }: RewardCardProps) {
  const nameId = useId();
  const look = CATEGORY_LOOK[reward.category] ?? { icon: Gift, from: 'brand.500', to: 'brand.800' };
  const Icon = look.icon;
  const [setCartLine, { loading: adding }] = useMutation(
    RewardsSetCartLineDocument,
    afterPointsChange<RewardsSetCartLineMutation>('setCartLine', (data) => data.setCartLine.errors.length === 0),
  );

  const addToCart = async () => {
    const quantity = inCart + 1;
    const problems = validateCartQuantity(quantity, reward.stock);
    if (problems.length > 0) {
      toaster.create({ title: 'Not added to cart', description: problems.map((problem) => problem.message).join(' '), type: 'error' });
      return;
    }
    try {
      const result = await setCartLine({ variables: { input: { rewardId: reward.id, quantity } } });
      const errors = result.data?.setCartLine.errors ?? [];
      if (errors.length > 0) {
        toaster.create({ title: 'Not added to cart', description: errors.map((error) => error.message).join(' '), type: 'error' });
        return;
      }
      toaster.create({
        title: 'Added to cart',
        description: `${reward.name} is in your cart (quantity ${formatNumber(quantity)}).`,
        type: 'success',
      });
    } catch (error) {
      toaster.create({ title: 'Not added to cart', description: errorMessage(error).message, type: 'error' });
    }
  };

  const available = reward.redeemState === 'AVAILABLE';
  return (
    <Card.Root as="article" aria-labelledby={nameId} variant="outline" bg="bg" overflow="hidden" h="full">
      <Flex
        position="relative"
        h="28"
        align="center"
        justify="center"
        bgGradient="to-br"
        gradientFrom={look.from}
        gradientTo={look.to}
        color="white"
        opacity={reward.inStock ? 1 : 0.6}
      >
        <Icon aria-hidden size={44} strokeWidth={1.5} />
        {reward.popular ? (
          <Badge position="absolute" top="3" insetStart="3" bg="orange.700" color="white" gap="1">
            <Flame aria-hidden size={12} />
            Popular
          </Badge>
        ) : null}
      </Flex>
      <Card.Body gap="2">
        <Text fontSize="xs" fontWeight="medium" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {REWARD_CATEGORY_LABELS[reward.category]}
        </Text>
        <Text as="h3" id={nameId} fontWeight="semibold" lineHeight="short">
          {reward.name}
        </Text>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mt="auto" pt="1">
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {formatPoints(reward.points)}
          </Text>
          {reward.inStock ? (
            <Text fontSize="sm" color="fg.muted">
              {formatNumber(reward.stock)} in stock
            </Text>
          ) : (
            <Badge colorPalette="red" variant="subtle">
              Out of stock
            </Badge>
          )}
        </Flex>
        {inCart > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            In your cart: {formatNumber(inCart)}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button
          flex="1"
          minW="36"
          colorPalette="brand"
          variant={available ? 'solid' : 'subtle'}
          disabled={!available}
          onClick={() => onRedeem(reward)}
        >
          {reward.redeemState === 'OUT_OF_STOCK' ? <Ban aria-hidden /> : null}
          {redeemLabel(reward)}
        </Button>
        <Button
          flex="1"
          minW="36"
          variant="outline"
          disabled={!reward.inStock || inCart >= reward.stock}
          loading={adding}
          loadingText="Adding..."
          onClick={addToCart}
          aria-describedby={nameId}
        >
          <ShoppingCart aria-hidden />
          Add to Cart
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

interface RedeemDialogProps {
  reward: RewardCard_RewardFragment | null;
  balance: number;
  onClose: () => void;
}

/** Asks before redeeming, redeems, then confirms for 4 s (docs/product.md, "Error messages and notices"). */
function RedeemDialog({ reward, balance, onClose }: RedeemDialogProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [redeem, { loading }] = useMutation(
    RewardsRedeemDocument,
    afterPointsChange<RewardsRedeemMutation>('redeemReward', (data) => data.redeemReward.errors.length === 0),
  );

  const close = () => {
    setErrors([]);
    onClose();
  };

  const confirm = async () => {
    if (!reward) return;
    // The same rule the server applies, checked before sending.
    const problem = redeemProblem({ cost: reward.points, balance, stock: reward.stock });
    if (problem) {
      setErrors([problem]);
      return;
    }
    try {
      const result = await redeem({ variables: { input: { rewardId: reward.id } } });
      const serverErrors = result.data?.redeemReward.errors ?? [];
      if (serverErrors.length > 0) {
        setErrors(serverErrors.map((error) => error.message));
        return;
      }
      toaster.create({
        title: `Redemption initiated for ${reward.name}`,
        description: `${formatNumber(reward.points)} points will be deducted from your balance.`,
        type: 'success',
        duration: 4000,
      });
      close();
    } catch (error) {
      setErrors([errorMessage(error).message]);
    }
  };

  return (
    <ConfirmDialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={reward ? `Redeem ${reward.name}?` : 'Redeem reward?'}
      confirmLabel="Confirm Redemption"
      loading={loading}
      onConfirm={confirm}
    >
      {reward ? (
        <Stack gap="3">
          <Text>
            {formatPoints(reward.points)} will be deducted from your balance of {formatPoints(balance)}.
          </Text>
          <Flex justify="space-between" bg="bg.muted" rounded="md" px="3" py="2" fontSize="sm">
            <Text color="fg.muted">Balance after redemption</Text>
            <Text fontWeight="semibold">{formatPoints(balance - reward.points)}</Text>
          </Flex>
          {errors.length > 0 ? (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Redemption failed</Alert.Title>
                <Alert.Description>{errors.join(' ')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}

interface RewardsTabProps {
  rewards: readonly RewardCard_RewardFragment[];
  balance: number;
  /** Units of each reward already in the cart, by reward id. */
  cartQuantities: ReadonlyMap<string, number>;
}

/** Featured Rewards: the catalogue, filtered by category in the URL, with Redeem and Add to Cart. */
export function RewardsTab({ rewards, balance, cartQuantities }: RewardsTabProps) {
  const [category, setCategory] = useUrlState('category');
  const [redeeming, setRedeeming] = useState<RewardCard_RewardFragment | null>(null);
  const chosen = REWARD_CATEGORIES.find((known) => known === category);
  const categoryLabel = chosen ? REWARD_CATEGORY_LABELS[chosen] : undefined;

  return (
    <Stack gap="5">
      <Group role="group" aria-label="Filter rewards by category" flexWrap="wrap" gap="2" attached={false}>
        {[{ value: '', label: 'All Rewards' }, ...REWARD_CATEGORIES.map((value) => ({ value, label: REWARD_CATEGORY_LABELS[value] }))].map(
          (option) => {
            const selected = (categoryLabel ? category : '') === option.value;
            return (
              <Button
                key={option.value || 'all'}
                size="sm"
                rounded="full"
                variant={selected ? 'solid' : 'outline'}
                colorPalette={selected ? 'brand' : 'gray'}
                aria-pressed={selected}
                onClick={() => setCategory(option.value)}
              >
                {option.label}
              </Button>
            );
          },
        )}
      </Group>
      {rewards.length === 0 ? (
        <EmptyState title="No rewards in this category" description="Try another category." icon={Gift} />
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', '2xl': 'repeat(4, 1fr)' }}
          gap="4"
        >
          {rewards.map((reward) => (
            <li key={reward.id}>
              <RewardCard reward={reward} inCart={cartQuantities.get(reward.id) ?? 0} onRedeem={setRedeeming} />
            </li>
          ))}
        </Box>
      )}
      <RedeemDialog reward={redeeming} balance={balance} onClose={() => setRedeeming(null)} />
    </Stack>
  );
}
