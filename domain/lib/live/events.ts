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
  private readonly subscribers = new Set<(event: LiveEvent) => unknown>();

  /** How many iterators are open. */
  get size(): number {
    return this.subscribers.size;
  }

  publish(event: LiveEvent): void {
    for (const push of this.subscribers) void push(event);
  }

  events(): AsyncIterableIterator<LiveEvent> {
    return new Repeater<LiveEvent>(async (push, stop) => {
      this.subscribers.add(push);
      await stop;
      this.subscribers.delete(push);
    }, new SlidingBuffer(SUBSCRIBER_BUFFER));
  }
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

/** What `mapped`'s step returns for a value it leaves out. */
export const LEFT_OUT: unique symbol = Symbol('left out');

/**
 * `source`'s values through `step`, leaving out those it answers `LEFT_OUT` for. Returning the iterator
 * returns `source`'s at once, even while it waits for a value: a subscriber who leaves (a closed page, a
 * dropped connection) is let go now, not at the next event (an async generator would take `return()`
 * only between its steps).
 */
export function mapped<In, Out>(source: AsyncIterable<In>, step: (value: In) => Out | typeof LEFT_OUT | Promise<Out | typeof LEFT_OUT>): AsyncIterableIterator<Out> {
  return new Repeater<Out>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    let stopped = false;
    const stopping = stop.then(() => {
      stopped = true;
      return null;
    });
    try {
      for (;;) {
        const next = await Promise.race([iterator.next(), stopping]);
        if (next === null || next.done) break;
        const out = await step(next.value);
        if (stopped) break;
        if (out !== LEFT_OUT) await push(out);
      }
    } finally {
      await iterator.return?.();
      stop();
    }
  });
}

/**
 * A subscription's results: each event of `source` run by `run` (in a fresh context of the viewer's
 * scope, as each server does it), leaving out the events the viewer may not read. Returning the
 * iterator returns `source`'s at once.
 */
export function eventResults<Event>(source: AsyncIterable<Event>, run: (event: Event) => Promise<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
  return mapped(source, async (event) => {
    const result = await run(event);
    return result.errors?.some((error) => error.extensions?.code === LIVE_EVENT_SKIPPED) ? LEFT_OUT : result;
  });
}
