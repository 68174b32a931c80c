import pino, { type Logger } from 'pino';
import { ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID } from '../domain/fixtures/constants';
import type { ScaleOptions } from '../domain/fixtures/types';
import { Accounts } from './accounts/accounts';
import { OidcProviders } from './accounts/oidc';
import { SignInThrottle } from './accounts/throttle';
import { DEMO_ACCOUNT_EMAILS, type PortalServerSettings } from './config';
import { createPortalYoga, type PortalYoga } from './graphql';
import { createHttpServer, type PortalHttpServer } from './http';
import { PortalDataStore } from './portal-data';
import { openSqlStore, type SqlStore } from './sql/database';
import { migrateToLatest } from './sql/migrations';

export interface PortalApp {
  settings: PortalServerSettings;
  sql: SqlStore;
  store: PortalDataStore;
  accounts: Accounts;
  yoga: PortalYoga;
  http: PortalHttpServer;
  logger: Logger;
  close(): Promise<void>;
}

export interface AppOptions {
  now?: () => Date;
  scale?: ScaleOptions;
  logger?: Logger;
  /** PGlite's directory; null keeps it in memory (tests). Defaults to the settings' dataDir. */
  dataDir?: string | null;
}

/** The demo accounts of demo mode, one per role, each acting as its role's sample user. */
export async function ensureDemoAccounts(sql: SqlStore, accounts: Accounts, password: string): Promise<void> {
  const users = { DEALER: DEALER_USER_ID, COMFORT_ADVISOR: ADVISOR_USER_ID, CLIENT_ADMIN: ADMIN_USER_ID } as const;
  for (const role of ['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'] as const) {
    await accounts.upsert(sql.db, { email: DEMO_ACCOUNT_EMAILS[role], password, role, userId: users[role] });
  }
}

/** Opens the database (migrating it, and seeding an empty one) and builds the GraphQL and HTTP servers; nothing listens yet. */
export async function createPortalApp(settings: PortalServerSettings, options: AppOptions = {}): Promise<PortalApp> {
  const logger = options.logger ?? pino({ level: settings.logLevel, base: { service: 'dealer-portal' } });
  const sql = openSqlStore({
    databaseUrl: settings.databaseUrl,
    dataDir: options.dataDir === undefined ? settings.dataDir : options.dataDir,
    limits: settings.database,
    onPoolError: (error) => logger.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  });
  try {
    await migrateToLatest(sql.db as never);
    const now = options.now ?? (() => new Date());
    const store = new PortalDataStore(sql.db, { now, scale: options.scale });
    if (await store.seedIfEmpty()) logger.info({ database: sql.location }, 'seeded the portal data with the sample data');
    const accounts = new Accounts(settings.signIn, { idleMinutes: settings.sessionIdleMinutes });
    if (settings.demo && settings.demoPassword) await ensureDemoAccounts(sql, accounts, settings.demoPassword);
    const throttle = new SignInThrottle(sql.db, settings.signIn);
    const yoga = createPortalYoga({ sqlDb: sql.db, store, accounts, settings, logger, now, throttle });
    const providers = new OidcProviders(settings.oidc);
    const http = createHttpServer({ yoga, sqlDb: sql.db, settings, logger, accounts, providers, now });
    return {
      settings,
      sql,
      store,
      accounts,
      yoga,
      http,
      logger,
      close: async () => {
        // Draining: /healthz answers 503 and new requests are turned away while those being answered
        // finish (queued mutations among them); then the listener and the database close.
        await http.drain();
        await new Promise<void>((resolve) => (http.listening ? http.close(() => resolve()) : resolve()));
        http.closeAllConnections();
        await store.drain();
        await sql.close();
      },
    };
  } catch (error) {
    await sql.close();
    throw error;
  }
}
