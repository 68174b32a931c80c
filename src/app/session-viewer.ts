import type { ApolloClient } from '@apollo/client';
import { ShellViewerDocument } from '../graphql/__generated__/graphql';
import type { ScreenLoaderArgs } from '../graphql/screen';

export interface ViewerSnapshot {
  authenticated: boolean;
  role: ScreenLoaderArgs['viewer']['role'];
}

/**
 * The session as the server sees it now (cached after the first read; a role switch clears the cache).
 * The router's guard and the nav-link prefetch both read it here.
 */
export async function loadViewer(client: ApolloClient): Promise<ViewerSnapshot> {
  const result = await client.query({ query: ShellViewerDocument, fetchPolicy: 'cache-first' });
  const viewer = result.data?.viewer;
  return { authenticated: viewer?.authenticated ?? false, role: viewer?.role ?? 'DEALER' };
}

/** The shell route's loader, which the router gives the client; the shell reads its data by this type. */
export function shellLoader(client: ApolloClient): () => Promise<ViewerSnapshot> {
  return () => loadViewer(client);
}

export type ShellLoader = ReturnType<typeof shellLoader>;
