import { Badge, Button, Float, Icon, IconButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
import { Bell, ChevronDown, LogIn, Menu as MenuIcon, UserRound } from 'lucide-react';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { useViewer } from '../../graphql/viewer';

/**
 * The header's buttons, apart from the layers they open (src/app/shell/on-demand.tsx): the shell shows
 * them at once, and the account menu, the notifications panel and the navigation drawer load on first
 * use (BENCHMARKS.md, "Where a target is missed"). Each layer wraps the same button as its trigger.
 */

/** The account menu's button: the user's photo or an icon; who is signed in shows inside the menu. */
export function AccountTrigger(props: ButtonProps) {
  const viewer = useViewer();
  return (
    <Button aria-label="Account menu" variant="ghost" px="1" h="auto" py="1" rounded="full" gap="1" {...props}>
      <UserAvatar size="sm" colorPalette="brand" variant="solid" src={viewer.user?.avatarUrl}>
        <UserRound aria-hidden />
      </UserAvatar>
      <Icon as={ChevronDown} boxSize="4" color="fg.muted" display={{ base: 'none', md: 'block' }} aria-hidden />
    </Button>
  );
}

/** The bell's accessible name: "Notifications", with the unread count when above 0. */
export function notificationsLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** The notifications bell with its unread badge (99+ above 99). */
export function NotificationsBell({ unreadCount, ...props }: Omit<IconButtonProps, 'aria-label'> & { unreadCount: number; ref?: Ref<HTMLButtonElement> }) {
  return (
    <IconButton aria-label={notificationsLabel(unreadCount)} variant="ghost" size="md" rounded="full" position="relative" color="fg.muted" {...props}>
      <Bell aria-hidden />
      {unreadCount > 0 ? (
        <Float placement="top-end" offset="2.5" aria-hidden>
          <Badge
            data-testid="notifications-badge"
            colorPalette="red"
            variant="solid"
            rounded="full"
            minW="5"
            h="5"
            px="1"
            justifyContent="center"
            fontSize="2xs"
            fontWeight="bold"
            borderWidth="2px"
            borderColor="bg"
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </Badge>
        </Float>
      ) : null}
    </IconButton>
  );
}

/** Small screens: the button that opens the navigation drawer. */
export function OpenNavigationButton(props: Omit<IconButtonProps, 'aria-label'> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <IconButton aria-label="Open navigation" variant="ghost" size="md" color="fg.muted" display={{ base: 'inline-flex', lg: 'none' }} {...props}>
      <MenuIcon aria-hidden />
    </IconButton>
  );
}

/** Shown in the header instead of the account menu when nobody is signed in. */
export function LoginButton() {
  return (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to="/login">
        <LogIn aria-hidden />
        Login
      </RouterLink>
    </Button>
  );
}
