import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component as ReactComponent, lazy, Suspense, type ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';

const GraphiQLPanel = lazy(() => import('./graphiql-panel'));

class PanelBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Flex h="full" align="center" justify="center" p="6">
        <Stack align="center" textAlign="center" gap="3" maxW="md">
          <Text fontWeight="semibold">The query editor could not load.</Text>
          <Text color="fg.muted" fontSize="sm">
            Check your connection and reload the page to try again.
          </Text>
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Flex>
    );
  }
}

function PanelLoading() {
  return (
    <Flex h="full" align="center" justify="center" gap="3" role="status" aria-busy="true" color="fg.muted">
      <Spinner size="md" color="brand.solid" />
      <Text>Loading the query editor…</Text>
    </Flex>
  );
}

/**
 * GraphiQL's own layout puts the docs, the operation editor and the result side by side, with
 * minimum widths that add up to more than a phone has. Below the lg breakpoint the result goes under
 * the editor and the GraphiQL logo is left out; below md the docs, when opened, take the whole panel
 * instead of squeezing the editors (the sidebar's docs button switches back).
 */
const GRAPHIQL_CSS = {
  // GraphiQL's own theme variables (HSL parts): its primary colour becomes the portal's brand blue.
  '& .graphiql-container': { height: '100%', '--color-primary': '221, 72%, 38%' },
  lgDown: {
    '& .graphiql-sessions': { margin: '2', minWidth: 0 },
    '& #graphiql-session': { flexDirection: 'column', minHeight: 0 },
    '& #graphiql-session > .graphiql-horizontal-drag-bar': { display: 'none' },
    '& .graphiql-editors, & .graphiql-response': { minWidth: 0, minHeight: 0 },
    '& .graphiql-query-editor': { padding: '2', columnGap: '2' },
    '& .graphiql-logo': { display: 'none' },
  },
  mdDown: {
    // The drag bar beside the docs is there only while the docs are open.
    '& .graphiql-main:has(> .graphiql-horizontal-drag-bar)': {
      '& > .graphiql-horizontal-drag-bar, & > .graphiql-sessions': { display: 'none' },
      '& > .graphiql-plugin': { flex: '1 !important', minWidth: 0 },
    },
  },
} as const;

/** GraphiQL: the live schema and its docs, running as the current session on the portal's data. */
export function Component() {
  return (
    <Box>
      <PageHeader
        title="GraphiQL"
        description="Explore the portal's GraphQL schema and run queries and mutations as the signed-in user, on the same data the screens show."
      />
      <Box
        data-testid="graphiql-container"
        role="region"
        aria-label="GraphiQL query editor"
        h={{ base: '70dvh', lg: 'calc(100dvh - 15rem)' }}
        minH="480px"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="xl"
        overflow="hidden"
        bg="bg"
        shadow="xs"
        // Positioned, so that the editors' absolutely placed layers are clipped to the panel too.
        position="relative"
        css={GRAPHIQL_CSS}
      >
        <PanelBoundary>
          <Suspense fallback={<PanelLoading />}>
            <GraphiQLPanel />
          </Suspense>
        </PanelBoundary>
      </Box>
    </Box>
  );
}
