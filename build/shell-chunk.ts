import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The chunk that holds the shell's code and the shared code the first screen needs. */
export const SHELL_CHUNK = 'shell';
/** The chunk that holds the small pieces of code two or more other screens share. */
export const SCREENS_CHUNK = 'screens';
/** The chunk of the shell's layers that load after the first screen (tooltips, toasts) and what only they need. */
export const LAYERS_CHUNK = 'layers';
/**
 * The chunk of what those layers share with the screens (presence, portals, dismissal, positioning), so
 * a screen with a dialog or a popover fetches that much and not the tooltips and toasts.
 */
export const OVERLAYS_CHUNK = 'overlays';

/** A shared chunk smaller than this (minified bytes) costs more in its round trip than in its bytes. */
export const SMALL_CHUNK_BYTES = 16_000;

/** Set while the first pass runs, so the build it starts does not start another. */
const FIRST_PASS = 'PORTAL_SHELL_CHUNK_FIRST_PASS';

type OutputChunk = Rolldown.OutputChunk;

/** The chunks `start` loads before it runs: itself and everything it imports statically. */
export function staticClosure(chunks: ReadonlyMap<string, OutputChunk>, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const stack = [start];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) stack.push(next);
    }
  }
  return [...seen.values()];
}

/**
 * From the first pass's chunks, the modules to gather, by the chunk they go to:
 * - `shell`: what a signed-in person's first screen loads apart from the entry script (which stays the
 *   entry chunk) and the screen's own code: the entry chunk, every chunk it imports statically and
 *   every chunk the first screen's route chunk imports statically;
 * - `layers`: the shell's layers that load after the first screen (`layers`: tooltips and toasts) and
 *   every chunk they import statically that the shell does not hold and no screen imports, so that what
 *   follows the figures is what they need, not the shared chunk of all screens;
 * - `overlays`: the chunks those layers import that a screen imports too (the code of dialogs,
 *   popovers and menus), so that a screen opened first fetches them without the tooltips and toasts;
 * - `screens`: the other small shared chunks (under `SMALL_CHUNK_BYTES`) that two or more screens' route
 *   chunks import statically. A larger one (a library such as the CSV or calendar file writer) is worth
 *   its own request and stays on its own, so a screen that does not use it does not fetch it.
 * A library that only one screen uses stays with that screen, and lazy libraries (charts, GraphiQL)
 * stay in their own chunks.
 */
export function sharedChunkModules(
  output: readonly (OutputChunk | Rolldown.OutputAsset)[],
  {
    entryFile,
    entryScript,
    firstScreenFile,
    isScreen,
    layers = [],
  }: { entryFile: string; entryScript: string; firstScreenFile: string; isScreen: (moduleId: string) => boolean; layers?: readonly string[] },
): Map<string, string> {
  const chunks = new Map<string, OutputChunk>();
  for (const item of output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entryFile);
  const screen = all.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === firstScreenFile);
  if (!entry || !screen) throw new Error(`shared chunks: the first pass has no chunk for ${entry ? firstScreenFile : entryFile}`);
  const screens = all.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && isScreen(chunk.facadeModuleId));

  const names = new Map<string, string>();
  const shell = new Set([...staticClosure(chunks, entry), ...staticClosure(chunks, screen)]);
  for (const chunk of shell) {
    if (chunk === screen) continue;
    for (const id of Object.keys(chunk.modules)) if (id !== entryFile && id !== entryScript) names.set(id, SHELL_CHUNK);
  }
  const layered = new Set<OutputChunk>();
  for (const layer of layers) {
    const chunk = all.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId === layer);
    if (!chunk) throw new Error(`shared chunks: the first pass has no chunk for ${layer}`);
    for (const needed of staticClosure(chunks, chunk)) if (!shell.has(needed)) layered.add(needed);
  }
  const screensNeed = new Set(screens.flatMap((route) => staticClosure(chunks, route)));
  for (const chunk of layered) {
    const name = chunk.isDynamicEntry || !screensNeed.has(chunk) ? LAYERS_CHUNK : OVERLAYS_CHUNK;
    for (const id of Object.keys(chunk.modules)) names.set(id, name);
  }
  const users = new Map<OutputChunk, number>();
  for (const route of screens) {
    for (const chunk of staticClosure(chunks, route)) {
      if (chunk !== route && !shell.has(chunk) && !layered.has(chunk) && !screens.includes(chunk)) users.set(chunk, (users.get(chunk) ?? 0) + 1);
    }
  }
  for (const [chunk, count] of users) {
    if (count < 2 || chunk.code.length >= SMALL_CHUNK_BYTES) continue;
    for (const id of Object.keys(chunk.modules)) names.set(id, SCREENS_CHUNK);
  }
  return names;
}

/**
 * Puts the shared code of the first screen in one chunk.
 *
 * Left to itself the bundler makes one small chunk per set of screens that share a module: the
 * dashboard's first load was 56 files, most under 1 KB, fetched in two waves (the shell's chunks, then
 * the dashboard screen's), and on a phone's network each file costs a round trip. The bundler's module
 * graph cannot tell which of a library's modules the first screen uses (a library's index imports all
 * of them), so the plugin builds twice: the first pass, with the bundler's own chunking, shows which
 * shared chunks the entry and the dashboard screen load; the real build gathers their modules into one
 * `shell` chunk. Screen code stays in its route's chunk, and what loads later (charts, animation,
 * GraphiQL, other screens' libraries) stays in its own chunks.
 */
export function shellChunk({
  entry,
  entryScript,
  firstScreen,
  screensFolder,
  layers = [],
}: {
  entry: string;
  entryScript: string;
  firstScreen: string;
  screensFolder: string;
  /** Modules the shell imports lazily and loads after the first screen, gathered in the `layers` chunk. */
  layers?: readonly string[];
}): Plugin {
  return {
    name: 'portal:shell-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[FIRST_PASS],
    async config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const { build } = await import('vite');
      process.env[FIRST_PASS] = '1';
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({ root, logLevel: 'silent', build: { write: false } });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const screens = path.resolve(root, screensFolder) + path.sep;
      const names = sharedChunkModules(
        outputs.flatMap((item) => item.output),
        {
          entryFile: path.resolve(root, entry),
          entryScript: path.resolve(root, entryScript),
          firstScreenFile: path.resolve(root, firstScreen),
          isScreen: (id) => id.startsWith(screens) && id.endsWith(`${path.sep}route.tsx`),
          layers: layers.map((layer) => path.resolve(root, layer)),
        },
      );
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The shell's group first: a group also takes the modules its modules import, and those
                // the shell holds must stay there; then what the layers share with screens, which the
                // layers' own modules import; then the layers', then the screens'.
                groups: [
                  { name: SHELL_CHUNK, test: (moduleId: string) => names.get(moduleId) === SHELL_CHUNK, priority: 4 },
                  { name: OVERLAYS_CHUNK, test: (moduleId: string) => names.get(moduleId) === OVERLAYS_CHUNK, priority: 3 },
                  { name: LAYERS_CHUNK, test: (moduleId: string) => names.get(moduleId) === LAYERS_CHUNK, priority: 2 },
                  { name: SCREENS_CHUNK, test: (moduleId: string) => names.get(moduleId) === SCREENS_CHUNK, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
