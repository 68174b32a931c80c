import { Box, Button, Circle, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { useContext } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Role } from '../graphql/__generated__/graphql';
import { canAccess, ROUTES } from './routes';
import { useSessionActions } from './shell/session-actions';
import { ROLE_LABELS, ROLES, ViewerContext } from '../graphql/viewer';

/** Status 403 thrown by the route guard (src/app/router.tsx); the route error screen shows this screen for it. */
export const ACCESS_DENIED_STATUS = 403;

/** The roles other than the current one that may open `path` (from the route table). */
export function rolesAllowedAt(path: string | undefined, current: Role): Role[] {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) return [];
  return ROLES.filter((role) => role !== current && canAccess(entry.access, { authenticated: true, role }));
}

function RoleSwitchOffer({ path }: { path: string | undefined }) {
  const viewer = useContext(ViewerContext);
  const { switchRole, pending } = useSessionActions();
  if (!viewer?.authenticated) return null;
  const roles = rolesAllowedAt(path, viewer.role);
  if (roles.length === 0) return null;
  return (
    <>
      {roles.map((role) => (
        <Button key={role} variant="outline" loading={pending === 'switch'} onClick={() => void switchRole(role, path)}>
          Switch to {ROLE_LABELS[role]} view
        </Button>
      ))}
    </>
  );
}

/**
 * Shown instead of a screen the current role may not use; its data is never loaded. Offers the
 * dashboard and a switch to a role that may open the page.
 */
export function AccessDenied({ path }: { path?: string }) {
  return (
    <Box as="section" aria-labelledby="access-denied-title" maxW="2xl" mx="auto" py={{ base: '8', md: '16' }} px="4" textAlign="center">
      <Stack align="center" gap="4">
        <Circle size="16" bg="orange.subtle" color="orange.fg">
          <Icon as={ShieldAlert} boxSize="8" aria-hidden />
        </Circle>
        <Heading id="access-denied-title" as="h1" size="2xl">
          Access denied
        </Heading>
        <Text as="p" color="fg.muted" maxW="lg">
          Your current role can&apos;t open this page. Switch role from the account menu, or go back to your dashboard.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" mt="2">
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Return to Dashboard</RouterLink>
          </Button>
          <RoleSwitchOffer path={path} />
        </HStack>
      </Stack>
    </Box>
  );
}
