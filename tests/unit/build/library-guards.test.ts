/**
 * The build's plugins that rely on a library's internals stop the build, naming the library, its
 * installed version and what they expected, when an upgrade changes those internals
 * (build/library-guard.ts; docs/build.md, "Upgrading the build's libraries"). Each guard is tried
 * here on the situation it is for, and the installed libraries are checked to still be what the
 * plugins expect, so `npm test` says so before a build does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedVersion, internalsChanged } from '../../../build/library-guard';
import { runtimeContractPlugin } from '../../../build/runtime-contract';
import { checkGroupsMade, firstPassChunks } from '../../../build/shell-chunk';
import { chartsOnLodashEs, EXTEND_SCHEMA_MODULE, QUERY_COMPILER_TRIMS, queryCompilerTrimmed, SDL_CHECK_IMPORT, sdlCheckLeftOut, singleCopies } from '../../../scripts/bundle-plugins';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: object, name: string) => (plugin as Record<string, Hook>)[name];

const GRAPHQL_VERSION = (JSON.parse(readFileSync('node_modules/graphql/package.json', 'utf8')) as { version: string }).version;
const JIT = path.resolve('node_modules/graphql-jit/dist');
const JIT_VERSION = installedVersion('graphql-jit');

/** A stand-in for the bundler's context: the modules in the build, and `this.resolve` answering with the name. */
const context = (moduleIds: string[]) => ({
  getModuleIds: () => moduleIds[Symbol.iterator](),
  resolve: (source: string) => Promise.resolve({ id: source }),
});

describe('the guards of the plugins that rely on libraries’ internals', () => {
  it('name the library with its installed version and what was expected', () => {
    expect(installedVersion('graphql')).toBe(GRAPHQL_VERSION);
    expect(installedVersion('no-such-package-here')).toBe('not installed');
    const error = internalsChanged('sdl check left out', 'graphql', 'something');
    expect(error.message).toContain(`graphql@${GRAPHQL_VERSION}`);
    expect(error.message).toContain('something');
    expect(error.message).toContain('docs/build.md');
  });

  it("stop the worker's build when graphql-js's extendSchema no longer imports its SDL check from where the plugin expects", () => {
    const extendSchema = path.resolve(`node_modules/graphql/utilities/extendSchema.mjs`);
    expect(extendSchema.endsWith(EXTEND_SCHEMA_MODULE)).toBe(true);
    const plugin = sdlCheckLeftOut();
    hook(plugin, 'buildStart').call({});
    expect(() => hook(plugin, 'buildEnd').call(context([extendSchema]))).toThrow(new RegExp(`graphql@${GRAPHQL_VERSION}.*extendSchema\\.mjs imports its SDL check`));
    // A build without extendSchema (GraphiQL's editor workers) has nothing to check.
    expect(() => hook(plugin, 'buildEnd').call(context(['/portal/src/main.tsx']))).not.toThrow();
    hook(plugin, 'resolveId').call({}, SDL_CHECK_IMPORT, extendSchema);
    expect(() => hook(plugin, 'buildEnd').call(context([extendSchema]))).not.toThrow();
  });

  it('stop the build when one of the query compiler’s trims no longer applies to graphql-jit', async () => {
    const plugin = queryCompilerTrimmed();
    const jitModule = path.join(JIT, 'execution.mjs');
    hook(plugin, 'buildStart').call({});
    expect(() => hook(plugin, 'buildEnd').call(context([jitModule]))).toThrow(new RegExp(`graphql-jit@${JIT_VERSION.replaceAll('.', '\\.')}.*fast-json-stringify`));
    // Every trim applied: no error; a build without graphql-jit is not checked.
    for (const source of QUERY_COMPILER_TRIMS.slice(0, -1)) await hook(plugin, 'resolveId').call(context([]), source, jitModule, {});
    expect(() => hook(plugin, 'buildEnd').call(context([jitModule]))).toThrow(/a sibling imported by its CommonJS name/);
    await hook(plugin, 'resolveId').call(context([]), './error.js', jitModule, {});
    expect(() => hook(plugin, 'buildEnd').call(context([jitModule]))).not.toThrow();
    hook(plugin, 'buildStart').call({});
    expect(() => hook(plugin, 'buildEnd').call(context(['/portal/src/main.tsx']))).not.toThrow();
    // A sibling imported by its CommonJS name that has no ES module beside it.
    expect(() => hook(plugin, 'resolveId').call(context([]), './no-such-file.js', jitModule, {})).toThrow(/graphql-jit@.*dist\/no-such-file\.mjs/);
  });

  it('find in the installed graphql-jit every import the query compiler’s trims replace', () => {
    const sources = readdirSync(JIT)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(JIT, file), 'utf8'))
      .join('\n');
    for (const trim of QUERY_COMPILER_TRIMS.slice(0, -1)) expect(sources, trim).toContain(`from "${trim}"`);
    expect(sources).toMatch(/from "\.\/\w[\w-]*\.js"/);
  });

  it('stop the build when a package whose copy the others share can no longer resolve it', async () => {
    const resolveId = hook(singleCopies(), 'resolveId');
    await expect(resolveId.call({ resolve: () => Promise.resolve(null) }, 'd3-time', '/portal/node_modules/@nivo/scales/dist/x.mjs', {})).rejects.toThrow(/d3-scale@.*resolves d3-time/);
  });

  it("stop the build when Vite's nested build returns another shape, or Rolldown's groups make no chunk of that name", () => {
    expect(() => firstPassChunks({ close: () => undefined })).toThrow(new RegExp(`vite@${installedVersion('vite').replaceAll('.', '\\.')}`));
    expect(firstPassChunks([{ output: [{ type: 'asset' }] }])).toHaveLength(1);
    expect(() => checkGroupsMade(['index', 'route'], ['shell'])).toThrow(new RegExp(`rolldown@.*named shell`));
    expect(() => checkGroupsMade(['index', 'shell', 'screens'], ['shell', 'screens'])).not.toThrow();
  });

  it("stop the worker's build when mocks/contract.ts is built without the contract the plugin serves", () => {
    const plugin = runtimeContractPlugin();
    hook(plugin, 'buildStart').call({});
    expect(() => hook(plugin, 'buildEnd').call(context([path.resolve('mocks/contract.ts')]))).toThrow(/mocks\/contract\.ts no longer imports/);
    expect(() => hook(plugin, 'buildEnd').call(context([path.resolve('src/main.tsx')]))).not.toThrow();
  });

  it("stop the build when nivo's modules are built and none imports lodash as the charts' plugin expects", async () => {
    const plugin = chartsOnLodashEs();
    const nivo = path.resolve('node_modules/@nivo/core/dist/nivo-core.mjs');
    hook(plugin, 'buildStart').call({});
    expect(() => hook(plugin, 'buildEnd').call(context([nivo]))).toThrow(/@nivo\/core@.*lodash\/<function>\.js/);
    expect(() => hook(plugin, 'buildEnd').call(context(['/portal/src/main.tsx']))).not.toThrow();
    await hook(plugin, 'resolveId').call(context([]), 'lodash/get.js', nivo, {});
    expect(() => hook(plugin, 'buildEnd').call(context([nivo]))).not.toThrow();
  });
});
