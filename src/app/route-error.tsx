import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { Box, Button, Circle, Code, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert, WifiOff } from 'lucide-react';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { errorMessage } from '../graphql/errors';
import { ACCESS_DENIED_STATUS, AccessDenied } from './access-denied';

function deniedPath(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data = error.data as { path?: unknown } | null;
  return typeof data?.path === 'string' ? data.path : undefined;
}

export const NETWORK_ERROR_TITLE = "We couldn't reach the server";
export const NETWORK_ERROR_TEXT = "We couldn't reach the server, even after trying again. Check your connection, then retry.";

/**
 * Whether the data could not be fetched at all (HTTP mode: no connection, an HTTP error status or an
 * answer that is not GraphQL), as opposed to an answer carrying GraphQL errors.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || isRouteErrorResponse(error)) return false;
  if (ServerError.is(error) || ServerParseError.is(error)) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/**
 * Retry opens the same address again, which re-runs the route's loaders (its query included); the
 * screen comes back when they succeed. A revalidation alone would not do: the router's error boundary
 * lets go of the error only once it has rendered the revalidation as loading, and when the loaders
 * answer at once the router's two updates reach the page as one render, so the error stayed on screen.
 * A new location always lets it go.
 */
function RetryButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <Button
      colorPalette="brand"
      loading={navigation.state !== 'idle' && navigation.location.pathname === location.pathname}
      loadingText="Retrying"
      onClick={() => void navigate(location, { replace: true, state: location.state })}
    >
      Retry
    </Button>
  );
}

/**
 * The route error element: keeps the shell around it, says what happened, and offers Retry and a way
 * back. The guard's 403 shows the access-denied screen; a FORBIDDEN answer from the server shows it
 * with Retry (the session may have changed in the meantime).
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === ACCESS_DENIED_STATUS) return <AccessDenied path={deniedPath(error)} />;
  const { message, code } = errorMessage(error);
  if (code === 'FORBIDDEN') {
    return (
      <>
        <AccessDenied />
        <HStack justify="center" pb="8">
          <RetryButton />
        </HStack>
      </>
    );
  }
  const network = isNetworkFailure(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : message;
  return (
    <Box as="section" aria-labelledby="route-error-title" maxW="2xl" mx="auto" py={{ base: '8', md: '16' }} px="4">
      <Stack align="center" textAlign="center" gap="4">
        <Circle size="16" bg="red.subtle" color="red.fg">
          <Icon as={network ? WifiOff : TriangleAlert} boxSize="8" aria-hidden />
        </Circle>
        <Heading id="route-error-title" as="h1" size="2xl">
          {network ? NETWORK_ERROR_TITLE : 'Unexpected Application Error!'}
        </Heading>
        {network ? (
          <Text as="p" color="fg.muted" maxW="lg">
            {NETWORK_ERROR_TEXT}
          </Text>
        ) : null}
        <Code as="p" data-testid="route-error-detail" colorPalette="red" variant="surface" px="3" py="2" whiteSpace="pre-wrap" wordBreak="break-word" maxW="full">
          {detail}
        </Code>
        <HStack gap="3" wrap="wrap" justify="center" mt="2">
          <RetryButton />
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to="/">Return to Dashboard</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
