import { parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Context, Repositories, ServerConfig, Viewer } from './context';
import { dealersOf } from './lib/admin/dealers';
import { memoryRepositories } from './repositories/memory';
import { memoryViewer } from './repositories/users';
import { Database, type KeyValueStorage } from './db';
import { createExecutor, type CompilerLoading, type Executor } from './executor';
import type { ScaleOptions } from './fixtures/types';
import { DEMO_RECEIPT_FORM_CONFIG } from './receipt-config';
import { getSchema } from './schema';
import { SessionStore } from './session-store';
import { checkDocument } from './portal-operations';
import { programTime } from '../src/lib/program-time';

export interface ServerOptions {
  /** localStorage in the browser; a MemoryStorage in tests; null keeps nothing. */
  storage: KeyValueStorage | null;
  now?: () => Date;
  scale?: ScaleOptions;
  config?: Partial<ServerConfig>;
  /** When the query compiler loads (mocks/executor.ts); `eager` unless the page's worker says otherwise. */
  compilerLoading?: CompilerLoading;
}

/** The in-browser GraphQL server: schema, database and session, and a context per operation. */
export interface PortalServer {
  schema: GraphQLSchema;
  db: Database;
  session: SessionStore;
  config: ServerConfig;
  contextFor(): Context;
  executor: Executor;
  /** Runs one validated operation with a fresh context, as the worker and the tests' link do. */
  execute(document: DocumentNode, variables?: Record<string, unknown> | null, operationName?: string | null): Promise<ExecutionResult>;
  /** Parses, validates and runs one operation (tests and benchmarks). */
  run<TData = Record<string, unknown>>(
    document: string | DocumentNode,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<TData>>;
}

export const DEFAULT_SERVER_CONFIG: ServerConfig = {
  signInDelayMs: 1500,
  receiptForm: DEMO_RECEIPT_FORM_CONFIG,
  demo: true,
};

export function createServer(options: ServerOptions): PortalServer {
  const clock = options.now ?? (() => new Date());
  const db = new Database(options.storage, { now: clock, scale: options.scale });
  const session = new SessionStore(options.storage);
  const config: ServerConfig = { ...DEFAULT_SERVER_CONFIG, ...options.config };
  const schema = getSchema();
  const executor = createExecutor(schema, { loading: options.compilerLoading ?? 'eager' });
  const repositories: Repositories = memoryRepositories(db);

  const contextFor = (): Context => {
    let viewer: Viewer | null = null;
    if (session.authenticated) {
      // The browser's session acts as the sample user of the role shown.
      viewer = memoryViewer(db, session.role);
    }
    // One operation runs at one instant, read on the program's calendar: every "today" and "this year"
    // it works out is the program's (src/lib/program-time.ts).
    let startedAt: Date | undefined;
    return {
      db,
      repositories,
      get data() {
        return db.data;
      },
      session,
      viewer,
      dealers: () => dealersOf(db),
      now: () => (startedAt ??= programTime(clock())),
      config,
    };
  };

  const execute: PortalServer['execute'] = (document, variables, operationName) =>
    executor.execute({ document, variables, operationName, contextValue: contextFor() });

  return {
    schema,
    db,
    session,
    config,
    contextFor,
    executor,
    execute,
    run: async (document, variables) => {
      const parsed = typeof document === 'string' ? parse(document) : document;
      const invalid = await checkDocument(schema, parsed);
      if (invalid.length > 0) return { errors: invalid } as ExecutionResult<never>;
      return (await execute(parsed, variables)) as ExecutionResult<never>;
    },
  };
}
