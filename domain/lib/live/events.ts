import { Repeater, SlidingBuffer } from '@repeaterjs/repeater';
import { GraphQLError, type ExecutionResult } from 'graphql';

/**
 * What the stores announce once a change is saved (docs/server.md, "Live updates"): ids and the owners
 * a subscriber is matched against, never the data itself. Each subscriber reads the rest in its own
 * scope, so an event cannot carry another dealership's rows to anyone.
 */
export type LiveEvent =
  | { topic: 'claim'; claimId: string; dealershipId: string | null; participantId: string | null }
  | { topic: 'notification'; notificationId: string; userId: string; kind: 'CREATED' | 'READ' | 'DELETED' }
  | { topic: 'balance'; userId: string };

export type LiveTopic = LiveEvent['topic'];

/** Where a server's subscriptions read the announced events from. */
export interface LiveFeed {
  /** Every event announced from now on, until the iterator is returned. */
  events(): AsyncIterableIterator<LiveEvent>;
}

/**
 * How many events wait for one slow subscriber before the oldest are dropped. A subscriber that falls
 * this far behind reads its screens again when it catches up (the page refetches on reconnection).
 */
const SUBSCRIBER_BUFFER = 256;

/** One process's (or one worker's) subscribers: each announced event goes to every open iterator. */
export class LiveHub implements LiveFeed {
  private readonly subscribers = new Map<(event: LiveEvent) => unknown, () => void>();
  private closed = false;

  /** How many iterators are open. */
  get size(): number {
    return this.subscribers.size;
  }

  publish(event: LiveEvent): void {
    for (const push of this.subscribers.keys()) void push(event);
  }

  events(): AsyncIterableIterator<LiveEvent> {
    return new Repeater<LiveEvent>(async (push, stop) => {
      if (this.closed) return stop();
      this.subscribers.set(push, stop);
      await stop;
      this.subscribers.delete(push);
    }, new SlidingBuffer(SUBSCRIBER_BUFFER));
  }

  /**
   * Ends every open iterator, and every one opened from now on, at once: a server shutting down ends its
   * subscriptions (their streams complete) instead of waiting for them.
   */
  close(): void {
    this.closed = true;
    for (const stop of this.subscribers.values()) stop();
  }
}

/**
 * `source`'s values that `keep` keeps, mapped by `map` (a value it maps to `undefined` is left out).
 * Returning the result returns `source` at once, even while it waits for its next value (an async
 * generator's `return` would wait for that value first), so a closed subscription lets go of its
 * feed at once.
 */
export function mapEvents<In, Out>(
  source: AsyncIterable<In>,
  map: (value: In) => Out | undefined | Promise<Out | undefined>,
  /** Whether a mapped value is the last: the iterator ends once it has been read. */
  last: (value: Out) => boolean = () => false,
): AsyncIterableIterator<Out> {
  return new Repeater<Out>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const stopped = stop.then(() => ({ done: true as const, value: undefined }));
    void stopped.then(() => iterator.return?.());
    try {
      for (;;) {
        const next = await Promise.race([iterator.next(), stopped]);
        if (next.done) break;
        const mapped = await map(next.value);
        if (mapped === undefined) continue;
        await push(mapped);
        if (last(mapped)) break;
      }
      stop();
    } catch (error) {
      stop(error);
    }
  });
}

/** Whether a parsed value is an event the stores announce: anything else on the channel is ignored. */
export function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  const text = (key: string) => typeof event[key] === 'string';
  const textOrNull = (key: string) => event[key] === null || text(key);
  switch (event.topic) {
    case 'claim':
      return text('claimId') && textOrNull('dealershipId') && textOrNull('participantId');
    case 'notification':
      return text('notificationId') && text('userId') && ['CREATED', 'READ', 'DELETED'].includes(event.kind as string);
    case 'balance':
      return text('userId');
    default:
      return false;
  }
}

/** The code of an event its subscriber may not read: the servers send nothing for it. */
export const LIVE_EVENT_SKIPPED = 'LIVE_EVENT_SKIPPED';

/** Thrown by a subscription's resolver for an event the viewer may not read (or that is gone). */
export function skipEvent(): GraphQLError {
  return new GraphQLError('Nothing to send for this event', { extensions: { code: LIVE_EVENT_SKIPPED } });
}

/**
 * A subscription's results: each event of `source` run by `run` (in a fresh context of the viewer's
 * scope, as each server does it), leaving out the events the viewer may not read. A result refused
 * with UNAUTHENTICATED (the viewer signed out, or their session ended) is the last: the subscription
 * ends after it. Returning the iterator returns `source`'s at once.
 */
export function eventResults<Event>(source: AsyncIterable<Event>, run: (event: Event) => Promise<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
  const refused = (result: ExecutionResult, code: string) => result.errors?.some((error) => error.extensions?.code === code) ?? false;
  return mapEvents(
    source,
    async (event) => {
      const result = await run(event);
      return refused(result, LIVE_EVENT_SKIPPED) ? undefined : result;
    },
    (result) => refused(result, 'UNAUTHENTICATED'),
  );
}
