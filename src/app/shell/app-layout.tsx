import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { NavLink, Outlet, useLoaderData } from 'react-router';
import { navFor } from '../routes';
import type { ViewerSnapshot } from '../router';

/** The app shell: header, sidebar and the main landmark the current screen renders into. */
export function AppLayout() {
  const viewer = useLoaderData() as ViewerSnapshot;
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" px="4" py="3">
        <Heading as="p" size="md">
          Dealer Loyalty Portal
        </Heading>
      </Box>
      <Flex flex="1">
        {viewer.authenticated ? (
          <Box as="nav" aria-label="Main navigation" w="60" borderRightWidth="1px" bg="bg" p="3">
            <Stack as="ul" listStyleType="none" gap="1">
              {navFor(viewer.role).map((entry) => (
                <li key={entry.path}>
                  <Link asChild>
                    <NavLink to={entry.path} end>
                      {entry.nav.label}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
        <Box as="main" id="main-content" flex="1" minW="0" p={{ base: '4', md: '8' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
