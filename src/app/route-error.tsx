import { Box, Button, Circle, Code, Heading, HStack, Icon, Stack } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link as RouterLink, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { errorMessage } from '../graphql/errors';
import { ACCESS_DENIED_STATUS } from './router';
import { AccessDenied } from './access-denied';

function deniedPath(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data = error.data as { path?: unknown } | null;
  return typeof data?.path === 'string' ? data.path : undefined;
}

/**
 * The route error element: keeps the shell around it, says what happened, and offers a way back.
 * FORBIDDEN (from the guard or from the server) shows the access-denied screen.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === ACCESS_DENIED_STATUS) return <AccessDenied path={deniedPath(error)} />;
  const { message, code } = errorMessage(error);
  if (code === 'FORBIDDEN') return <AccessDenied />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : message;
  return (
    <Box as="section" aria-labelledby="route-error-title" maxW="2xl" mx="auto" py={{ base: '8', md: '16' }} px="4">
      <Stack align="center" textAlign="center" gap="4">
        <Circle size="16" bg="red.subtle" color="red.fg">
          <Icon as={TriangleAlert} boxSize="8" aria-hidden />
        </Circle>
        <Heading id="route-error-title" as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Code as="p" data-testid="route-error-detail" colorPalette="red" variant="surface" px="3" py="2" whiteSpace="pre-wrap" wordBreak="break-word" maxW="full">
          {detail}
        </Code>
        <HStack gap="3" wrap="wrap" justify="center" mt="2">
          <Button colorPalette="brand" onClick={() => revalidator.revalidate()}>
            Retry
          </Button>
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
