import path from 'node:path';
import { DepGraph, DepGraphCycleError } from 'dependency-graph';
import type { Plugin, Rolldown } from 'vite';
import { internalsChanged } from './library-guard';

/** The chunk that holds the shell's code and the shared code the first screen needs. */
export const SHELL_CHUNK = 'shell';
/**
 * The chunks that hold the code two or more other screens share: `screens`, `screens-2`…, in the
 * order the bundler takes them (groupSharedPieces).
 */
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
/**
 * How many chunks of small shared pieces one screen may need. One chunk for every screen made each
 * screen fetch all 45 KB gz of them where it used 12 KB on average; a chunk for the pieces four or
 * more screens share, with the rest left as the bundler's small chunks, made some screen fetch 11
 * files, and on a phone's network those requests cost more than the bytes saved.
 */
export const SCREENS_CHUNKS_PER_SCREEN = 2;

/**
 * A piece of code two or more screens share (a chunk of the bundler's own first pass): its size
 * (minified bytes) and the screens that need it. A `small` piece (under `SMALL_CHUNK_BYTES`) is not
 * worth a request of its own; a larger one (a library such as the calendar file writer) is.
 */
export interface SharedPiece<T> {
  item: T;
  bytes: number;
  users: ReadonlySet<string>;
  small: boolean;
  /** The pieces this one imports statically. */
  imports: readonly T[];
}

interface PieceGroup<T> {
  items: T[];
  bytes: number;
  users: Set<string>;
  small: boolean;
}

/** One group of the pieces of `members`, in their order. */
function mergedGroup<T>(members: readonly PieceGroup<T>[]): PieceGroup<T> {
  return {
    items: members.flatMap((member) => member.items),
    bytes: members.reduce((total, member) => total + member.bytes, 0),
    users: new Set(members.flatMap((member) => [...member.users])),
    small: members.every((member) => member.small),
  };
}

/** Bytes that screens would fetch without using them if `a` and `b` were one chunk. */
function wasteOf<T>(a: PieceGroup<T>, b: PieceGroup<T>): number {
  let waste = 0;
  for (const user of b.users) if (!a.users.has(user)) waste += a.bytes;
  for (const user of a.users) if (!b.users.has(user)) waste += b.bytes;
  return waste;
}

/** How many screens would fetch one file fewer if `a` and `b` were one chunk. */
function sharedUsers<T>(a: PieceGroup<T>, b: PieceGroup<T>): number {
  let shared = 0;
  for (const user of a.users) if (b.users.has(user)) shared += 1;
  return shared;
}

/**
 * Gathers the screens' shared pieces into chunks, weighing the bytes a screen fetches without using
 * them against the requests it makes:
 * 1. the small pieces, so that no screen needs more than `perScreen` chunks of them: starting from one
 *    group per piece, it takes the screen that needs the most groups and merges the two of its groups
 *    that waste the fewest bytes (bytes times the screens that would fetch them unused);
 * 2. then any two groups, small or not, whose merging saves more requests than it wastes bytes, a
 *    request counting as `requestBytes` (`SMALL_CHUNK_BYTES`, what a shared chunk must weigh to be worth
 *    its own request), the best pair first, until no pair gains;
 * 3. last, the order the bundler takes them in: a group takes what its modules import unless an
 *    earlier group holds it, so each group must come after the groups its pieces import from; groups
 *    that import from each other are merged (their pieces would end in one chunk anyway).
 * Merging never adds a chunk to any screen. Deterministic for the same input order. Returns the
 * groups in that order, the imported first; a group of one large piece is that library's own chunk.
 */
export function groupSharedPieces<T>(
  pieces: readonly SharedPiece<T>[],
  { perScreen = SCREENS_CHUNKS_PER_SCREEN, requestBytes = SMALL_CHUNK_BYTES }: { perScreen?: number; requestBytes?: number } = {},
): T[][] {
  if (perScreen < 1) throw new Error('groupSharedPieces: perScreen must be at least 1');
  let groups: PieceGroup<T>[] = pieces.map((piece) => ({ items: [piece.item], bytes: piece.bytes, users: new Set(piece.users), small: piece.small }));
  const merge = (a: PieceGroup<T>, b: PieceGroup<T>) => {
    groups = [...groups.filter((group) => group !== a && group !== b), mergedGroup([a, b])];
  };
  const screens = [...new Set(pieces.flatMap((piece) => [...piece.users]))].sort();
  for (;;) {
    let busiest: PieceGroup<T>[] = [];
    for (const screen of screens) {
      const needed = groups.filter((group) => group.small && group.users.has(screen));
      if (needed.length > Math.max(perScreen, busiest.length)) busiest = needed;
    }
    if (busiest.length === 0) break;
    let best: { a: PieceGroup<T>; b: PieceGroup<T>; waste: number } | null = null;
    for (let i = 0; i < busiest.length; i += 1) {
      for (let j = i + 1; j < busiest.length; j += 1) {
        const waste = wasteOf(busiest[i], busiest[j]);
        if (!best || waste < best.waste) best = { a: busiest[i], b: busiest[j], waste };
      }
    }
    merge(best!.a, best!.b);
  }
  for (;;) {
    let best: { a: PieceGroup<T>; b: PieceGroup<T>; gain: number } | null = null;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const gain = sharedUsers(groups[i], groups[j]) * requestBytes - wasteOf(groups[i], groups[j]);
        if (gain > 0 && (!best || gain > best.gain)) best = { a: groups[i], b: groups[j], gain };
      }
    }
    if (!best) break;
    merge(best.a.bytes >= best.b.bytes ? best.a : best.b, best.a.bytes >= best.b.bytes ? best.b : best.a);
  }
  return inImportOrder(groups.sort((a, b) => b.bytes - a.bytes), pieces).map((group) => group.items);
}

/**
 * `groups` in an order where each comes after every group its pieces import from, the groups on an
 * import cycle merged into one (dependency-graph's order, dependencies first, visiting `groups` in
 * their order).
 */
function inImportOrder<T>(groups: PieceGroup<T>[], pieces: readonly SharedPiece<T>[]): PieceGroup<T>[] {
  let ordered = groups;
  for (;;) {
    const graph = new DepGraph<PieceGroup<T>>();
    const keyOf = new Map<T, string>();
    ordered.forEach((group, index) => {
      graph.addNode(String(index), group);
      for (const item of group.items) keyOf.set(item, String(index));
    });
    for (const piece of pieces) {
      const from = keyOf.get(piece.item)!;
      for (const imported of piece.imports) {
        const to = keyOf.get(imported);
        if (to !== undefined && to !== from) graph.addDependency(from, to);
      }
    }
    try {
      return graph.overallOrder().map((key) => graph.getNodeData(key));
    } catch (error) {
      if (!(error instanceof DepGraphCycleError)) throw error;
      const cycle = new Set(error.cyclePath.map((key) => ordered[Number(key)]));
      const members = ordered.filter((group) => cycle.has(group));
      const merged = mergedGroup(members);
      ordered = ordered.flatMap((group) => (group === members[0] ? [merged] : cycle.has(group) ? [] : [group]));
    }
  }
}

/** The name of the `index`th of the screens' shared chunks, in the order the bundler takes them. */
export const screensChunkName = (index: number) => (index === 0 ? SCREENS_CHUNK : `${SCREENS_CHUNK}-${index + 1}`);

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
 * - `screens`, `screens-2`…: the other chunks that two or more screens' route chunks import
 *   statically, gathered so that each screen needs at most `SCREENS_CHUNKS_PER_SCREEN` chunks of the
 *   small ones (under `SMALL_CHUNK_BYTES`) and fetches as little it does not use as the requests
 *   allow (groupSharedPieces). A larger one (a library such as the CSV or calendar file writer) is
 *   worth its own request: it keeps a chunk of its own unless it joins pieces that the same screens
 *   use, so a screen that does not use it does not fetch it.
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
): { names: Map<string, string>; screensChunks: string[] } {
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
  const closures = new Map(screens.map((route) => [route, staticClosure(chunks, route)]));
  const screensNeed = new Set([...closures.values()].flat());
  for (const chunk of layered) {
    const name = chunk.isDynamicEntry || !screensNeed.has(chunk) ? LAYERS_CHUNK : OVERLAYS_CHUNK;
    for (const id of Object.keys(chunk.modules)) names.set(id, name);
  }
  const users = new Map<OutputChunk, Set<string>>();
  for (const [route, closure] of closures) {
    for (const chunk of closure) {
      if (chunk !== route && !shell.has(chunk) && !layered.has(chunk) && !screens.includes(chunk)) {
        users.set(chunk, (users.get(chunk) ?? new Set()).add(route.fileName));
      }
    }
  }
  const shared = [...users]
    .filter(([, screensUsing]) => screensUsing.size >= 2)
    .sort(([a], [b]) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  const isPiece = new Set(shared.map(([chunk]) => chunk));
  const pieces = shared.map(([chunk, screensUsing]) => ({
    item: chunk,
    bytes: chunk.code.length,
    users: screensUsing,
    small: chunk.code.length < SMALL_CHUNK_BYTES,
    imports: chunk.imports.map((file) => chunks.get(file)).filter((imported): imported is OutputChunk => imported !== undefined && isPiece.has(imported)),
  }));
  // Every group is named, a large library alone too: a group the bundler takes first would otherwise
  // take with it any unnamed chunk its modules import.
  const screensChunks = groupSharedPieces(pieces).map((group, index) => {
    const name = screensChunkName(index);
    for (const chunk of group) for (const id of Object.keys(chunk.modules)) names.set(id, name);
    return name;
  });
  return { names, screensChunks };
}

/**
 * The first pass's chunks, from what Vite's `build()` returns with `write: false` (one output, or one per
 * environment); anything else stops the build naming Vite's version.
 */
export function firstPassChunks(result: unknown): (OutputChunk | Rolldown.OutputAsset)[] {
  const outputs = Array.isArray(result) ? (result as unknown[]) : [result];
  const shaped = outputs.length > 0 && outputs.every((item) => Array.isArray((item as { output?: unknown } | null)?.output));
  if (!shaped) throw internalsChanged('shell chunk', 'vite', 'build({ build: { write: false } }) returns the bundle as { output: [...] }');
  return outputs.flatMap((item) => (item as Rolldown.RolldownOutput).output);
}

/**
 * The chunks the groups must have made; when one is missing, Rolldown no longer honours
 * `output.codeSplitting.groups` as this plugin uses it, and the build stops naming its version.
 */
export function checkGroupsMade(chunkNames: Iterable<string>, expected: readonly string[]): void {
  const made = new Set(chunkNames);
  const missing = expected.filter((name) => !made.has(name));
  if (missing.length > 0) {
    throw internalsChanged('shell chunk', 'rolldown', `output.codeSplitting.groups makes a chunk named ${missing.join(', ')} from the modules its \`test\` picks`);
  }
}

/**
 * Puts the shared code of the first screen in one chunk.
 *
 * Relies on Vite's `build()` called from a plugin's `config` hook (the first pass) and on Rolldown's
 * `output.codeSplitting.groups`; both are checked (firstPassChunks, checkGroupsMade).
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
  let expectedGroups: string[] | null = null;
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
      const screens = path.resolve(root, screensFolder) + path.sep;
      const { names, screensChunks } = sharedChunkModules(
        firstPassChunks(result),
        {
          entryFile: path.resolve(root, entry),
          entryScript: path.resolve(root, entryScript),
          firstScreenFile: path.resolve(root, firstScreen),
          isScreen: (id) => id.startsWith(screens) && id.endsWith(`${path.sep}route.tsx`),
          layers: layers.map((layer) => path.resolve(root, layer)),
        },
      );
      const named = new Set(names.values());
      expectedGroups = [SHELL_CHUNK, OVERLAYS_CHUNK, LAYERS_CHUNK, ...screensChunks].filter((name) => named.has(name));
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The shell's group first: a group also takes the modules its modules import, and those
                // the shell holds must stay there; then what the layers share with screens, which the
                // layers' own modules import; then the layers', then the screens' in the order
                // groupSharedPieces gives, each after the ones it imports from.
                groups: [
                  { name: SHELL_CHUNK, priority: screensChunks.length + 3 },
                  { name: OVERLAYS_CHUNK, priority: screensChunks.length + 2 },
                  { name: LAYERS_CHUNK, priority: screensChunks.length + 1 },
                  ...screensChunks.map((name, index) => ({ name, priority: screensChunks.length - index })),
                ].map(({ name, priority }) => ({ name, priority, test: (moduleId: string) => names.get(moduleId) === name })),
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      // The page's build only (the worker's builds do not run this plugin's config).
      if (!Object.values(bundle).some((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('.html'))) return;
      if (!expectedGroups) throw internalsChanged('shell chunk', 'vite', "a plugin's config hook runs (with its first pass) before the build");
      checkGroupsMade(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output.name] : [])),
        expectedGroups,
      );
    },
  };
}
