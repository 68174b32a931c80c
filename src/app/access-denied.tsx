import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Shown instead of a screen the current role may not use; its data is never loaded. */
export function AccessDenied() {
  return (
    <Box as="section" aria-labelledby="access-denied-title" maxW="2xl" mx="auto" py="12" px="4">
      <Heading id="access-denied-title" as="h1" size="2xl" mb="3">
        Access denied
      </Heading>
      <Text as="p" color="fg.muted" mb="6">
        Your current role can't open this page. Switch role from the account menu, or go back to your dashboard.
      </Text>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Return to Dashboard</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
