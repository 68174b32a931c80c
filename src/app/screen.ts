import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useReadQuery, type PreloadQueryFunction, type QueryRef } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { useLoaderData, type Params } from 'react-router';
import type { Role } from '../graphql/__generated__/graphql';

/** What a screen's loader receives: the client and its preloader, the URL and the viewer. */
export interface ScreenLoaderArgs {
  client: ApolloClient;
  preload: PreloadQueryFunction;
  url: URL;
  params: Params;
  viewer: { authenticated: boolean; role: Role };
}

/** A route module (src/screens/<route>/route.tsx): an optional loader and the screen component. */
export interface ScreenModule {
  loader?: (args: ScreenLoaderArgs) => unknown;
  Component: ComponentType;
}

/**
 * Starts a screen's one query in the route loader and waits for it, so code and data load in
 * parallel and a failing query (or FORBIDDEN) lands in the route's error screen.
 */
export async function preloadScreenQuery<TData, TVariables extends OperationVariables>(
  args: ScreenLoaderArgs,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<{ queryRef: QueryRef<TData, TVariables> }> {
  const queryRef = (args.preload as (doc: unknown, options: unknown) => QueryRef<TData, TVariables>)(document, {
    variables,
  });
  await args.preload.toPromise(queryRef as never);
  return { queryRef };
}

/** Reads the query the route loader started; re-renders when the cache changes. */
export function useScreenQuery<TData, TVariables extends OperationVariables = OperationVariables>(): TData {
  const { queryRef } = useLoaderData() as { queryRef: QueryRef<TData, TVariables> };
  return useReadQuery(queryRef).data as TData;
}
