import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useReadQuery, type PreloadQueryFunction, type QueryRef } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { useLoaderData, type Params } from 'react-router';
import type { Role } from './__generated__/graphql';

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

/**
 * A screen query's data with its root fields present. The contract makes a root field nullable when it
 * can fail for authorization (schema.graphql); a failed field comes with an error, which the route's
 * error screen shows before the screen renders. `TNullable` names the root fields that may be null
 * (or skipped) without an error, such as a contest banner when none runs.
 */
export type ScreenData<TData, TNullable extends keyof TData = never> = {
  [K in keyof TData]: K extends TNullable ? TData[K] : NonNullable<TData[K]>;
};

/** A root field the server left null although the screen cannot show its page without it. */
export class MissingScreenDataError extends Error {
  constructor(field: string) {
    super(`The server sent no ${field} and no error saying why. Please try again.`);
    this.name = 'MissingScreenDataError';
  }
}

/** A screen query's data, checked: throws MissingScreenDataError (the route's error screen) for a null root field not in `nullable`. */
export function screenData<TData, TNullable extends keyof TData = never>(data: TData, ...nullable: TNullable[]): ScreenData<TData, TNullable> {
  for (const [field, value] of Object.entries(data as object)) {
    if (value === null && !nullable.includes(field as TNullable)) throw new MissingScreenDataError(field);
  }
  return data as ScreenData<TData, TNullable>;
}

/** Reads the query the route loader started; re-renders when the cache changes. */
export function useScreenQuery<TData, TNullable extends keyof TData = never>(...nullable: TNullable[]): ScreenData<TData, TNullable> {
  const { queryRef } = useLoaderData() as { queryRef: QueryRef<TData> };
  return screenData(useReadQuery(queryRef).data as TData, ...nullable);
}
