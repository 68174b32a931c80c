import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { staticClosure } from './shell-chunk';

/**
 * Each route's path and the folder of its screen, read from the route table
 * (`path: '/rewards'` … `load: () => import('../screens/rewards/route')` in each entry).
 */
export function routeScreens(routeTable: string): Map<string, string> {
  const paths = [...routeTable.matchAll(/\bpath:\s*'([^']+)'/g)];
  const screens = new Map<string, string>();
  paths.forEach((match, index) => {
    const end = paths[index + 1]?.index ?? routeTable.length;
    const load = /import\('\.\.\/screens\/([\w-]+)\/route'\)/.exec(routeTable.slice(match.index, end));
    if (!load) throw new Error(`route preload: the route ${match[1]} has no screen import`);
    screens.set(match[1], load[1]);
  });
  if (screens.size === 0) throw new Error('route preload: the route table has no routes');
  return screens;
}

/**
 * For each route path, the files its screen needs that the entry does not already load: the route's
 * chunk and the chunks it imports statically.
 */
export function routeFiles(
  chunks: readonly Rolldown.OutputChunk[],
  screens: ReadonlyMap<string, string>,
  screenFile: (screen: string) => string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rolldown.OutputChunk) => new Set(staticClosure(byFile, start).map((chunk) => chunk.fileName));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preload: the build has no entry chunk');
  const loaded = closure(entry);
  const files: Record<string, string[]> = {};
  for (const [route, screen] of screens) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === screenFile(screen));
    if (!chunk) throw new Error(`route preload: no chunk for the ${screen} screen`);
    files[route] = [...closure(chunk)].filter((file) => !loaded.has(file));
  }
  return files;
}

/** The script: the current path's files as module preloads, so they download beside the shell. */
export function preloadScript(files: Record<string, string[]>, base: string): string {
  return [
    `const files = ${JSON.stringify(files)}[location.pathname.replace(/(.)\\/+$/, '$1')] ?? [];`,
    'for (const file of files) {',
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    `  link.href = ${JSON.stringify(base)} + file;`,
    '  document.head.append(link);',
    '}',
    '',
  ].join('\n');
}

/**
 * Production builds only: the page starts downloading the opened screen's code with the shell's.
 *
 * The router learns which screen to show only once the shell has loaded and run, so a screen's chunk
 * and the shared chunks it imports were a second round of downloads after the shell's. A small script
 * of the build's own (no inline script: the Content-Security-Policy allows none) runs as soon as it
 * arrives, looks up the page's path in the route table and adds a module preload for each of those
 * files. A path it does not know (a mistyped address) preloads nothing.
 */
export function routePreloadPlugin({
  routeTable,
  screensFolder,
  after,
}: {
  routeTable: string;
  screensFolder: string;
  /**
   * Code the script runs once the preloads are added, from the build's file names (build/server-boot.ts:
   * start the server's worker), so the page loads no extra file for it and the screen's chunk is asked for first.
   */
  after?: (files: readonly string[], settings: { base: string; env: Record<string, unknown> }) => string;
}): Plugin {
  let root = process.cwd();
  let base = '/';
  let env: Record<string, unknown> = {};
  let scriptFile = '';
  return {
    name: 'portal:route-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      base = config.base;
      env = config.env;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      if (!chunks.some((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'))) return;
      const screens = routeScreens(readFileSync(path.resolve(root, routeTable), 'utf8'));
      const files = routeFiles(chunks, screens, (screen) => path.resolve(root, screensFolder, screen, 'route.tsx'));
      const then = after?.(Object.keys(bundle), { base, env }) ?? '';
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(files, base) + then });
      scriptFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        if (!scriptFile) return [];
        return [{ tag: 'script', attrs: { type: 'module', async: true, src: `${base}${scriptFile}` }, injectTo: 'head' }];
      },
    },
  };
}
