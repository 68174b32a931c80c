import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';
import { CSRF_HEADER } from './csrf';
import { LIVE_CONNECTION_CONTEXT, liveRetryDelay, type LiveConnectionListener } from './live-retry';

/**
 * The HTTP server's subscriptions (issue 41, "Live"): each one is a Server-Sent Events stream from the
 * same `/graphql` URL the page's queries use, in graphql-sse's distinct connections mode, with the
 * session cookie and the CSRF header (docs/server.md). A dropped stream is opened again with backoff
 * for as long as the page is open (src/graphql/live-retry.ts); the live layer hears of it through the
 * operation's context and refetches what the page may have missed (events are not replayed).
 * Its code loads with the first subscription, after the first screen (src/graphql/client.ts).
 */
export class SseLink extends ApolloLink {
  private readonly client: Client;

  constructor(url: string) {
    super();
    this.client = createClient({
      url,
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: '1' },
      retryAttempts: Number.POSITIVE_INFINITY,
      retry: (retries) => new Promise((resolve) => setTimeout(resolve, liveRetryDelay(retries + 1))),
    });
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    const listener = operation.getContext()[LIVE_CONNECTION_CONTEXT] as LiveConnectionListener | undefined;
    return new Observable<ApolloLink.Result>((observer) =>
      this.client.subscribe<Record<string, unknown>>(
        { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
        {
          next: (result) => observer.next(result as ApolloLink.Result),
          complete: () => observer.complete(),
          error: (error) => observer.error(error instanceof Error ? error : new Error(String(error))),
        },
        {
          connecting: (reconnecting) => {
            if (reconnecting) listener?.lost();
          },
          connected: (reconnected) => listener?.connected(reconnected),
        },
      ),
    );
  }
}

export function sseLink(url: string): ApolloLink {
  return new SseLink(url);
}
