import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { errorMessage } from '../graphql/errors';
import { ACCESS_DENIED_STATUS } from './router';
import { AccessDenied } from './access-denied';

/**
 * The route error element: keeps the shell around it, says what happened, and offers a way back.
 * FORBIDDEN (from the guard or from the server) shows the access-denied screen.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === ACCESS_DENIED_STATUS) return <AccessDenied />;
  const { message, code } = errorMessage(error);
  if (code === 'FORBIDDEN') return <AccessDenied />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : message;
  return (
    <Box as="section" aria-labelledby="route-error-title" maxW="2xl" mx="auto" py="12" px="4">
      <Heading id="route-error-title" as="h1" size="2xl" mb="3">
        Unexpected Application Error!
      </Heading>
      <Text as="p" color="fg.muted" mb="6" data-testid="route-error-detail">
        {detail}
      </Text>
      <HStack gap="3" wrap="wrap">
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
    </Box>
  );
}
