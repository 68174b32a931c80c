import { SERVER_STORAGE_KEYS } from '../domain/storage-keys';
import { BOOTED_SERVER_GLOBAL, DASHBOARD_PATH, SERVED_PAGE_META } from '../src/lib/server-mode';

/** The built server worker's file name (Vite names a worker after its source, mocks/worker.ts). */
export const SERVER_WORKER_FILE_NAME = /^assets\/worker-[\w-]+\.js$/;

/**
 * The boot script: it starts the in-browser server's worker and sends it the stored keys at once, so
 * the worker's code downloads, compiles and opens the portal's data while the page's own code is still
 * downloading (BENCHMARKS.md, "Time to figures on screen"). Until the page adopts the worker
 * (mocks/browser.ts, `adoptBootedServer`), it keeps the worker's messages and its error, and forwards
 * other tabs' storage changes, so nothing the worker says or needs is lost. A page the portal's HTTP
 * server serves names its GraphQL endpoint in a meta element: there the script starts nothing.
 */
export function bootScript(workerUrl: string): string {
  return [
    // Nothing when the page started its own worker first (this script arrived late) or another server answers.
    `if (!(${JSON.stringify(BOOTED_SERVER_GLOBAL)} in window) && !document.querySelector(${JSON.stringify(`meta[name="${SERVED_PAGE_META}"]`)})) {`,
    `  const keys = ${JSON.stringify(SERVER_STORAGE_KEYS)};`,
    '  const read = (key) => { try { return window.localStorage.getItem(key); } catch { return null; } };',
    `  const worker = new Worker(${JSON.stringify(workerUrl)}, { type: 'module', name: 'portal-server' });`,
    '  const boot = { worker, messages: [], error: null };',
    '  const keep = (event) => { boot.messages.push(event); };',
    "  const failed = (event) => { event.preventDefault(); boot.error = event.message || 'the worker did not start'; };",
    '  const forward = (event) => {',
    "    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;",
    "    if (event.key === null || keys.includes(event.key)) worker.postMessage({ type: 'storage', key: event.key, value: event.newValue });",
    '  };',
    "  worker.addEventListener('message', keep);",
    "  worker.addEventListener('error', failed);",
    "  window.addEventListener('storage', forward);",
    // Opened on another screen than the dashboard: the worker fetches the rest of its server now.
    `  worker.postMessage({ type: 'init', entries: keys.map((key) => [key, read(key)]), otherScreen: window.location.pathname !== ${JSON.stringify(DASHBOARD_PATH)} });`,
    '  boot.release = () => {',
    "    worker.removeEventListener('message', keep);",
    "    worker.removeEventListener('error', failed);",
    "    window.removeEventListener('storage', forward);",
    '  };',
    `  window.${BOOTED_SERVER_GLOBAL} = boot;`,
    "  performance.mark('portal:data-server-started');",
    '}',
    '',
  ].join('\n');
}

/**
 * The boot script for a production build, given the build's files: none when the page is built for the
 * portal's HTTP server (VITE_GRAPHQL_URL), otherwise `bootScript` for the build's server worker. The
 * route preload's script (build/route-preload.ts) runs it once it has added the opened screen's
 * preloads, so the page loads no extra file for it.
 */
export function serverBootScript(files: readonly string[], { base, env }: { base: string; env: Record<string, unknown> }): string {
  if (env.VITE_GRAPHQL_URL) return '';
  const workers = files.filter((file) => SERVER_WORKER_FILE_NAME.test(file));
  if (workers.length !== 1) throw new Error(`server boot: expected one server worker in the build, found ${workers.length}`);
  return bootScript(`${base}${workers[0]}`);
}
