import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { TOOLTIP_TIMING } from '../components/ui/tooltip';
import { portalSystem } from './theme';

/**
 * Everything every screen needs around it: the design system (with the portal's tooltip timing for
 * every tooltip), the GraphQL client and the toaster.
 */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={portalSystem()}>
      <Tooltip.PropsProvider value={TOOLTIP_TIMING}>
        <ApolloProvider client={client}>
          {children}
          <Toaster />
        </ApolloProvider>
      </Tooltip.PropsProvider>
    </ChakraProvider>
  );
}
