import { Badge, Box, HStack, Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { Bell, Braces, Building2, Check, LogOut, ShieldCheck, Store, UserCog, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import type { Role } from '../../graphql/__generated__/graphql';
import { ROLE_LABELS, ROLES, useViewer } from '../../graphql/viewer';
import { useState } from 'react';
import { AccountTrigger } from './header-triggers';
import { useMounted } from './on-demand';
import { useSessionActions } from './session-actions';

interface MenuLink {
  value: string;
  label: string;
  to: string;
  icon: LucideIcon;
}

/** docs/product.md, "Roles": dealers also reach their profile pages from the account menu. */
const DEALER_LINKS: readonly MenuLink[] = [
  { value: 'profile-settings', label: 'Profile Settings', to: '/profile-settings', icon: UserCog },
  { value: 'dealer-profile', label: 'Dealer Profile', to: '/profile-settings?tab=dealer', icon: Building2 },
  { value: 'notification-preferences', label: 'Notification Preferences', to: '/profile-settings?tab=notifications', icon: Bell },
];

const ROLE_ICONS: Record<Role, LucideIcon> = { DEALER: Store, COMFORT_ADVISOR: UserRound, CLIENT_ADMIN: ShieldCheck };

const ROLE_PREFIX = 'role:';
const SIGN_OUT = 'sign-out';

const GRAPHIQL_LINK: MenuLink = { value: 'graphiql', label: 'GraphiQL', to: '/graphiql', icon: Braces };

/**
 * The header's account menu: who is signed in, the role switcher on demo data (the current role disabled),
 * the dealer's profile pages, the GraphiQL panel and Sign out.
 */
export function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const viewer = useViewer();
  const { switchRole, signOut, pending } = useSessionActions();
  const navigate = useNavigate();
  const name = viewer.user?.name ?? 'Account';
  const links = viewer.role === 'DEALER' ? [...DEALER_LINKS, GRAPHIQL_LINK] : [GRAPHIQL_LINK];
  const [open, setOpen] = useState(defaultOpen);
  const mounted = useMounted();

  function onSelect(value: string) {
    if (value === SIGN_OUT) void signOut();
    const role = ROLES.find((candidate) => value === `${ROLE_PREFIX}${candidate}`);
    if (role) void switchRole(role);
  }

  return (
    <Menu.Root
      open={open && mounted}
      onOpenChange={(details) => setOpen(details.open)}
      // Fixed, as the header is: the page scrolling under it (or a focus before the layer is placed) never moves the layer away from its button.
      positioning={{ placement: 'bottom-end', gutter: 8, strategy: 'fixed' }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => onSelect(value)}
      // A link item chosen with the keyboard: follow it inside the app instead of reloading the page.
      navigate={({ node }) => {
        const to = node.getAttribute('href');
        if (to) void navigate(to);
      }}
    >
      {/* The button's name is "Account menu", so it shows no text (an icon, or the user's photo); who is
          signed in shows inside the menu. */}
      <Menu.Trigger asChild>
        <AccountTrigger loading={pending !== null} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" rounded="xl" shadow="lg" py="2">
            <HStack px="3" pt="1" pb="3" gap="3">
              <UserAvatar size="md" colorPalette="brand" variant="solid" aria-hidden name={name} src={viewer.user?.avatarUrl} />
              <Box minW="0">
                <Text fontWeight="semibold" fontSize="sm" truncate>
                  {name}
                </Text>
                {viewer.user?.email ? (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {viewer.user.email}
                  </Text>
                ) : null}
                <Badge mt="1" size="sm" colorPalette="brand" variant="subtle">
                  {ROLE_LABELS[viewer.role]}
                </Badge>
              </Box>
            </HStack>
            {viewer.demo ? (
              <>
                <Menu.Separator />
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
                    Switch role
                  </Menu.ItemGroupLabel>
                  {ROLES.map((role) => {
                    const current = role === viewer.role;
                    return (
                      <Menu.Item key={role} value={`${ROLE_PREFIX}${role}`} disabled={current || pending !== null}>
                        <Icon as={ROLE_ICONS[role]} boxSize="4" color="fg.muted" aria-hidden />
                        <Box flex="1">{ROLE_LABELS[role]}</Box>
                        {current ? (
                          <>
                            <Icon as={Check} boxSize="4" color="brand.fg" aria-hidden />
                            <Box as="span" srOnly>
                              (current role)
                            </Box>
                          </>
                        ) : null}
                      </Menu.Item>
                    );
                  })}
                </Menu.ItemGroup>
              </>
            ) : null}
            <Menu.Separator />
            <Menu.ItemGroup>
              {links.map((link) => (
                <Menu.Item key={link.value} value={link.value} asChild>
                  <RouterLink to={link.to}>
                    <Icon as={link.icon} boxSize="4" color="fg.muted" aria-hidden />
                    {link.label}
                  </RouterLink>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value={SIGN_OUT} color="red.fg" _highlighted={{ bg: 'red.subtle', color: 'red.fg' }}>
              <Icon as={LogOut} boxSize="4" aria-hidden />
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
