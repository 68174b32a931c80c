import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc } from 'vite';
import { SERVER_STORAGE_KEYS } from '../domain/storage-keys';
import type { BootSettings } from '../mocks/boot-script';
import { BOOTED_SERVER_GLOBAL, DASHBOARD_PATH, SERVED_PAGE_META } from '../src/lib/server-mode';

/** The built server worker's file name (Vite names a worker after its source, mocks/worker.ts). */
export const SERVER_WORKER_FILE_NAME = /^assets\/worker-[\w-]+\.js$/;

/** The boot script's source: a TypeScript module, type-checked and linted with the rest (mocks/boot-script.ts). */
const BOOT_MODULE = fileURLToPath(new URL('../mocks/boot-script.ts', import.meta.url));

/** The one declaration the boot module's code may export; the script calls it. */
const EXPORTED_FUNCTION = 'export function startServerWorker(';

/**
 * The boot module as a script: its TypeScript compiled by Vite's own transform (types dropped, nothing
 * else changed), with its one export made a plain declaration. The module runs alone in the page, before
 * any of the portal's modules, so an import in it (a value it would need from another module) stops the
 * build.
 */
export async function bootModuleCode(source: string, fileName = BOOT_MODULE): Promise<string> {
  const { code } = await transformWithOxc(source, fileName, { lang: 'ts', target: 'es2022' });
  if (/^\s*import\b/m.test(code)) throw new Error(`server boot: ${fileName} imports a module; the boot script runs alone, so it must get the value as its argument`);
  const exports = code.match(/^export\b.*$/gm) ?? [];
  if (exports.length !== 1 || !exports[0].startsWith(EXPORTED_FUNCTION)) {
    throw new Error(`server boot: ${fileName} must export one function, startServerWorker, and nothing else`);
  }
  return code.replace(EXPORTED_FUNCTION, 'function startServerWorker(');
}

/**
 * The boot script for the worker at `workerUrl`: it starts the in-browser server's worker before the
 * page's own code has downloaded (mocks/boot-script.ts says how), called with the portal's settings.
 */
export async function bootScript(workerUrl: string, source?: string): Promise<string> {
  const settings: BootSettings = {
    workerUrl,
    keys: SERVER_STORAGE_KEYS,
    bootedGlobal: BOOTED_SERVER_GLOBAL,
    servedPageMeta: SERVED_PAGE_META,
    dashboardPath: DASHBOARD_PATH,
  };
  const code = await bootModuleCode(source ?? (await readFile(BOOT_MODULE, 'utf8')));
  // Minified as the build's own chunks are (its comments are for the source).
  const script = await minify('server-boot.js', `${code}startServerWorker(${JSON.stringify(settings)});\n`, { compress: { target: 'es2022' }, mangle: true });
  if (script.errors?.length) throw new Error(`server boot: cannot minify the boot script: ${script.errors[0]?.message}`);
  return `${script.code.trimEnd()}\n`;
}

/**
 * The boot script for a production build, given the build's files: none when the page is built for the
 * portal's HTTP server (VITE_GRAPHQL_URL), otherwise `bootScript` for the build's server worker. The
 * route preload's script (build/route-preload.ts) runs it once it has added the opened screen's
 * preloads, so the page loads no extra file for it.
 */
export async function serverBootScript(files: readonly string[], { base, env }: { base: string; env: Record<string, unknown> }): Promise<string> {
  if (env.VITE_GRAPHQL_URL) return '';
  const workers = files.filter((file) => SERVER_WORKER_FILE_NAME.test(file));
  if (workers.length !== 1) throw new Error(`server boot: expected one server worker in the build, found ${workers.length}`);
  return bootScript(`${base}${workers[0]}`);
}
