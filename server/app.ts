import pino, { type Logger } from 'pino';
import { DOMAINS } from '../domain/domains';
import { checkDomains, checkFixtures, type AnyDomain } from '../domain/domains/define';
import { ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID } from '../domain/fixtures/constants';
import type { ScaleOptions } from '../domain/fixtures/types';
import { Accounts } from './accounts/accounts';
import { OidcProviders } from './accounts/oidc';
import { SignInThrottle } from './accounts/throttle';
import { sharedSecret } from './accounts/secrets';
import { loadOnce } from '../src/lib/load-once';
import { DEMO_ACCOUNT_EMAILS, type PortalServerSettings } from './config';
import { createPortalYoga, type PortalYoga } from './graphql';
import { createHttpServer, type PortalHttpServer } from './http';
import { MailDelivery } from './mail/delivery';
import { startLiveListener, type LiveListener } from './live';
import { IdempotencySweep } from './idempotency';
import { ProgramSeed } from './program-seed';
import { SQL_REPOSITORIES, sqlRepositoriesOf, type SqlRepositories } from './repositories/sql';
import { openSqlStore, type SqlStore } from './sql/database';
import { migrateToLatest, migrationsWith } from './sql/migrations';

export interface PortalApp {
  settings: PortalServerSettings;
  sql: SqlStore;
  seed: ProgramSeed;
  accounts: Accounts;
  yoga: PortalYoga;
  http: PortalHttpServer;
  logger: Logger;
  /** The outbox's delivery worker (docs/server.md, "Mail"). */
  mail: MailDelivery;
  /** The live updates' listener and its hub (docs/server.md, "Live updates"). */
  live: LiveListener;
  close(): Promise<void>;
}

export interface AppOptions<Extra extends readonly AnyDomain[] = readonly AnyDomain[]> {
  now?: () => Date;
  scale?: ScaleOptions;
  logger?: Logger;
  /** PGlite's directory; null keeps it in memory (tests). Defaults to the settings' dataDir. */
  dataDir?: string | null;
  /** Domains beyond the portal's (domain/domains), each with the stores of its repositories over the SQL store. */
  extra?: ExtraDomains<Extra>;
}

/** Domains a server runs beside the portal's, with their SQL stores: leaving one out does not type-check. */
export interface ExtraDomains<Domains extends readonly AnyDomain[]> {
  domains: Domains;
  repositories: SqlRepositories<Domains>;
}

/** The demo accounts of demo mode, one per role, each acting as its role's sample user. */
export async function ensureDemoAccounts(sql: SqlStore, accounts: Accounts, password: string): Promise<void> {
  const users = { DEALER: DEALER_USER_ID, COMFORT_ADVISOR: ADVISOR_USER_ID, CLIENT_ADMIN: ADMIN_USER_ID } as const;
  for (const role of ['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'] as const) {
    await accounts.upsert(sql.db, { email: DEMO_ACCOUNT_EMAILS[role], password, role, userId: users[role] });
  }
}

/** Opens the database (migrating it, and seeding an empty one: the sample data in demo mode, else the configuration) and builds the GraphQL and HTTP servers; nothing listens yet. */
export async function createPortalApp<const Extra extends readonly AnyDomain[] = []>(settings: PortalServerSettings, options: AppOptions<Extra> = {}): Promise<PortalApp> {
  const logger = options.logger ?? pino({ level: settings.logLevel, base: { service: 'dealer-portal' } });
  // Every domain's descriptor and SQL store is checked before anything opens: a missing part is an error naming it.
  const domains: readonly AnyDomain[] = [...DOMAINS, ...(options.extra?.domains ?? [])];
  const repositories = { ...SQL_REPOSITORIES, ...(options.extra?.repositories as Readonly<Record<string, unknown>> | undefined) };
  checkDomains(domains);
  checkFixtures(options.extra?.domains ?? [], options.now?.() ?? new Date());
  sqlRepositoriesOf(domains, repositories);
  const migrations = await migrationsWith(domains);
  const sql = openSqlStore({
    databaseUrl: settings.databaseUrl,
    dataDir: options.dataDir === undefined ? settings.dataDir : options.dataDir,
    limits: settings.database,
    onPoolError: (error) => logger.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  });
  let live: LiveListener | undefined;
  try {
    await migrateToLatest(sql.db as never, migrations);
    const now = options.now ?? (() => new Date());
    const seed = new ProgramSeed(sql.db, { now, scale: options.scale, domains });
    // Sample people and what they did only in demo mode; a program's empty database gets its configuration alone.
    if (await seed.seedIfEmpty({ sample: settings.demo })) {
      logger.info({ database: sql.location }, settings.demo ? 'seeded the portal data with the sample data' : "seeded the program's configuration");
    }
    const accounts = new Accounts(settings.signIn, { idleMinutes: settings.sessionIdleMinutes });
    if (settings.demo && settings.demoPassword) await ensureDemoAccounts(sql, accounts, settings.demoPassword);
    const throttle = new SignInThrottle(sql.db, settings.signIn);
    const mail = new MailDelivery(sql.db, settings.mail, logger);
    // One listener per process: every change this process or another one commits reaches its subscribers.
    live = await startLiveListener(sql, logger);
    const yoga = createPortalYoga({ sqlDb: sql.db, seed, accounts, settings, logger, now, throttle, domains, repositories, mail, live: live.hub, oneConnection: sql.kind === 'pglite' });
    const cookieKey = loadOnce(() => sharedSecret(sql.db, 'provider-sign-in-cookie'));
    const providers = new OidcProviders(settings.oidc, cookieKey);
    const listener = live;
    const http = createHttpServer({ yoga, sqlDb: sql.db, settings, logger, accounts, providers, now, endStreams: () => listener.hub.close() });
    mail.start();
    // Idempotency keys older than a day go every hour (docs/server.md, "Exactly once").
    const keys = new IdempotencySweep(sql.db, now, logger);
    keys.start();
    return {
      settings,
      sql,
      seed,
      accounts,
      yoga,
      http,
      logger,
      mail,
      live,
      close: async () => {
        // Draining: /healthz answers 503 and new requests are turned away while those being answered
        // finish (queued mutations among them); then the listener and the database close.
        await http.drain();
        await new Promise<void>((resolve) => (http.listening ? http.close(() => resolve()) : resolve()));
        http.closeAllConnections();
        // The message being sent is finished and marked; the rest wait in the outbox for the next start.
        await mail.stop();
        await keys.stop();
        await listener.close();
        await sql.close();
      },
    };
  } catch (error) {
    await live?.close();
    await sql.close();
    throw error;
  }
}
