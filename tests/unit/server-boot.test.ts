import { describe, expect, it } from 'vitest';
import { bootModuleCode, bootScript, serverBootScript } from '../../build/server-boot';
import { BOOTED_SERVER_GLOBAL } from '../../src/lib/server-mode';
import { SERVER_STORAGE_KEYS } from '../../domain/storage-keys';

/** A page as far as the boot script sees it: its storage, its meta elements, workers and marks. */
function page({ served = false, stored = {} as Record<string, string>, startedAlready = false, pathname = '/' } = {}) {
  const workers: { url: string; options: unknown; posted: unknown[]; listeners: string[] }[] = [];
  const marks: string[] = [];
  const windowListeners: string[] = [];
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname },
    addEventListener: (type: string) => windowListeners.push(type),
    removeEventListener: () => undefined,
  };
  if (startedAlready) window[BOOTED_SERVER_GLOBAL] = null;
  class FakeWorker {
    posted: unknown[] = [];
    listeners: string[] = [];
    constructor(
      readonly url: string,
      readonly options: unknown,
    ) {
      workers.push(this);
    }
    postMessage(message: unknown) {
      this.posted.push(message);
    }
    addEventListener(type: string) {
      this.listeners.push(type);
    }
    removeEventListener() {}
  }
  const document = { querySelector: (selector: string) => (served && selector === 'meta[name="portal-graphql-url"]' ? {} : null) };
  const performance = { mark: (name: string) => marks.push(name) };
  const run = (script: string) => new Function('window', 'document', 'Worker', 'performance', script)(window, document, FakeWorker, performance);
  return { run, window, workers, marks, windowListeners };
}

describe('the boot script (mocks/boot-script.ts, built by build/server-boot.ts)', () => {
  it('starts the server worker at once and sends it the stored keys, leaving the worker for the page to take over', async () => {
    const visit = page({ stored: { authenticated: 'true', role: 'client-admin' } });
    visit.run(await bootScript('/assets/worker-abc123.js'));
    expect(visit.workers).toHaveLength(1);
    const [worker] = visit.workers;
    expect(worker).toMatchObject({ url: '/assets/worker-abc123.js', options: { type: 'module', name: 'portal-server' } });
    expect(worker!.posted).toEqual([
      { type: 'init', entries: SERVER_STORAGE_KEYS.map((key) => [key, { authenticated: 'true', role: 'client-admin' }[key] ?? null]), otherScreen: false },
    ]);
    expect(worker!.listeners.sort()).toEqual(['error', 'message']);
    expect(visit.windowListeners).toEqual(['storage']);
    expect(visit.window[BOOTED_SERVER_GLOBAL]).toMatchObject({ worker, messages: [], error: null });
    expect(visit.marks).toEqual(['portal:data-server-started']);
  });

  it('tells the worker when the page opened on another screen than the dashboard, so it loads the rest of its server at once', async () => {
    for (const [pathname, otherScreen] of [['/', false], ['/admin-participants', true], ['/faq', true]] as const) {
      const visit = page({ pathname });
      visit.run(await bootScript('/assets/worker-abc123.js'));
      expect(visit.workers[0]!.posted).toMatchObject([{ type: 'init', otherScreen }]);
    }
  });

  it('starts nothing on a page the portal’s HTTP server served, or when the page already started its own worker', async () => {
    for (const visit of [page({ served: true }), page({ startedAlready: true })]) {
      visit.run(await bootScript('/assets/worker-abc123.js'));
      expect(visit.workers).toEqual([]);
      expect(visit.marks).toEqual([]);
    }
  });

  it('is part of a build for the in-browser server only, and names the build’s one server worker', async () => {
    const files = ['assets/shell-1.js', 'assets/worker-Db9.js', 'assets/graphql.worker-x.js', 'assets/json.worker-y.js'];
    expect(await serverBootScript(files, { base: '/', env: {} })).toMatch(/workerUrl:[`"]\/assets\/worker-Db9\.js[`"]/);
    expect(await serverBootScript(files, { base: '/portal/', env: {} })).toMatch(/workerUrl:[`"]\/portal\/assets\/worker-Db9\.js[`"]/);
    expect(await serverBootScript(files, { base: '/', env: { VITE_GRAPHQL_URL: 'https://api.example.com/graphql' } })).toBe('');
    await expect(serverBootScript(['assets/shell-1.js'], { base: '/', env: {} })).rejects.toThrow(/one server worker/);
  });

  it('is the boot module compiled alone: an import in it or a second export stops the build', async () => {
    await expect(bootModuleCode("import { x } from './x';\nexport function startServerWorker() { return x; }\n")).rejects.toThrow(/imports a module/);
    await expect(bootModuleCode('export function startServerWorker() {}\nexport const other = 1;\n')).rejects.toThrow(/one function/);
    const code = await bootModuleCode('export function startServerWorker(settings: { a: number }): void { void settings.a; }\n');
    expect(code).toContain('function startServerWorker(settings)');
    expect(code).not.toMatch(/\bexport\b|: number/);
  });
});
