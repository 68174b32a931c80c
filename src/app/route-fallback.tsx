import { Box, Spinner } from '@chakra-ui/react';

/** Shown while a route's code and data load. */
export function RouteFallback() {
  return (
    <Box role="status" aria-live="polite" display="flex" alignItems="center" justifyContent="center" minH="40vh" gap="3">
      <Spinner size="md" color="brand.solid" />
      <Box as="span" color="fg.muted">
        Loading…
      </Box>
    </Box>
  );
}
