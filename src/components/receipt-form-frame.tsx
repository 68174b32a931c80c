import { Alert, Box, Flex, List, Spinner, Text, chakra } from '@chakra-ui/react';
import { Camera, CalendarCheck, DollarSign, ListChecks, MailCheck, Store, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReceiptFormPlacement } from '../graphql/__generated__/graphql';

/** docs/product.md, "External receipt form": the frame is 800 px tall until the form says otherwise, never below 600, plus 50 px. */
export const FRAME_DEFAULT_HEIGHT = 800;
export const FRAME_MIN_HEIGHT = 600;
export const FRAME_HEIGHT_PADDING = 50;

/** The narrowest sandbox the form service works in: its scripts, its form post, its own storage, and links it opens. */
export const FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups';

/** docs/product.md, "Error messages and notices": the message shown when the address cannot be produced and the server gave none. */
const FAILURE_FALLBACK: Readonly<Record<ReceiptFormPlacement, string>> = {
  EARN_REWARDS: 'Failed to generate form URL',
  STORE_LOYALTY_SUBMIT: 'Failed to generate submission URL',
};

const Frame = chakra('iframe');

export const CONFIGURATION_ERROR_HELP = 'Please contact your system administrator or check the console for more details.';

/**
 * The frame height a form message asks for: its `height` (or else `scrollHeight`) number plus 50 px,
 * at least 600 px; null when the message carries no such number.
 */
export function frameHeightFrom(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { height, scrollHeight } = data as { height?: unknown; scrollHeight?: unknown };
  const value = typeof height === 'number' ? height : typeof scrollHeight === 'number' ? scrollHeight : null;
  if (value === null || !Number.isFinite(value) || value < 0) return null;
  return Math.max(FRAME_MIN_HEIGHT, Math.ceil(value) + FRAME_HEIGHT_PADDING);
}

/** docs/product.md, "Validation": what a receipt must show. */
export const RECEIPT_REQUIREMENTS: readonly { text: string; icon: LucideIcon }[] = [
  { text: 'Purchase date within the last 60 days', icon: CalendarCheck },
  { text: 'Authorized dealer name and location', icon: Store },
  { text: 'Itemized products with model numbers', icon: ListChecks },
  { text: 'Total amount', icon: DollarSign },
  { text: 'Clear photo or scan in JPEG, PNG or PDF format', icon: Camera },
];

/** The receipt guidance as a checklist. */
export function ReceiptRequirements() {
  return (
    <Box>
      <Text mb="3">Make sure your receipt clearly shows:</Text>
      <List.Root variant="plain" gap="2.5">
        {RECEIPT_REQUIREMENTS.map(({ text, icon: Icon }) => (
          <List.Item key={text} alignItems="center">
            <List.Indicator asChild color="brand.fg">
              <Icon aria-hidden size={18} />
            </List.Indicator>
            {text}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** docs/product.md, "Screens and navigation": the footer note under the receipt form. */
export function ReceiptProcessingNote() {
  return (
    <Flex align="flex-start" gap="3" color="fg.muted" fontSize="sm" mt="4">
      <Box as={MailCheck} aria-hidden boxSize="5" flexShrink={0} mt="0.5" />
      <Text>
        Submissions are typically processed within 3-5 business days. You will receive an e-mail confirmation once your receipt has been
        processed.
      </Text>
    </Flex>
  );
}

/** The receipt form's address as the screen got it (`useReceiptFormAddress`, src/graphql/receipt-form.ts). */
export interface ReceiptFormAddress {
  /** The signed address and the origin its messages come from; null until it comes, or when it cannot be made. */
  form: { url: string; origin: string } | null;
  loading: boolean;
  /** What the server said when it could not make the address ('' when it gave no message); null without a failure. */
  failure: string | null;
}

export interface ReceiptFormFrameProps {
  /** Which screen embeds the form; the server builds the address for it. */
  placement: ReceiptFormPlacement;
  /** The address the screen asked for with `useReceiptFormAddress(placement)`. */
  address: ReceiptFormAddress;
  /** The frame's accessible title. */
  title?: string;
}

/**
 * The external receipt form in a sandboxed frame. Its address (with the member's encrypted token) comes
 * from GraphQL (`useReceiptFormAddress`, src/graphql/receipt-form.ts): 'Loading form...' while it comes,
 * the 'Configuration Error' block when it cannot be made. The frame's height follows `height` /
 * `scrollHeight` messages from the form's own origin and window only.
 */
export function ReceiptFormFrame({ placement, address, title = 'Receipt submission form' }: ReceiptFormFrameProps) {
  const { form, loading, failure } = address;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FRAME_DEFAULT_HEIGHT);
  const origin = form?.origin ?? null;

  useEffect(() => {
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const next = frameHeightFrom(event.data);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  if (loading && !form) {
    return (
      <Flex role="status" aria-busy="true" direction="column" align="center" justify="center" gap="3" minH={`${FRAME_DEFAULT_HEIGHT}px`} color="fg.muted">
        <Spinner size="lg" color="brand.solid" />
        <Text>Loading form...</Text>
      </Flex>
    );
  }

  // An address without a URL is no address: the frame would load the portal's own page into itself.
  if (!form?.url) {
    const message = failure || FAILURE_FALLBACK[placement];
    return (
      <Alert.Root status="error" alignItems="flex-start" role="alert">
        <Alert.Indicator />
        <Alert.Content gap="1">
          <Alert.Title fontWeight="semibold">Configuration Error</Alert.Title>
          <Alert.Description>
            <Text>{message}</Text>
            <Text mt="1">{CONFIGURATION_ERROR_HELP}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Frame
      ref={frameRef}
      src={form.url}
      title={title}
      sandbox={FRAME_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      display="block"
      w="full"
      border="0"
      bg="bg"
      style={{ height: `${height}px` }}
      data-testid="receipt-form-frame"
    />
  );
}
