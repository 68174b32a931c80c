import { ApolloLink } from '@apollo/client/link';
import { OperationTypeNode, type ExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import type { PortalServer } from './portal-server';

/**
 * An Apollo link straight to an in-browser server (tests and benchmarks): each operation runs through
 * the server's executor with a fresh context, as the worker runs it (mocks/worker-protocol.ts), without
 * the worker's messages. It runs the portal's own documents, which codegen validates against the
 * schema at build time; the worker validates every other document it is sent
 * (mocks/portal-operations.ts).
 *
 * A subscription stays open: each of its results is sent as it comes (each event the viewer may read,
 * `PortalServer.subscribe`), until the link's subscriber unsubscribes, which ends it on the server.
 */
export class ServerLink extends ApolloLink {
  constructor(private readonly server: PortalServer) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return streamOf(() => this.server.subscribe(operation.query, operation.variables, operation.operationName));
    return new Observable((observer) => {
      this.server.execute(operation.query, operation.variables, operation.operationName).then(
        (result) => {
          if (observer.closed) return;
          observer.next(result as ApolloLink.Result);
          observer.complete();
        },
        (error: unknown) => {
          if (!observer.closed) observer.error(error);
        },
      );
    });
  }
}

/**
 * The results of a subscription as an Observable: each one as it comes, then completion when the
 * server ends it; a subscription the server refused is its one result. Unsubscribing returns the
 * server's iterator, which ends the subscription there.
 */
export function streamOf(open: () => Promise<AsyncIterable<ExecutionResult> | ExecutionResult>): Observable<ApolloLink.Result> {
  return new Observable<ApolloLink.Result>((observer) => {
    let iterator: AsyncIterator<ExecutionResult> | null = null;
    let stopped = false;
    const pump = async () => {
      const opened = await open();
      if (!(Symbol.asyncIterator in opened)) {
        observer.next(opened as ApolloLink.Result);
        observer.complete();
        return;
      }
      iterator = opened[Symbol.asyncIterator]();
      if (stopped) {
        await iterator.return?.();
        return;
      }
      for (;;) {
        const step = await iterator.next();
        if (step.done || stopped) break;
        observer.next(step.value as ApolloLink.Result);
      }
      observer.complete();
    };
    pump().catch((error: unknown) => {
      if (!observer.closed) observer.error(error);
    });
    return () => {
      stopped = true;
      void iterator?.return?.();
    };
  });
}

export function createServerLink(server: PortalServer): ServerLink {
  return new ServerLink(server);
}
