import path from 'node:path';
import { parseSync, Visitor, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { staticClosure } from './shell-chunk';

/**
 * Each route's path and the module its `load` imports, read from the route table's syntax tree: every
 * object with a `path` string and a `load` that imports a module (`{ path: '/rewards', …, load: () =>
 * import('../screens/rewards/route') }`). A route whose `load` is anything else stops the build, since
 * its screen could then not be preloaded.
 */
export function routeImports(fileName: string, source: string): Map<string, string> {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length > 0) throw new Error(`route preload: cannot parse ${fileName}: ${errors[0]?.message}`);
  const imports = new Map<string, string>();
  new Visitor({
    ObjectExpression(node) {
      const value = (name: string) => {
        for (const property of node.properties) {
          if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === name) return property.value;
        }
        return undefined;
      };
      const routePath = value('path');
      if (routePath?.type !== 'Literal' || typeof routePath.value !== 'string') return;
      const load = value('load');
      const loaded = load?.type === 'ArrowFunctionExpression' && load.body.type === 'ImportExpression' ? load.body.source : null;
      if (loaded?.type !== 'Literal' || typeof loaded.value !== 'string') throw new Error(`route preload: the route ${routePath.value} has no screen import`);
      imports.set(routePath.value, loaded.value);
    },
  }).visit(program);
  if (imports.size === 0) throw new Error('route preload: the route table has no routes');
  return imports;
}

/**
 * For each route path, the files its screen needs that the entry does not already load: the chunk of
 * the route's screen module and the chunks it imports statically.
 */
export function routeFiles(chunks: readonly Rolldown.OutputChunk[], screens: ReadonlyMap<string, string>): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rolldown.OutputChunk) => new Set(staticClosure(byFile, start).map((chunk) => chunk.fileName));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preload: the build has no entry chunk');
  const loaded = closure(entry);
  const files: Record<string, string[]> = {};
  for (const [route, screen] of screens) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === screen);
    if (!chunk) throw new Error(`route preload: no chunk for ${screen}`);
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
 * arrives, looks up the page's path and adds a module preload for each of those files. A path it does
 * not know (a mistyped address) preloads nothing.
 *
 * The map comes from the build's module graph: the route table module as the bundler loaded it, its
 * routes read from its syntax tree, each screen import resolved as the bundler resolves it and checked
 * against the table's dynamic imports, and the chunks the bundler made for those modules.
 */
export function routePreloadPlugin({
  routeTable,
  after,
}: {
  routeTable: string;
  /**
   * Code the script runs once the preloads are added, from the build's file names (build/server-boot.ts:
   * start the server's worker), so the page loads no extra file for it and the screen's chunk is asked for first.
   */
  after?: (files: readonly string[], settings: { base: string; env: Record<string, unknown> }) => string | Promise<string>;
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
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      if (!chunks.some((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'))) return;
      const tableId = path.resolve(root, routeTable);
      const table = this.getModuleInfo(tableId);
      if (!table?.code) throw new Error(`route preload: the build did not load the route table ${routeTable}`);
      const screens = new Map<string, string>();
      for (const [route, specifier] of routeImports(tableId, table.code)) {
        const resolved = await this.resolve(specifier, tableId);
        if (!resolved || !table.dynamicallyImportedIds.includes(resolved.id)) throw new Error(`route preload: the route ${route} imports ${specifier}, which the build did not load lazily`);
        screens.set(route, resolved.id);
      }
      const files = routeFiles(chunks, screens);
      const then = (await after?.(Object.keys(bundle), { base, env })) ?? '';
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
