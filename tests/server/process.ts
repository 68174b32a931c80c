import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The HTTP server as its users start it: `npm run server` runs server/main.ts in a process of its own,
 * with its settings in the environment (README, "The server"). A test starts the same file in its own
 * process, reads what it prints, and signals or kills it.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A built portal for the server to serve (it builds one at start when there is none): a page and one script. */
export function fakeBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Dealer portal</title></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("portal");');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens; set once it has said so. */
  url: string;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with its exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals>;
}

/**
 * How long a start may take before the test gives up on it: migrating and seeding a new PGlite store
 * takes seconds on a quiet machine and over a minute on a loaded one; a start that never listens is
 * still caught.
 */
export const START_TIMEOUT_MS = 120_000;

/** Starts server/main.ts with these settings; resolves once it listens, rejects when it exits first (with what it printed). */
export function startServerProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const server: ServerProcess = { child, url: '', output: () => output, exited };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${options.timeoutMs ?? START_TIMEOUT_MS} ms:\n${output}`));
    }, options.timeoutMs ?? START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /The dealer portal is at http:\/\/localhost:(\d+)/.exec(output);
      if (listening && !server.url) {
        clearTimeout(timer);
        server.url = `http://127.0.0.1:${listening[1]}`;
        resolve(server);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!server.url) reject(Object.assign(new Error(`The server exited (${code}) before it listened:\n${output}`), { output, code }));
    });
  });
}

/** Stops a server process if it still runs, and waits for it. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
