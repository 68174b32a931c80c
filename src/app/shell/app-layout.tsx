import { useQuery } from '@apollo/client/react';
import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches, useNavigation } from 'react-router';
import { ShellViewerDocument } from '../../graphql/__generated__/graphql';
import type { ShellLoader } from '../session-viewer';
import { StorageNotice } from '../storage-notice';
import { ViewerProvider, type Viewer } from '../../graphql/viewer';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '../../components/brand';
import { deferred, preload, useDeferred, whenIdle } from '../../lib/deferred';
import { loadToaster } from '../../components/ui/toaster';
import { loadTooltips } from '../../components/ui/tooltip';
import { AppHeader } from './header';
import { DesktopSidebar } from './sidebar';
import { useSidebarOpen } from './sidebar-state';

const HEADER_HEIGHT = '64px';

/** How long after the first screen the live layer loads and subscribes. */
const LIVE_START_DELAY_MS = 1000;

/**
 * The live layer (issue 41, "Live"; src/app/live): its code and its subscriptions' code load after the
 * first screen's figures, a second later when the browser is idle, so the first load does not carry them.
 */
const liveLayer = deferred(() => import('../live/live-layer'));

function Live() {
  const module = useDeferred(liveLayer);
  // A download that failed while offline is tried again when the browser is back online.
  useEffect(() => {
    if (module) return;
    const retry = () => preload(liveLayer);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [module]);
  return module ? <module.LiveLayer /> : null;
}

/** The deepest matched route's title (from the route table), for the document title. */
function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle: unknown = matches[index]?.handle;
    if (typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string' && handle.title) return handle.title;
  }
  return null;
}

/** A thin bar at the top of the content while the next screen's code and data load. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="absolute"
      top="0"
      insetInline="0"
      h="2px"
      overflow="hidden"
      bg="brand.muted"
      zIndex="1"
      css={{
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: '0',
          width: '40%',
          bg: 'brand.solid',
          animation: 'shell-progress 1.1s ease-in-out infinite',
        },
        '@keyframes shell-progress': {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(250%)' },
        },
      }}
    />
  );
}

/**
 * The app shell: skip link, sticky header, the role's sidebar (a drawer on small screens) and the
 * main landmark the current screen renders into. It provides the viewer to everything inside.
 */
export function AppLayout() {
  const snapshot = useLoaderData<ShellLoader>();
  // The loader has put the session in the cache; this keeps the shell current after a role switch.
  const { data } = useQuery(ShellViewerDocument);
  const session = data?.viewer;
  const viewer = useMemo<Viewer>(
    () => ({
      authenticated: session?.authenticated ?? snapshot.authenticated,
      role: session?.role ?? snapshot.role,
      user: session?.authenticated ? (session.user ?? null) : null,
      demo: session?.demo ?? false,
    }),
    [session, snapshot],
  );

  // The shell first renders with the first screen and its data (the router waits for both), so the
  // tooltips' and toasts' code loads after the figures are on screen, when the browser is next idle.
  // Live updates start a second later still: their subscriptions bring the rest of the in-browser
  // server's part (mocks/portal-server.ts), which must not compete with the first screen's last work.
  useEffect(() => {
    whenIdle(() => {
      loadTooltips();
      loadToaster();
    });
    const timer = setTimeout(() => whenIdle(() => preload(liveLayer)), LIVE_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const [sidebarOpen, toggleSidebar] = useSidebarOpen();
  // The drawer belongs to the location it was opened at, so any navigation closes it.
  const location = useLocation();
  const [drawerLocationKey, setDrawerLocationKey] = useState<string | null>(null);
  const drawerOpen = drawerLocationKey === location.key;
  const title = useRouteTitle();

  return (
    <ViewerProvider viewer={viewer}>
      <title>{title ? `${title} · ${PRODUCT_NAME} ${PRODUCT_SUBTITLE}` : `${PRODUCT_NAME} ${PRODUCT_SUBTITLE}`}</title>
      <Flex direction="column" minH="100dvh" css={{ '--shell-header-height': HEADER_HEIGHT }}>
        <SkipNavLink id="main-content">Skip to main content</SkipNavLink>
        <AppHeader mobileNavOpen={drawerOpen} onMobileNavOpenChange={(open) => setDrawerLocationKey(open ? location.key : null)} />
        <Flex flex="1" align="stretch">
          {viewer.authenticated ? <DesktopSidebar role={viewer.role} open={sidebarOpen} onToggle={toggleSidebar} /> : null}
          <Box
            as="main"
            id="main-content"
            tabIndex={-1}
            position="relative"
            flex="1"
            minW="0"
            outline="none"
            px={{ base: '4', md: '6', xl: '8' }}
            py={{ base: '5', md: '8' }}
          >
            <NavigationProgress />
            <Box maxW="1400px" mx="auto" w="full">
              <StorageNotice />
              <Outlet />
            </Box>
          </Box>
        </Flex>
        <Live />
      </Flex>
    </ViewerProvider>
  );
}
