/**
 * The boot script's code (build/server-boot.ts writes it into the script the built page loads first,
 * with the route preload: build/route-preload.ts). It runs in the page on its own, before any of the
 * portal's modules: this module imports nothing, and gets what it needs from the portal as its argument.
 */

/** What the boot script needs from the portal's modules, passed in as data (the script runs alone). */
export interface BootSettings {
  workerUrl: string;
  /** The storage keys the worker reads (domain/storage-keys.ts). */
  keys: readonly string[];
  bootedGlobal: string;
  servedPageMeta: string;
  dashboardPath: string;
}

/** What the boot script leaves on `window[bootedGlobal]` for the page (mocks/browser.ts, `adoptBootedServer`). */
export interface BootedServer {
  worker: Worker;
  messages: MessageEvent[];
  error: string | null;
  release?: () => void;
}

/**
 * The boot script's code: it starts the in-browser server's worker and sends it the stored keys at once,
 * so the worker's code downloads, compiles and opens the portal's data while the page's own code is still
 * downloading (BENCHMARKS.md, "What each build plugin saves"). Until the page adopts the worker
 * (mocks/browser.ts, `adoptBootedServer`), it keeps the worker's messages and its error, and forwards
 * other tabs' storage changes, so nothing the worker says or needs is lost. A page the portal's HTTP
 * server serves names its GraphQL endpoint in a meta element: there the script starts nothing.
 */
export function startServerWorker(settings: BootSettings): void {
  const { workerUrl, keys, bootedGlobal, servedPageMeta, dashboardPath } = settings;
  const page = window as unknown as Record<string, unknown>;
  // Nothing when the page started its own worker first (this script arrived late) or another server answers.
  if (bootedGlobal in page || document.querySelector(`meta[name="${servedPageMeta}"]`)) return;
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const worker = new Worker(workerUrl, { type: 'module', name: 'portal-server' });
  const boot: BootedServer = { worker, messages: [], error: null };
  const keep = (event: MessageEvent) => {
    boot.messages.push(event);
  };
  const failed = (event: ErrorEvent) => {
    event.preventDefault();
    boot.error = event.message || 'the worker did not start';
  };
  const forward = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    if (event.key === null || keys.includes(event.key)) worker.postMessage({ type: 'storage', key: event.key, value: event.newValue });
  };
  worker.addEventListener('message', keep);
  worker.addEventListener('error', failed);
  window.addEventListener('storage', forward);
  // Opened on another screen than the dashboard: the worker fetches the rest of its server now.
  worker.postMessage({ type: 'init', entries: keys.map((key) => [key, read(key)]), otherScreen: window.location.pathname !== dashboardPath });
  boot.release = () => {
    worker.removeEventListener('message', keep);
    worker.removeEventListener('error', failed);
    window.removeEventListener('storage', forward);
  };
  page[bootedGlobal] = boot;
  performance.mark('portal:data-server-started');
}
