import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, CloseButton, Drawer, Flex, Group, IconButton, List, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { toaster } from '../../components/ui/toaster';
import {
  RewardsCheckoutDocument,
  RewardsSetCartLineDocument,
  type CartDrawer_CartFragment,
  type RewardsCheckoutMutation,
  type RewardsSetCartLineMutation,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatNumber, formatPoints } from '../../lib/format';
import { EMPTY_CART, NOT_ENOUGH_POINTS, redeemProblem, validateCartQuantity } from '../../lib/validation/money';
import { afterPointsChange } from './cache';

type CartLine = CartDrawer_CartFragment['lines'][number];

/** The checkout rules the server applies (docs/product.md, "States"), checked before sending: stock per line, then points. */
function checkoutProblems(cart: CartDrawer_CartFragment, balance: number): string[] {
  if (cart.lines.length === 0) return [EMPTY_CART];
  const problems: string[] = [];
  for (const line of cart.lines) {
    const problem = redeemProblem({ cost: 0, balance, stock: line.reward.stock, quantity: line.quantity });
    if (problem) problems.push(`${line.reward.name}: ${problem}`);
  }
  if (cart.totalPoints > balance) problems.push(NOT_ENOUGH_POINTS);
  return problems;
}

function CartLineItem({
  line,
  busy,
  onQuantity,
}: {
  line: CartLine;
  busy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
}) {
  const { reward, quantity } = line;
  return (
    <List.Item display="block" py="4" borderBottomWidth="1px" borderColor="border.muted">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontWeight="semibold" lineHeight="short">
            {reward.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatPoints(reward.points)} each
          </Text>
        </Box>
        <IconButton
          aria-label={`Remove ${reward.name} from cart`}
          variant="ghost"
          size="sm"
          colorPalette="red"
          disabled={busy}
          onClick={() => onQuantity(line, 0)}
        >
          <Trash2 />
        </IconButton>
      </Flex>
      <Flex justify="space-between" align="center" mt="2" gap="3">
        <Group attached>
          <IconButton
            aria-label={`Decrease quantity of ${reward.name}`}
            variant="outline"
            size="sm"
            disabled={busy || quantity <= 1}
            onClick={() => onQuantity(line, quantity - 1)}
          >
            <Minus />
          </IconButton>
          <Flex
            align="center"
            justify="center"
            minW="10"
            h="8"
            borderYWidth="1px"
            fontWeight="semibold"
            aria-label={`Quantity of ${reward.name}`}
            role="status"
          >
            {formatNumber(quantity)}
          </Flex>
          <IconButton
            aria-label={`Increase quantity of ${reward.name}`}
            variant="outline"
            size="sm"
            disabled={busy || quantity >= reward.stock}
            onClick={() => onQuantity(line, quantity + 1)}
          >
            <Plus />
          </IconButton>
        </Group>
        <Text fontWeight="semibold">{formatPoints(line.subtotal)}</Text>
      </Flex>
    </List.Item>
  );
}

interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cart: CartDrawer_CartFragment;
  balance: number;
}

/** The rewards cart: quantities, remove, total, and Checkout that redeems every line together (all or nothing). */
export function CartDrawer({ open, onOpenChange, cart, balance }: CartDrawerProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [setCartLine, { loading: updating }] = useMutation(
    RewardsSetCartLineDocument,
    afterPointsChange<RewardsSetCartLineMutation>('setCartLine', (data) => data.setCartLine.errors.length === 0),
  );
  const [checkout, { loading: checkingOut }] = useMutation(
    RewardsCheckoutDocument,
    afterPointsChange<RewardsCheckoutMutation>('checkoutCart', (data) => data.checkoutCart.errors.length === 0),
  );
  const busy = updating || checkingOut;

  const changeQuantity = async (line: CartLine, quantity: number) => {
    const problems = validateCartQuantity(quantity, line.reward.stock);
    if (problems.length > 0) {
      setErrors(problems.map((problem) => problem.message));
      return;
    }
    setErrors([]);
    try {
      const result = await setCartLine({ variables: { input: { rewardId: line.reward.id, quantity } } });
      const serverErrors = result.data?.setCartLine.errors ?? [];
      if (serverErrors.length > 0) setErrors(serverErrors.map((error) => error.message));
    } catch (error) {
      setErrors([errorMessage(error).message]);
    }
  };

  const submit = async () => {
    const problems = checkoutProblems(cart, balance);
    if (problems.length > 0) {
      setErrors(problems);
      return;
    }
    setErrors([]);
    const redeemed =
      cart.lines.length === 1 && cart.itemCount === 1 ? cart.lines[0]!.reward.name : `${formatNumber(cart.itemCount)} rewards`;
    const total = cart.totalPoints;
    try {
      const result = await checkout();
      const serverErrors = result.data?.checkoutCart.errors ?? [];
      if (serverErrors.length > 0) {
        setErrors(serverErrors.map((error) => error.message));
        return;
      }
      toaster.create({
        title: `Redemption initiated for ${redeemed}`,
        description: `${formatNumber(total)} points will be deducted from your balance.`,
        type: 'success',
        duration: 4000,
      });
      onOpenChange(false);
    } catch (error) {
      setErrors([errorMessage(error).message]);
    }
  };

  const after = balance - cart.totalPoints;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) setErrors([]);
        onOpenChange(details.open);
      }}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title>Your Cart</Drawer.Title>
              <Drawer.Description srOnly>Rewards you plan to redeem together</Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              {cart.lines.length === 0 ? (
                <Box py="10">
                  <EmptyState
                    title={EMPTY_CART}
                    description="Add rewards from Featured Rewards to redeem them together."
                    icon={ShoppingCart}
                  />
                </Box>
              ) : (
                <List.Root variant="plain" aria-label="Cart items">
                  {cart.lines.map((line) => (
                    <CartLineItem key={line.reward.id} line={line} busy={busy} onQuantity={changeQuantity} />
                  ))}
                </List.Root>
              )}
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" borderColor="border.muted">
              {errors.length > 0 ? (
                <Alert.Root status="error" size="sm" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Checkout could not be completed</Alert.Title>
                    <Alert.Description>
                      <List.Root ps="4">
                        {errors.map((error) => (
                          <List.Item key={error}>{error}</List.Item>
                        ))}
                      </List.Root>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              <Stack gap="1.5" fontSize="sm">
                <Flex justify="space-between">
                  <Text color="fg.muted">Items</Text>
                  <Text>{formatNumber(cart.itemCount)}</Text>
                </Flex>
                <Flex justify="space-between">
                  <Text color="fg.muted">Available balance</Text>
                  <Text>{formatPoints(balance)}</Text>
                </Flex>
                <Separator my="1" />
                <Flex justify="space-between" fontSize="md" fontWeight="bold">
                  <Text>Total points</Text>
                  <Text data-testid="cart-total">{formatPoints(cart.totalPoints)}</Text>
                </Flex>
                <Flex justify="space-between">
                  <Text color="fg.muted">Balance after checkout</Text>
                  <Text color={after < 0 ? 'red.fg' : undefined} fontWeight={after < 0 ? 'semibold' : undefined}>
                    {formatPoints(after)}
                  </Text>
                </Flex>
              </Stack>
              <Button
                colorPalette="brand"
                size="lg"
                disabled={cart.lines.length === 0 || updating}
                loading={checkingOut}
                loadingText="Redeeming..."
                onClick={submit}
              >
                Checkout
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
