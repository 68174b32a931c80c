import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createPortalApp } from './app';
import { DEMO_ACCOUNT_EMAILS, settingsFromEnv } from './config';
import { PgliteDirectoryInUse } from './sql/pglite-lock';

/**
 * `npm run server`: builds the portal if it has no build, opens the database (PGlite under ./data, or
 * PostgreSQL when DATABASE_URL is set), migrates and seeds it as needed, and serves everything on PORT
 * (default 4000). README, "The server".
 */
async function main() {
  const settings = settingsFromEnv();
  if (!existsSync(join(settings.distDir, 'index.html'))) {
    console.log('Building the portal (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const app = await createPortalApp(settings);
  await new Promise<void>((resolve) => app.http.listen(settings.port, settings.host, resolve));
  const address = app.http.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const lines = [
    `The dealer portal is at http://localhost:${port}`,
    `Data: ${app.sql.kind === 'pglite' ? `PGlite in ${app.sql.location}` : `PostgreSQL at ${app.sql.location}`}`,
  ];
  if (settings.demo) {
    lines.push(
      'Demo mode: sign in as',
      ...Object.values(DEMO_ACCOUNT_EMAILS).map((email) => `  ${email}`),
      `  with the password ${settings.demoPassword}`,
    );
  }
  console.log(lines.join('\n'));
  // SIGTERM or SIGINT: drain, then exit; requests still unanswered after the deadline do not hold the process.
  const stop = (signal: NodeJS.Signals) => {
    app.logger.info({ signal, deadlineMs: settings.shutdownDeadlineMs }, 'shutting down: draining');
    const deadline = setTimeout(() => {
      app.logger.warn({ signal, deadlineMs: settings.shutdownDeadlineMs }, 'requests were still being answered at the shutdown deadline; exiting');
      process.exit(1);
    }, settings.shutdownDeadlineMs);
    void app.close().then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (error: unknown) => {
        app.logger.error({ err: error }, 'shutting down failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A refusal to start says why in a sentence; anything else shows its stack.
  console.error(error instanceof PgliteDirectoryInUse ? error.message : error);
  process.exit(1);
});
