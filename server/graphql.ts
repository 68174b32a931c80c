import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useCookies } from '@whatwg-node/server-plugin-cookies';
import { createSourceEventStream, execute, getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule, validateSubscriptionArgs, type ExecutionArgs, type ExecutionResult, type ValidationContext } from 'graphql';
import { createYoga, isAsyncIterable, type Plugin, type YogaInitialContext, type YogaLogger } from 'graphql-yoga';
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Context } from '../domain/context';
import type { DealerDirectory } from '../domain/lib/admin/dealers';
import { DOMAINS } from '../domain/domains';
import { contractWith, mutationsOf, resolversOf, typeDefsOf, type AnyDomain } from '../domain/domains/define';
import { makePortalSchema } from '../domain/executable-schema';
import { delay as pause } from '../domain/lib/mutation';
import { SessionStore } from '../domain/session-store';
import { SAMPLE_USER_IDS } from '../domain/repositories/users';
import type { Viewer } from '../domain/context';
import { scopeOf } from '../domain/scope';
import { programTime } from '../src/lib/program-time';
import type { Account, Accounts } from './accounts/accounts';
import { PasswordResetThrottle, type SignInThrottle } from './accounts/throttle';
import type { IncomingMessage } from 'node:http';
import type { PortalServerSettings } from './config';
import { portalOrigin, sessionCookieName, viewerFor, type ServerContext, type ServerExtras } from './context';
import type { ProgramSeed } from './program-seed';
import { DealerDirectoryCache } from './dealer-directory';
import { SQL_REPOSITORIES, sqlRepositoriesOf } from './repositories/sql';
import { accountsResolvers } from './resolvers/accounts';
import { enrolmentResolvers } from './resolvers/enrolments';
import type { SqlDb, Tables } from './sql/database';
import type { Transaction } from 'kysely';
import { enterScope, operationTurns } from './sql/tenancy';
import { CSRF_HEADER } from '../src/graphql/csrf';
import { claimKey, fingerprintOf, keepAnswer, keyReused, requestKey } from './idempotency';
import { eventResults, type LiveFeed } from '../domain/lib/live/events';
import { unauthenticated } from '../domain/lib/errors';

/** Limits on what one request may ask (docs/server.md, "Security"); the portal's own documents stay well inside them. */
export const QUERY_LIMITS = { depth: 12, aliases: 20, tokens: 5000, cost: 50_000 } as const;

/**
 * The code of each limit's refusal (docs/server.md, "Security"): a client's mistake, answered with 400,
 * `extensions.code` and a message naming the limit, never logged as the server's error.
 */
export const LIMIT_CODES = {
  depth: 'QUERY_DEPTH_LIMIT_EXCEEDED',
  aliases: 'QUERY_ALIAS_LIMIT_EXCEEDED',
  tokens: 'QUERY_TOKEN_LIMIT_EXCEEDED',
  cost: 'QUERY_COST_LIMIT_EXCEEDED',
} as const;

/**
 * HTTP 400 for a refused document, whatever the client accepts: Yoga answers `application/json`
 * clients 200 for errors it marks as the spec's (`spec: true`), so these are not marked so.
 */
const BAD_REQUEST = { status: 400, spec: false } as const;

/** The codes of a refused document: it did not parse, or broke a rule or a limit. */
const REFUSAL_CODES = new Set<string>(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', ...Object.values(LIMIT_CODES)]);

/** A refused request's error as the client gets it: its message without the limits' "Syntax Error: " prefix, its code, and HTTP 400. */
function refusal(error: Pick<GraphQLError, 'message' | 'nodes' | 'source' | 'positions'>, code: string): GraphQLError {
  return new GraphQLError(error.message.replace(/^Syntax Error: (?=\w+ limit)/, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code, http: BAD_REQUEST },
  });
}

/** A limit plugin's settings: report the refusal as a validation error with the limit's code, instead of throwing it. */
function refusedAs(code: string) {
  return {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(refusal(error, code))],
  };
}

/** Errors thrown before a resolver changes anything: the guards and graphql-js's own input checks. */
const CLEAN_REFUSALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);

class RolledBack extends Error {
  constructor(readonly result: ExecutionResult) {
    super('The operation failed after it had changed data; its transaction is rolled back');
  }
}

export interface PortalYogaOptions {
  sqlDb: SqlDb;
  throttle: SignInThrottle;
  /** Writes the sample data over the tables: the demo's "reset demo data" (server/program-seed.ts). */
  seed: ProgramSeed;
  accounts: Accounts;
  settings: PortalServerSettings;
  logger: Logger;
  now?: () => Date;
  /** The domains it serves (domain/domains); the portal's unless given. */
  domains?: readonly AnyDomain[];
  /** The stores of their repositories over the SQL store, by repository key; the portal's unless given. */
  repositories?: Readonly<Record<string, unknown>>;
  /** The outbox's delivery worker, woken after a transaction that wrote a message commits (server/mail/delivery.ts). */
  mail?: { wake(): void };
  /** The events subscriptions read (server/live.ts); without it a subscription answers that live updates are not available. */
  live?: LiveFeed;
  /**
   * The store has one connection (PGlite): each query and mutation then holds it once, for its whole
   * operation, so that it waits once rather than once for each of its statements, and operations take
   * turns first come first served (server/sql/tenancy.ts `operationTurns`; docs/server.md, "Tenancy").
   */
  oneConnection?: boolean;
}

/** Yoga's log lines through pino: an error keeps its message and stack (pino's `err`), anything else its text. */
function yogaLogger(logger: Logger): YogaLogger {
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = args.filter((arg) => typeof arg === 'string').join(' ') || 'graphql';
      logger[level](err ? { err } : { details: args.filter((arg) => typeof arg !== 'string') }, text);
    };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}

/**
 * The portal's schema over HTTP with GraphQL Yoga: the same contract, resolvers and domain rules as the
 * in-browser server, with accounts and sessions in SQL. Each operation gets a fresh context whose
 * viewer comes from the session cookie, never from what the page says. A mutation (but sign-in) and a
 * dealer's or an advisor's query run in one transaction held to the viewer's scope; an administrator's
 * query runs on the pool (docs/server.md, "Tenancy").
 */
export function createPortalYoga(options: PortalYogaOptions) {
  const { sqlDb, seed, accounts, settings, logger, throttle } = options;
  const clock = options.now ?? (() => new Date());
  const domains = options.domains ?? DOMAINS;
  const sqlRepositories = sqlRepositoriesOf(domains, options.repositories ?? SQL_REPOSITORIES);
  const typeDefs = contractWith(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'), typeDefsOf(domains));
  const schema = makePortalSchema(typeDefs, { domains: resolversOf(domains), overrides: [accountsResolvers, enrolmentResolvers], mutations: () => mutationsOf(domains) });
  const config = { signInDelayMs: 0, receiptForm: settings.receiptForm, demo: settings.demo };
  const resetThrottle = new PasswordResetThrottle(settings.passwordReset);

  const dealerDirectory = new DealerDirectoryCache();
  const turns = options.oneConnection ? operationTurns() : null;
  const inTurn = <R>(work: () => Promise<R>): Promise<R> => (turns ? turns(work) : work());

  /**
   * Who asks: the session the request's cookie names, its viewer (read from the users' tables for each
   * operation) and the dealer directory (from the dealerships table only when its change marker moved:
   * server/dealer-directory.ts), read through `sql`.
   */
  async function identify(base: YogaInitialContext, sql: ServerExtras['sql']) {
    const now = clock();
    const token = (await base.request.cookieStore?.get(sessionCookieName(settings)))?.value ?? null;
    // One statement: the session, the user it acts as (demo mode's role switch acts as that role's
    // sample user) and the dealer directory's change marker.
    const found = token ? await accounts.identify(sql, token, now, settings.demo ? SAMPLE_USER_IDS : null) : undefined;
    const viewer: Viewer | null = found?.viewerUser ? { ...found.viewerUser, role: found.session.role } : null;
    const dealers = found?.dealersRevision != null ? await dealerDirectory.at(sql, found.dealersRevision) : await dealerDirectory.current(sql);
    return { now, token, found, viewer, dealers };
  }

  /** The operation's context; `scoped` as `contextWith`'s. */
  async function contextFor(base: YogaInitialContext, sql: ServerExtras['sql'], scoped = false): Promise<ServerContext> {
    return contextWith(base, await identify(base, sql), sql, scoped);
  }

  /**
   * The operation's context for `who`, its repositories over `sql`. `scoped`: `sql` is the operation's
   * transaction, whose statements are held to the viewer's scope by row-level security from here on
   * (server/sql/tenancy.ts).
   */
  async function contextWith(base: YogaInitialContext, who: Awaited<ReturnType<typeof identify>>, sql: ServerExtras['sql'], scoped: boolean): Promise<ServerContext> {
    const { now, token, found, viewer, dealers } = who;
    const session = new SessionStore(null);
    if (found) session.signIn(found.session.role);
    else session.signOut();
    let startedAt: Date | undefined;
    const server: ServerExtras = {
      sql,
      accounts,
      settings,
      request: base.request,
      auth: found && token ? { token, account: found.account } : null,
      answerDelayMs: 0,
      throttle,
      resetThrottle,
      clientAddress: (base as { req?: IncomingMessage }).req?.socket.remoteAddress ?? 'unknown',
      mailQueued: false,
      resetDemoData: () => (sql.isTransaction ? seed.reseed(sql as Transaction<Tables>) : seed.reseed()),
    };
    // Every repository of the operation reads and changes the viewer's scope only (docs/server.md, "Tenancy").
    const scope = scopeOf(viewer);
    if (scoped) await enterScope(sql, scope);
    const mail = {
      origin: portalOrigin(base.request, settings),
      queued: () => {
        server.mailQueued = true;
      },
    };
    const repositories = sqlRepositories(sql, () => dealers, { scope, mail });
    const context: ServerContext = {
      repositories,
      session,
      viewer,
      dealers: () => dealers,
      now: () => (startedAt ??= programTime(now)),
      config,
      server,
      live: options.live,
    };
    return Object.assign(context, base) as ServerContext;
  }

  /**
   * A context for the server acting as an account's own user outside GraphQL (the receipt service's
   * webhook, server/hooks/receipts.ts), in `trx`, held to that user's scope from here on as an operation
   * of theirs is; `base` is the HTTP request it acts on. The viewer is null when the account's user is gone.
   */
  async function contextAs(trx: Transaction<Tables>, account: Account, base: ServerJobRequest): Promise<ServerContext> {
    const now = clock();
    const users = sqlRepositories(trx, (): DealerDirectory => dealers).users;
    // One after the other: on a transaction, statements run one at a time.
    const viewer = await viewerFor(users, account, account.role, false);
    const dealers = await dealerDirectory.current(trx);
    return contextWith(base as unknown as YogaInitialContext, { now, token: null, found: undefined, viewer, dealers }, trx, true);
  }

  /** After the transaction of a context of `contextAs` committed: when it wrote a message, the worker sends it now. */
  function committedAs(context: ServerContext): void {
    if (context.server.mailQueued) options.mail?.wake();
  }

  /**
   * Runs `body` as a query of the viewer the request's session names. An administrator's scope is the
   * network, in which every row-level security policy lets every row through: the query's statements go
   * to the pool side by side. Anyone else's query runs in a transaction of its own, so that its scope can
   * be set for it (docs/server.md, "Tenancy"). On a store of one connection, every query runs in one
   * transaction, the session's statement included.
   */
  async function asQuery<R>(base: YogaInitialContext, body: (context: ServerContext) => Promise<R>): Promise<R> {
    const member = (who: Awaited<ReturnType<typeof identify>>) => scopeOf(who.viewer).kind !== 'network';
    if (turns) {
      return turns(() =>
        sqlDb.transaction().execute(async (trx) => {
          const who = await identify(base, trx);
          return body(await contextWith(base, who, trx, member(who)));
        }),
      );
    }
    const who = await identify(base, sqlDb);
    if (!member(who)) return body(await contextWith(base, who, sqlDb, false));
    return sqlDb.transaction().execute(async (trx) => body(await contextWith(base, who, trx, true)));
  }

  // Operations being run: a drain waits for them, whether or not their clients still wait for the answer.
  const running = new Set<Promise<unknown>>();
  function tracked<R>(operation: Promise<R>): Promise<R> {
    running.add(operation);
    void operation.finally(() => running.delete(operation)).catch(() => undefined);
    return operation;
  }

  function run(args: ExecutionArgs, execute: (args: ExecutionArgs) => unknown): Promise<ExecutionResult> {
    return tracked(runOperation(args, execute));
  }

  async function runOperation(args: ExecutionArgs, execute: (args: ExecutionArgs) => unknown): Promise<ExecutionResult> {
    const base = args.contextValue as YogaInitialContext;
    const operation = getOperationAST(args.document, args.operationName);
    const exec = async (context: Context) => (await execute({ ...args, contextValue: context })) as ExecutionResult;
    let answerDelay = 0;
    // The context of a mutation whose transaction committed: when it wrote a message, the worker sends it now.
    const committed = (result: ExecutionResult, context: ServerContext | undefined): ExecutionResult => {
      if (context?.server.mailQueued) options.mail?.wake();
      return result;
    };
    try {
      if (operation?.operation !== 'mutation') return await asQuery(base, (context) => exec(context));
      const fields = operation.selectionSet.selections.map((selection) => (selection.kind === 'Field' ? selection.name.value : ''));
      if (fields.length === 1 && fields[0] === 'signIn') {
        // Sign-in holds no transaction: its attempt is counted before the password is checked, and the
        // hash (a tenth of a second) runs without a database connection (docs/server.md, "Security").
        const context = await contextFor(base, sqlDb);
        const result = await exec(context);
        answerDelay = context.server.answerDelayMs;
        return result;
      }
      // "Reset demo data" writes the sample over every dealership's rows, so it runs out of any scope; its
      // resolver lets only a signed-in viewer of demo mode run it.
      const scoped = !(fields.length === 1 && fields[0] === 'resetDemoData');
      // The user action's key (docs/server.md, "Exactly once"): a repeat is answered once.
      const key = requestKey(base.request);
      if (key instanceof GraphQLError) return { errors: [key] };
      let context: ServerContext | undefined;
      const result = await inTurn(() => sqlDb.transaction().execute(async (trx) => {
        context = await contextFor(base, trx, scoped);
        // Kept per signed-in account; a signed-out mutation (sign-up, a password link) runs without it.
        const accountId = key === null ? null : (context.server.auth?.account.id ?? null);
        if (key !== null && accountId !== null) {
          // Claimed before the mutation writes anything: a repeat under way waits here for the first.
          const claim = await claimKey(trx, accountId, key, fingerprintOf(args.document, args.operationName, args.variableValues), clock());
          if (claim.kind === 'reused') return { errors: [keyReused()] };
          if (claim.kind === 'repeat') {
            context = undefined;
            return claim.result;
          }
        }
        const result = await exec(context);
        answerDelay = context.server.answerDelayMs;
        // A resolver that threw for another reason than access or input may have changed rows before it
        // did: nothing of it is kept, nor its key, so a repeat runs it again.
        if (result.errors?.some((error) => !CLEAN_REFUSALS.has(String(error.extensions?.code)))) throw new RolledBack(result);
        if (key !== null && accountId !== null) await keepAnswer(trx, accountId, key, result);
        return result;
      }));
      return committed(result, context);
    } catch (error) {
      if (error instanceof RolledBack) return error.result;
      throw error;
    } finally {
      await pause(answerDelay);
    }
  }

  /**
   * A subscription (docs/server.md, "Live updates"): its source stream is read with the viewer's context,
   * and each event is then run as an operation of its own, as a query is (the viewer read again from the
   * session, a member's statements in a transaction held to their scope, an administrator's on the
   * pool), so that an event is read by what the viewer may read now. Events the viewer may not read send
   * nothing; a session that ended ends the subscription with UNAUTHENTICATED.
   */
  async function subscribe(args: ExecutionArgs): Promise<ExecutionResult | AsyncIterable<ExecutionResult>> {
    const base = args.contextValue as YogaInitialContext;
    const who = await identify(base, sqlDb);
    if (!who.viewer) return { errors: [unauthenticated()] };
    const validated = validateSubscriptionArgs({ ...args, contextValue: await contextWith(base, who, sqlDb, false) });
    if (!('schema' in validated)) return { errors: validated };
    const source = await createSourceEventStream(validated);
    if (!isAsyncIterable(source)) return source;
    return eventResults(source, (event) =>
      asQuery(base, async (contextValue): Promise<ExecutionResult> => {
        if (!contextValue.viewer) return { errors: [unauthenticated()] };
        return (await execute({ ...args, rootValue: event, contextValue })) as ExecutionResult;
      }),
    );
  }

  const portalPlugin: Plugin = {
    onValidate({ addValidationRule }) {
      if (!settings.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    // A document that does not parse, or breaks a rule or a limit, is the client's mistake: 400 with its code.
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result) || Array.isArray(result) || 'data' in result || !result.errors?.length) return;
      const errors = result.errors.map((error) => {
        const code = String(error.extensions?.code ?? '');
        if (!REFUSAL_CODES.has(code)) return error;
        const tokens = code === 'GRAPHQL_PARSE_FAILED' && /Token limit/.test(error.message);
        return refusal(error, tokens ? LIMIT_CODES.tokens : code);
      });
      setResult({ ...result, errors });
    },
    onExecute({ setExecuteFn, executeFn }) {
      setExecuteFn((args) => run(args, executeFn));
    },
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn((args) => subscribe(args));
    },
  };

  const yoga = createYoga({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: settings.graphiql ? { title: 'Dealer portal GraphQL' } : false,
    landingPage: false,
    maskedErrors: true,
    batching: false,
    // The portal is served from this origin. Another origin is allowed only when listed
    // (PORTAL_CORS_ORIGINS), never by echoing whoever asks.
    cors: settings.corsOrigins.length > 0 ? { origin: settings.corsOrigins, credentials: true } : false,
    logging: yogaLogger(logger),
    plugins: [
      useCookies(),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      maxTokensPlugin({ n: QUERY_LIMITS.tokens }),
      maxDepthPlugin({ n: QUERY_LIMITS.depth, ignoreIntrospection: true, ...refusedAs(LIMIT_CODES.depth) }),
      maxAliasesPlugin({ n: QUERY_LIMITS.aliases, ...refusedAs(LIMIT_CODES.aliases) }),
      costLimitPlugin({ maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true, ...refusedAs(LIMIT_CODES.cost) }),
      portalPlugin,
    ],
  });
  /** Resolves once no operation is being run (a drain: server/http.ts). */
  async function operationsDone(): Promise<void> {
    while (running.size > 0) await Promise.allSettled([...running]);
  }
  return Object.assign(yoga, { contextAs, committedAs, operationsDone });
}

/** What a context of `contextAs` reads of the HTTP request it acts on: its address (for mail's links) and its connection. */
export interface ServerJobRequest {
  request: Request;
  req: IncomingMessage;
}

export type PortalYoga = ReturnType<typeof createPortalYoga>;
