import { createSourceEventStream, execute, validateSubscriptionArgs, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { MemoryContext } from '../domain/context';
import { eventResults, isLiveEvent, LiveHub, type LiveEvent, type LiveFeed } from '../domain/lib/live/events';

/**
 * What the in-browser server needs only once a page subscribes (mocks/portal-server.ts loads it with
 * the first subscription, so neither the first screen nor the worker's first load carries it): the
 * subscriptions' hub, and running one subscription.
 */
export { isLiveEvent, LiveHub };

export interface SubscriptionRun {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  hub: LiveHub;
  /** A fresh context of the session's viewer, on this tab's latest data. */
  contextFor: () => MemoryContext;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * Opens one subscription: its source stream in a context of its own, then each event read as a query of
 * its own, in a fresh context (graphql-js runs the subscription's selections with the event as their
 * root); the events the viewer may not read are left out (`eventResults`). Returns the result that
 * refused it when it cannot open.
 */
export async function openSubscription({ schema, document, variables, operationName, hub, contextFor }: SubscriptionRun): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
  // The subscription's own view of the hub: ending the subscription returns these iterators at once,
  // which ends the generators reading them even while they wait for an event (an async generator
  // takes `return()` only between its steps).
  const feeds: AsyncIterator<LiveEvent>[] = [];
  const live: LiveFeed = {
    events: () => {
      const iterator = hub.events();
      feeds.push(iterator);
      return iterator;
    },
  };
  const args = { schema, document, variableValues: variables, operationName };
  const validated = validateSubscriptionArgs({ ...args, contextValue: { ...contextFor(), live } });
  if (Array.isArray(validated)) return { errors: validated };
  const source = await createSourceEventStream(validated as Exclude<typeof validated, readonly unknown[]>);
  if (!isAsyncIterable(source)) return source as ExecutionResult;
  const results = eventResults(source, async (event) => await execute({ ...args, rootValue: event, contextValue: contextFor() }));
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => results.next(),
      return: async () => {
        await Promise.all(feeds.map((feed) => feed.return?.()));
        return await results.return();
      },
    }),
  };
}
