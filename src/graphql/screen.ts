import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery, type PreloadedQueryRef, type PreloadQueryFunction, type QueryRef } from '@apollo/client/react';
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

/** Options of a screen's query besides its variables. */
export interface ScreenQueryOptions {
  /** Defaults to the client's (cache-first): `network-only` reads the figures afresh on every visit. */
  fetchPolicy?: 'cache-first' | 'network-only';
}

/**
 * What a screen's loader returns: the screen's one query, started and loaded, with the document it
 * was started from. The document is the screen's key to it: `useScreenQuery(document)` finds it by
 * that document, and its data type is the document's.
 */
export class ScreenQuery<TData, TVariables extends OperationVariables> {
  constructor(
    readonly document: TypedDocumentNode<TData, TVariables>,
    readonly queryRef: QueryRef<TData, TVariables>,
    /** The variables the loader gave the query. */
    readonly variables: TVariables | undefined,
  ) {}

  /** Whether this is the query of `document` (then it has that document's types). */
  isOf<TOtherData, TOtherVariables extends OperationVariables>(
    document: TypedDocumentNode<TOtherData, TOtherVariables>,
  ): this is ScreenQuery<TOtherData, TOtherVariables> {
    const mine: unknown = this.document;
    return mine === document;
  }
}

/**
 * Starts a screen's one query in the route loader and waits for it, so code and data load in
 * parallel and a failing query (or FORBIDDEN) lands in the route's error screen. The loader returns
 * the result; the screen reads it with `useScreenQuery` and the same document.
 */
export async function preloadScreenQuery<TData, TVariables extends OperationVariables>(
  args: ScreenLoaderArgs,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: NoInfer<TVariables>,
  options: ScreenQueryOptions = {},
): Promise<ScreenQuery<TData, TVariables>> {
  // The one cast of the screen data API, at Apollo's boundary: PreloadQueryFunction types its options
  // and its result by conditional types over the variables and options, which TypeScript cannot
  // resolve for a generic document. For a concrete document they come to this signature: the
  // document's data and variables, complete or streaming (the client keeps Apollo's default
  // errorPolicy, `none`, and never asks for partial data).
  const preload = args.preload as <D, V extends OperationVariables>(
    document: TypedDocumentNode<D, V>,
    options: { variables?: V } & ScreenQueryOptions,
  ) => PreloadedQueryRef<D, V>;
  const queryRef = await args.preload.toPromise(preload(document, { variables, ...options }));
  return new ScreenQuery(document, queryRef, variables);
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

/** Throws MissingScreenDataError for the first root field of `data` that is null although not in `nullable`. */
function assertRootFields<TData extends object, TNullable extends keyof TData>(
  data: TData,
  nullable: readonly TNullable[],
): asserts data is TData & ScreenData<TData, TNullable> {
  const allowed = new Set<PropertyKey>(nullable);
  const missing = Object.entries(data).find(([field, value]) => value === null && !allowed.has(field));
  if (missing) throw new MissingScreenDataError(missing[0]);
}

/** A screen query's data, checked: throws MissingScreenDataError (the route's error screen) for a null root field not in `nullable`. */
export function screenData<TData extends object, TNullable extends keyof TData = never>(data: TData, ...nullable: TNullable[]): ScreenData<TData, TNullable> {
  assertRootFields(data, nullable);
  return data;
}

/** A screen query, as the screen reads it. */
export interface ScreenQueryResult<TData extends object, TVariables extends OperationVariables, TNullable extends keyof TData> {
  /** The query's data with its root fields checked (see `screenData`); re-renders when the cache changes. */
  data: ScreenData<TData, TNullable>;
  /** The variables the route loader gave the query. */
  variables: TVariables | undefined;
  /** Loads more of the query (for `usePagedConnection`, src/graphql/paging.ts). */
  fetchMore: useQueryRefHandlers.Result<TData, TVariables>['fetchMore'];
  /** Loads the query again; the screen keeps showing its data meanwhile. */
  refetch: useQueryRefHandlers.Result<TData, TVariables>['refetch'];
}

/** The route's loader did not return the query of the document the screen reads. */
export class ScreenQueryMismatchError extends Error {
  constructor() {
    super("The screen reads a query its route's loader did not start: the loader must return preloadScreenQuery(args, document) with the document the screen reads.");
    this.name = 'ScreenQueryMismatchError';
  }
}

/**
 * What the route's loader returned, when it is an instance of `type` (throws otherwise): a loader
 * hands its screen values of a class of its own (`ScreenQuery` from `preloadScreenQuery`, or a small
 * class for values without a query), so the screen's read is checked and typed by that class.
 */
export function useScreenLoaderData<T>(type: abstract new (...args: never[]) => T): T {
  const loaded: unknown = useLoaderData();
  if (!(loaded instanceof type)) {
    throw new Error(`The route's loader returned no ${type.name}: the screen reads what its own loader returns.`);
  }
  return loaded;
}

/**
 * Reads the query the route loader started with `document` (`preloadScreenQuery`): its data, typed
 * by the document, and its handlers. The handlers are taken before the read, as a refetch or a page
 * of `fetchMore` needs (src/graphql/paging.ts). `nullable` names the root fields that may be null
 * without an error (see `ScreenData`).
 */
export function useScreenQuery<TData extends object, TVariables extends OperationVariables, TNullable extends keyof TData = never>(
  document: TypedDocumentNode<TData, TVariables>,
  ...nullable: TNullable[]
): ScreenQueryResult<TData, TVariables, TNullable> {
  const loaded = useScreenLoaderData(ScreenQuery);
  if (!loaded.isOf(document)) throw new ScreenQueryMismatchError();
  const { fetchMore, refetch } = useQueryRefHandlers(loaded.queryRef);
  const { data } = useReadQuery(loaded.queryRef);
  return { data: screenData(data, ...nullable), variables: loaded.variables, fetchMore, refetch };
}
