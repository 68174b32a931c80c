import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Circle, Flex, HStack, Icon, IconButton, LinkBox, LinkOverlay, Popover, Portal, Spinner, Text, chakra } from '@chakra-ui/react';
import { BellOff, CalendarDays, CheckCheck, ClipboardList, Gift, Megaphone, Trash2, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toaster } from '../../components/ui/toaster';
import { relativeTime, useNow } from '../../lib/relative-time';
import {
  ShellNotificationDeleteDocument,
  ShellNotificationMarkReadDocument,
  ShellNotificationsDocument,
  ShellNotificationsMarkAllReadDocument,
  type NotificationType,
  type ShellNotificationListFragment,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { NotificationsBell } from './header-triggers';
import { useMounted } from './on-demand';

/** docs/product.md, "Business constants": the notification list is 300 px high. */
export const NOTIFICATION_LIST_HEIGHT = '300px';

const TYPE_ICONS: Record<NotificationType, { icon: LucideIcon; palette: string }> = {
  REWARD: { icon: Gift, palette: 'green' },
  EVENT: { icon: CalendarDays, palette: 'purple' },
  PROMOTION: { icon: Megaphone, palette: 'orange' },
  CLAIM: { icon: ClipboardList, palette: 'blue' },
};

type NotificationRow = ShellNotificationListFragment['nodes'][number];

function reportFailure(title: string, caught: unknown) {
  toaster.create({ type: 'error', title, description: errorMessage(caught).message });
}

/** A mutation's own `errors` (e.g. a notification deleted in another tab) shown as a toast. */
function reportProblem(title: string, errors: readonly { message: string }[] | undefined) {
  const first = errors?.[0];
  if (first) toaster.create({ type: 'error', title, description: first.message });
}

/**
 * The header's notifications dropdown: the bell with the unread badge, and a 300 px list where
 * opening a notification marks it read and follows its link. Every change goes through the server.
 */
export function NotificationsMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [wanted, setOpen] = useState(defaultOpen);
  const mounted = useMounted();
  const open = wanted && mounted;
  const { data, loading } = useQuery(ShellNotificationsDocument);
  const [markRead] = useMutation(ShellNotificationMarkReadDocument);
  const [markAllRead, markAllState] = useMutation(ShellNotificationsMarkAllReadDocument);
  const [deleteNotification] = useMutation(ShellNotificationDeleteDocument);
  const listRef = useRef<HTMLUListElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);

  const list = data?.notifications;
  const unreadCount = list?.unreadCount ?? 0;
  const notifications = list?.nodes ?? [];

  function openNotification(notification: NotificationRow) {
    setOpen(false);
    if (notification.read) return;
    markRead({ variables: { input: { id: notification.id } } })
      .then((result) => reportProblem('Could not mark the notification read', result.data?.markNotificationRead.errors))
      .catch((caught: unknown) => reportFailure('Could not mark the notification read', caught));
  }

  async function remove(notification: NotificationRow, index: number) {
    try {
      const result = await deleteNotification({ variables: { input: { id: notification.id } } });
      reportProblem('Could not delete the notification', result.data?.deleteNotification.errors);
    } catch (caught) {
      reportFailure('Could not delete the notification', caught);
      return;
    }
    // Keep keyboard focus in the panel: on the notification that took the deleted one's place.
    const links = listRef.current?.querySelectorAll<HTMLElement>('[data-notification-link]');
    const next = links?.[Math.min(index, links.length - 1)];
    (next ?? listRef.current ?? contentRef.current)?.focus();
  }

  async function readAll() {
    try {
      const result = await markAllRead();
      reportProblem('Could not mark the notifications read', result.data?.markAllNotificationsRead.errors);
    } catch (caught) {
      reportFailure('Could not mark the notifications read', caught);
    }
  }

  return (
    <Popover.Root
      // Back to the bell on close: the button focused before the first opening may have been its stand-in (src/app/shell/on-demand.tsx).
      finalFocusEl={() => bellRef.current}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      // Fixed, as the header is: the page scrolling under it (or a focus before the layer is placed) never moves the layer away from its button.
      positioning={{ placement: 'bottom-end', gutter: 8, strategy: 'fixed' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <NotificationsBell ref={bellRef} unreadCount={unreadCount} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content ref={contentRef} aria-label="Notifications" width={{ base: 'calc(100vw - 1.5rem)', sm: '380px' }} maxW="380px" rounded="xl" shadow="lg" overflow="hidden">
            <Popover.Header as="div" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
              <Flex align="center" justify="space-between" gap="3">
                <HStack gap="2">
                  <Popover.Title fontWeight="semibold" fontSize="md">
                    Notifications
                  </Popover.Title>
                  {unreadCount > 0 ? (
                    <Badge colorPalette="brand" variant="subtle" rounded="full">
                      {unreadCount} new
                    </Badge>
                  ) : null}
                </HStack>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  onClick={() => void readAll()}
                  disabled={unreadCount === 0}
                  loading={markAllState.loading}
                >
                  <CheckCheck aria-hidden />
                  Mark all read
                </Button>
              </Flex>
            </Popover.Header>
            <Box height={NOTIFICATION_LIST_HEIGHT} overflowY="auto" overscrollBehavior="contain" data-testid="notification-list">
              {loading && !list ? (
                <Flex h="full" align="center" justify="center" role="status" gap="2" color="fg.muted">
                  <Spinner size="sm" />
                  <Text fontSize="sm">Loading notifications…</Text>
                </Flex>
              ) : notifications.length === 0 ? (
                <Flex h="full" direction="column" align="center" justify="center" gap="2" color="fg.muted" role="status">
                  <Circle size="12" bg="bg.muted">
                    <Icon as={BellOff} boxSize="5" aria-hidden />
                  </Circle>
                  <Text fontSize="sm" fontWeight="medium">
                    No notifications
                  </Text>
                </Flex>
              ) : (
                <chakra.ul ref={listRef} tabIndex={-1} listStyleType="none" m="0" p="0" aria-label="Notification list" outline="none">
                  {notifications.map((notification, index) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      onOpen={() => openNotification(notification)}
                      onDelete={() => void remove(notification, index)}
                    />
                  ))}
                </chakra.ul>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function NotificationItem({ notification, onOpen, onDelete }: { notification: NotificationRow; onOpen: () => void; onDelete: () => void }) {
  const kind = TYPE_ICONS[notification.type];
  const now = useNow();
  return (
    <LinkBox
      as="li"
      display="flex"
      alignItems="flex-start"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={notification.read ? undefined : 'brand.subtle'}
      _hover={{ bg: notification.read ? 'bg.muted' : 'brand.muted' }}
      transition="background 0.15s"
      _focusWithin={{ bg: notification.read ? 'bg.muted' : 'brand.muted' }}
    >
      <Circle size="9" bg={`${kind.palette}.subtle`} color={`${kind.palette}.fg`} flexShrink={0} mt="0.5">
        <Icon as={kind.icon} boxSize="4" aria-hidden />
      </Circle>
      <Box flex="1" minW="0">
        <LinkOverlay asChild outline="none" _focusVisible={{ textDecoration: 'underline' }}>
          <RouterLink
            to={notification.link}
            onClick={onOpen}
            data-notification-link=""
            aria-describedby={`notification-${notification.id}-detail`}
          >
            <Text as="span" display="block" fontSize="sm" fontWeight={notification.read ? 'medium' : 'semibold'} color="fg" lineClamp={1}>
              {notification.title}
              {notification.read ? null : <VisuallyHiddenUnread />}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Box id={`notification-${notification.id}-detail`}>
          <Text fontSize="sm" color="fg.muted" lineClamp={2} mt="0.5">
            {notification.message}
          </Text>
          <Text as="time" display="block" fontSize="xs" color="fg.muted" mt="1" {...{ dateTime: notification.createdAt }}>
            {relativeTime(notification.createdAt, now)}
          </Text>
        </Box>
      </Box>
      {notification.read ? null : <Circle size="2" bg="brand.solid" mt="2" flexShrink={0} aria-hidden />}
      <IconButton
        aria-label={`Delete notification: ${notification.title}`}
        size="xs"
        variant="ghost"
        color="fg.muted"
        flexShrink={0}
        position="relative"
        zIndex="1"
        _hover={{ color: 'red.fg', bg: 'red.subtle' }}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </IconButton>
    </LinkBox>
  );
}

function VisuallyHiddenUnread() {
  return (
    <Box as="span" srOnly>
      {' '}
      (unread)
    </Box>
  );
}
