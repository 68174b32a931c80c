import { parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { LiveEvent, LiveHub } from '../domain/lib/live/events';
import type { MemoryContext, Repositories, ServerConfig, Viewer } from '../domain/context';
import { dealersOf } from '../domain/lib/admin/dealers';
import { FIRST_SCREEN_MEMORY_REPOSITORIES } from './repositories/first-screen';
import { memoryViewer } from '../domain/repositories/users';
import { Database, dbLayoutOf, type KeyValueStorage } from '../domain/db';
import { OTHER_SCREENS_MANIFEST } from '../domain/__generated__/other-screens-manifest';
import {
  collectionsBuilder,
  partManifestOf,
  repositoriesFrom,
  resolversOf,
  type AnyDomain,
  type PartManifest,
} from '../domain/domains/define';
import { FIRST_SCREEN_DOMAINS } from '../domain/domains/first-screen';
import { addDomainResolvers } from '../domain/executable-schema';
import { awaitingOtherScreens, fillIn } from '../domain/lib/later-part';
import { createExecutor, type CompilerLoading, type Executor } from './executor';
import type { ScaleOptions } from '../domain/fixtures/types';
import { DEMO_RECEIPT_FORM_CONFIG } from '../domain/receipt-config';
import { SessionStore } from '../domain/session-store';
import { scopeOf } from '../domain/scope';
import { checkDocument } from './portal-operations';
import { loadOnce } from '../src/lib/load-once';
import { programTime } from '../src/lib/program-time';

export interface ServerOptions {
  /** localStorage in the browser; a MemoryStorage in tests; null keeps nothing. */
  storage: KeyValueStorage | null;
  now?: () => Date;
  scale?: ScaleOptions;
  config?: Partial<ServerConfig>;
  /** When the query compiler loads (mocks/executor.ts); `eager` unless the page's worker says otherwise. */
  compilerLoading?: CompilerLoading;
  /**
   * The BroadcastChannel the servers of one browser's tabs share for live updates (`LIVE_CHANNEL` in
   * the page's worker). Without it the server's subscriptions hear its own changes only.
   */
  liveChannel?: string;
}

/** The channel the page's workers (one per tab) tell each other their changes on. */
export const LIVE_CHANNEL = 'dealer-portal-live';

/**
 * What one tab's server posts to the others once an operation's changes are saved: the events it
 * announced, and the storage generation (domain/storage-keys.ts) that holds the changes.
 */
export interface LiveMessage {
  events: LiveEvent[];
  generation: number;
}

/**
 * How long a tab waits for storage to bring it another tab's change before it runs that change's
 * events anyway. The page forwards another tab's save as soon as the browser tells it (mocks/browser.ts),
 * which takes milliseconds; this only bounds a save that never arrives.
 */
export const LIVE_CATCH_UP_MS = 2000;

function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return Array.isArray(message.events) && typeof message.generation === 'number';
}


/** The in-browser GraphQL server: schema, database and session, and a context per operation. */
export interface PortalServer {
  schema: GraphQLSchema;
  db: Database;
  session: SessionStore;
  config: ServerConfig;
  contextFor(): MemoryContext;
  executor: Executor;
  /**
   * Runs one validated operation with a fresh context, as the worker and the tests' link do. Only an
   * operation of the shell or a dashboard (`firstScreen`, mocks/portal-operations.ts) runs before the
   * rest of the server has loaded; any other waits for it.
   */
  execute(document: DocumentNode, variables?: Record<string, unknown> | null, operationName?: string | null, firstScreen?: boolean): Promise<ExecutionResult>;
  /** Loads the other screens' part, once (at once when it is here already). */
  loadOtherScreens(): Promise<void>;
  /**
   * Opens one validated subscription with a fresh context: its results, one per event the viewer may
   * read, each run in a fresh context of its own; or the result that refused it (an error). Returning
   * the iterator ends the subscription. A subscription is not a first-screen operation: it waits for
   * the rest of the server.
   */
  subscribe(document: DocumentNode, variables?: Record<string, unknown> | null, operationName?: string | null): Promise<AsyncIterable<ExecutionResult> | ExecutionResult>;
  /** The subscriptions' hub (made with the first subscription): what a test publishes into, and how many are open. */
  liveHub(): Promise<LiveHub>;
  /** Stops listening to the other tabs (the live channel). */
  close(): void;
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

/**
 * A part of the in-browser server: its domains (domain/domains), and the stores of their repositories
 * over the database, keyed by the repository names the domains give (mocks/repositories/first-screen.ts).
 */
export interface ServerPart {
  domains: readonly AnyDomain[];
  repositories: Readonly<Record<string, (db: Database) => unknown>>;
}

/** The part only screens other than the shell and the dashboards use (mocks/other-screens.ts). */
export type OtherScreensPart = ServerPart;

/** The portal's first-screen part: the domains the shell and the dashboards need, and their stores. */
export const FIRST_SCREEN_PART: ServerPart = { domains: FIRST_SCREEN_DOMAINS, repositories: FIRST_SCREEN_MEMORY_REPOSITORIES };

/**
 * What a server is made of: its schema, the first screen's part, and the other screens' part, either
 * here already (its resolvers are then on the schema) or loaded with the first operation that needs it.
 * The page's worker loads it (mocks/worker.ts), so the first screen's download does not carry it; until
 * then the server knows the other screens' domains by their manifest (names only).
 */
export interface ServerParts {
  schema: GraphQLSchema;
  /** The portal's (`FIRST_SCREEN_PART`) unless given. */
  firstScreen?: ServerPart;
  otherScreens: OtherScreensPart | (() => Promise<OtherScreensPart>);
  /** What the first screen knows of the other screens' domains before they load; the portal's (domain/__generated__) unless given. */
  otherScreensManifest?: PartManifest;
}

export function createPortalServer(options: ServerOptions, parts: ServerParts): PortalServer {
  const clock = options.now ?? (() => new Date());
  const { schema, otherScreens } = parts;
  const first = parts.firstScreen ?? FIRST_SCREEN_PART;
  const loaded = typeof otherScreens === 'function' ? null : otherScreens;
  const manifest = loaded ? partManifestOf(loaded.domains) : (parts.otherScreensManifest ?? OTHER_SCREENS_MANIFEST);
  const db = new Database(options.storage, {
    now: clock,
    scale: options.scale,
    layout: dbLayoutOf(first.domains, manifest),
    otherScreens: loaded ? collectionsBuilder(loaded.domains) : undefined,
  });
  const session = new SessionStore(options.storage);
  const config: ServerConfig = { ...DEFAULT_SERVER_CONFIG, ...options.config };
  const executor = createExecutor(schema, { loading: options.compilerLoading ?? 'eager' });
  const repositories = repositoriesFrom(first.domains, first.repositories, db);
  if (loaded) Object.assign(repositories, repositoriesFrom(loaded.domains, loaded.repositories, db));
  else awaitingOtherScreens(repositories, manifest.repositories, 'repository', { enumerable: true });
  const loadOtherScreens =
    typeof otherScreens !== 'function'
      ? () => Promise.resolve()
      : loadOnce(async () => {
          const part = await otherScreens();
          const made = repositoriesFrom(part.domains, part.repositories, db);
          addDomainResolvers(schema, resolversOf(part.domains));
          fillIn(repositories, made);
          db.addOtherScreens(collectionsBuilder(part.domains));
        });

  // Live updates (domain/lib/live/events.ts). The hub's code loads with the first subscription, which
  // waits for the rest of the server anyway; until then no one here listens, and nothing is published.
  let hub: LiveHub | null = null;
  let isLiveEvent: ((value: unknown) => value is LiveEvent) | null = null;
  const liveServer = loadOnce(() => import('./live-server'));
  const liveHub = loadOnce(async () => {
    const loaded = await liveServer();
    isLiveEvent = loaded.isLiveEvent;
    return (hub ??= new loaded.LiveHub());
  });
  const channel = options.liveChannel && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(options.liveChannel) : null;
  const catchingUp = new Set<() => void>();
  let closed = false;

  const publish = (events: readonly LiveEvent[]) => {
    if (hub) for (const event of events) hub.publish(event);
  };

  // After each operation: what its stores announced goes to this tab's subscribers at once (they read
  // this tab's data), and to other tabs once its changes are in storage, so that they can read them:
  // in the next task, after the save the database makes of every change of this one (one save for a
  // burst of changes, docs/server.md, "Where the data lives").
  const announceSaved = () => {
    const events = db.takeAnnounced();
    if (events.length === 0) return;
    publish(events);
    if (!channel) return;
    setTimeout(() => {
      if (closed) return;
      db.flush();
      // A save that failed is not in storage: no other tab could read what the events name.
      if (!db.unsaved) channel.postMessage({ events, generation: db.baseGeneration } satisfies LiveMessage);
    }, 0);
  };

  // Another tab's events run here once this tab's data holds their changes: storage reaches this server
  // through the page (MirrorStorage.receive, then Database.syncFromStorage), maybe after the message.
  const whenCaughtUp = (generation: number, then: () => void) => {
    const caughtUp = () => db.baseGeneration >= generation;
    db.syncFromStorage();
    if (caughtUp()) {
      then();
      return;
    }
    const done = () => {
      if (!catchingUp.delete(done)) return;
      stopListening();
      clearTimeout(timer);
      if (!closed) then();
    };
    const stopListening = db.subscribe((event) => {
      if (event.type === 'external-change' && caughtUp()) done();
    });
    const timer = setTimeout(() => {
      db.syncFromStorage();
      done();
    }, LIVE_CATCH_UP_MS);
    catchingUp.add(done);
  };

  const onLiveMessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isLiveMessage(message) || !hub || hub.size === 0 || !isLiveEvent) return;
    // Another tab may run another version of the portal: what is not an event is left out.
    const events = message.events.filter(isLiveEvent);
    if (events.length > 0) whenCaughtUp(message.generation, () => publish(events));
  };
  channel?.addEventListener('message', onLiveMessage);

  const contextFor = (): MemoryContext => {
    let viewer: Viewer | null = null;
    if (session.authenticated) {
      // The browser's session acts as the sample user of the role shown.
      viewer = memoryViewer(db, session.role);
    }
    // The memory repositories read and change this viewer's scope only (domain/scope.ts). The server has
    // one session, so the scope of its operation under way is the database's.
    db.scope = scopeOf(viewer);
    // One operation runs at one instant, read on the program's calendar: every "today" and "this year"
    // it works out is the program's (src/lib/program-time.ts).
    let startedAt: Date | undefined;
    return {
      db,
      repositories: repositories as unknown as Repositories,
      session,
      viewer,
      dealers: () => dealersOf(db),
      now: () => (startedAt ??= programTime(clock())),
      config,
      ...(hub ? { live: hub } : {}),
    };
  };

  const execute: PortalServer['execute'] = async (document, variables, operationName, firstScreen = false) => {
    if (!firstScreen) await loadOtherScreens();
    try {
      return await executor.execute({ document, variables, operationName, contextValue: contextFor() });
    } finally {
      announceSaved();
    }
  };

  const subscribe: PortalServer['subscribe'] = async (document, variables, operationName) => {
    await loadOtherScreens();
    const [events, { openSubscription }] = await Promise.all([liveHub(), liveServer()]);
    return await openSubscription({
      schema,
      document,
      variables,
      operationName,
      hub: events,
      contextFor: () => {
        db.syncFromStorage();
        return contextFor();
      },
    });
  };

  return {
    schema,
    db,
    session,
    config,
    contextFor,
    executor,
    execute,
    subscribe,
    liveHub,
    close() {
      closed = true;
      channel?.removeEventListener('message', onLiveMessage);
      channel?.close();
      for (const done of catchingUp) done();
    },
    loadOtherScreens,
    run: async (document, variables) => {
      const parsed = typeof document === 'string' ? parse(document) : document;
      const invalid = await checkDocument(schema, parsed);
      if (invalid.length > 0) return { errors: invalid } as ExecutionResult<never>;
      return (await execute(parsed, variables)) as ExecutionResult<never>;
    },
  };
}

/** The names of the other screens' repositories, from their domains' manifest (domain/__generated__/other-screens-manifest.ts). */
export const OTHER_SCREENS_REPOSITORIES: readonly string[] = OTHER_SCREENS_MANIFEST.repositories;
