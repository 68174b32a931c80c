import { otherScreens } from './other-screens';
import { createPortalServer, type PortalServer, type ServerOptions } from './portal-server';
import { getSchema } from './schema';

export * from './portal-server';

/**
 * The in-browser GraphQL server with every part from the start, as the tests and the benchmarks run
 * it. The page's worker builds the same server with the other screens' part loaded on demand
 * (mocks/worker.ts).
 */
export function createServer(options: ServerOptions): PortalServer {
  return createPortalServer(options, { schema: getSchema(), otherScreens });
}
