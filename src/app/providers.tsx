import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { portalSystem } from './theme';

/**
 * Everything every screen needs around it: the design system, the GraphQL client and the toaster.
 */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={portalSystem()}>
      <ApolloProvider client={client}>
        {children}
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
