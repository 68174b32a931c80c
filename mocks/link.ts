import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import type { PortalServer } from './portal-server';

/**
 * An Apollo link straight to an in-browser server (tests and benchmarks): each operation runs through
 * the server's executor with a fresh context, as the worker runs it (mocks/worker-protocol.ts), without
 * the worker's messages. It runs the portal's own documents, which codegen validates against the
 * schema at build time; the worker validates every other document it is sent
 * (mocks/portal-operations.ts).
 */
export class ServerLink extends ApolloLink {
  constructor(private readonly server: PortalServer) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
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

export function createServerLink(server: PortalServer): ServerLink {
  return new ServerLink(server);
}
