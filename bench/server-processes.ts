/**
 * What the server benchmarks (bench/server.ts, bench/live.ts) share: the server in a process of its own
 * (bench/server-process.ts), as `npm run server` runs it, and a signed-in session's cookie.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CSRF_HEADER } from '../src/graphql/csrf';
import { BENCH_PASSWORD as PASSWORD } from './server-settings';

export interface BenchServer {
  url: string;
  seededMs: number;
  child: ChildProcess;
}

/** Signs in as one of the demo accounts; resolves with the session's cookie (`name=value`). */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { errors { message } } }', variables: { i: { email, password: PASSWORD } } }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`Could not sign in as ${email}: ${await response.text()}`);
  return cookie;
}

/**
 * Starts the server in a process of its own and waits for its URL: on `databaseUrl`, or on PGlite in a
 * temporary directory when null. `scaled`: with the scaled data (bench/server-settings.ts), else the demo's.
 */
export function startServer(databaseUrl: string | null, scaled = true): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', BENCH_SCALED: scaled ? '1' : '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ ...(message as { url: string; seededMs: number }), child }));
    child.once('exit', (code) => reject(new Error(`The server process ended (${code}) before it listened`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.send('stop');
  });
}
