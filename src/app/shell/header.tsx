import { useQuery } from '@apollo/client/react';
import { Box, Flex, Link, Separator, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { ShellNotificationsDocument } from '../../graphql/__generated__/graphql';
import { ROLE_LABELS, useViewer } from '../../graphql/viewer';
import { BrandMark } from '../../components/brand';
import { AccountTrigger, LoginButton, NotificationsBell, OpenNavigationButton } from './header-triggers';
import { OnDemand, type StandInProps } from './on-demand';

// The layers load on first use (src/app/shell/on-demand.tsx); the buttons show at once.
const loadAccountMenu = () => import('./account-menu');
const loadNotificationsMenu = () => import('./notifications-menu');
const loadMobileNav = () => import('./mobile-nav');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const NotificationsMenu = lazy(() => loadNotificationsMenu().then((module) => ({ default: module.NotificationsMenu })));
const MobileNavDrawer = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNavDrawer })));

/** The bell before its panel has loaded: the unread count comes from the same query the panel reads. */
function NotificationsStandIn(props: StandInProps) {
  const { data } = useQuery(ShellNotificationsDocument);
  return <NotificationsBell unreadCount={data?.notifications?.unreadCount ?? 0} aria-haspopup="dialog" aria-expanded={false} {...props} />;
}

/**
 * Who the portal is showing, at the right of the header (docs/product.md, "Screens and navigation"): a
 * dealer's dealership, city and dealer number; just 'Client Admin' for a client admin; an advisor's
 * dealership and role.
 */
function ViewerIdentity() {
  const { role, user } = useViewer();
  if (!user) return null;
  if (role === 'CLIENT_ADMIN') {
    return (
      <Text fontSize="sm" fontWeight="semibold" color="fg" data-testid="header-identity">
        {ROLE_LABELS.CLIENT_ADMIN}
      </Text>
    );
  }
  const details = role === 'DEALER' && user.dealerNumber ? `${user.location} · Dealer #${user.dealerNumber}` : `${user.location} · ${ROLE_LABELS[role]}`;
  return (
    <Box textAlign="end" lineHeight="short" minW="0" data-testid="header-identity">
      <Text fontSize="sm" fontWeight="semibold" color="fg" truncate>
        {user.dealershipName}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {details}
      </Text>
    </Box>
  );
}

export interface AppHeaderProps {
  mobileNavOpen: boolean;
  onMobileNavOpenChange: (open: boolean) => void;
}

/** The sticky top header: navigation button (small screens), brand, identity, notifications and account. */
export function AppHeader({ mobileNavOpen, onMobileNavOpenChange }: AppHeaderProps) {
  const viewer = useViewer();
  return (
    <Flex
      as="header"
      id="app-header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="var(--shell-header-height)"
      align="center"
      gap={{ base: '1', md: '3' }}
      px={{ base: '2', md: '4', lg: '6' }}
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      {viewer.authenticated ? (
        <OnDemand
          load={loadMobileNav}
          used={mobileNavOpen}
          onUse={() => onMobileNavOpenChange(true)}
          standIn={(props) => <OpenNavigationButton aria-haspopup="dialog" aria-expanded={false} {...props} />}
        >
          <MobileNavDrawer role={viewer.role} open={mobileNavOpen} onOpenChange={onMobileNavOpenChange} />
        </OnDemand>
      ) : null}
      <Link asChild rounded="md" px="1" py="1" minW="0" _hover={{ textDecoration: 'none' }}>
        <RouterLink to="/">
          <BrandMark />
        </RouterLink>
      </Link>
      <Box flex="1" />
      {viewer.authenticated ? (
        <>
          <Box display={{ base: 'none', md: 'block' }} maxW="xs" minW="0">
            <ViewerIdentity />
          </Box>
          <Separator orientation="vertical" h="8" display={{ base: 'none', md: 'block' }} mx="1" />
          <OnDemand load={loadNotificationsMenu} standIn={(props) => <NotificationsStandIn {...props} />}>
            <NotificationsMenu defaultOpen />
          </OnDemand>
          <OnDemand load={loadAccountMenu} standIn={(props) => <AccountTrigger aria-haspopup="menu" aria-expanded={false} {...props} />}>
            <AccountMenu defaultOpen />
          </OnDemand>
        </>
      ) : (
        <LoginButton />
      )}
    </Flex>
  );
}
