import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { includesPackage, internalsChanged } from '../build/library-guard';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the module list lands in the build folder, next to Vite's own manifest. */
export const BUNDLE_MODULES_FILE = '.vite/bundle-modules.json';

interface PackageInfo {
  name: string;
  version: string;
}

/** The folder of the package that holds `file` (the last `node_modules/<name>` or `node_modules/@scope/<name>`). */
function packageRoot(file: string): string | null {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/**
 * Writes `.vite/bundle-modules.json` into the build: for every JavaScript chunk the modules it holds
 * (paths relative to the project, with their rendered size), and for every package folder that
 * contributed a module its name and version. scripts/bundle-report.mjs reads it to find libraries
 * that ship twice (two folders, or an ES module and a CommonJS build of the same files).
 */
export function bundleModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal:bundle-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, { id: string; bytes: number }[]> = {};
      const packages: Record<string, PackageInfo> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, info]) => ({ id: id.startsWith('\0') ? id : path.relative(root, id.split('?')[0]).split(path.sep).join('/'), bytes: info.renderedLength }))
          .filter((module) => module.bytes > 0);
        for (const { id } of chunks[output.fileName]) {
          const folder = packageRoot(id);
          if (!folder || packages[folder]) continue;
          try {
            const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as Partial<PackageInfo>;
            packages[folder] = { name: manifest.name ?? path.basename(folder), version: manifest.version ?? 'unknown' };
          } catch {
            packages[folder] = { name: folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length), version: 'unknown' };
          }
        }
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_MODULES_FILE, source: `${JSON.stringify({ chunks, packages }, null, 1)}\n` });
    },
  };
}

/**
 * Libraries that npm installs twice, and which copy the build uses for every importer: the copy that
 * the named package resolves (same version, or the newer one with the same API). Without this the
 * build ships both copies.
 */
const SINGLE_COPIES: Readonly<Record<string, string>> = {
  // GraphiQL's tabs use Reorder from framer-motion 13; the portal's motion 14 brings framer-motion 14.
  'framer-motion': 'motion',
  // GraphiQL's packages pin two release candidates of the same one-function runtime.
  'react-compiler-runtime': '@graphiql/react',
  // nivo's scales use d3-time 1 and d3-scale uses d3-time 3 (same API).
  'd3-time': 'd3-scale',
};

/** One copy of each library in the production build (scripts/bundle-report.mjs fails the build report otherwise). */
export function singleCopies(): Plugin {
  return {
    name: 'portal:single-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, _importer, options) {
      const owner = SINGLE_COPIES[source];
      if (owner) {
        // Resolve the import as if the owning package made it, so every importer gets the owner's copy.
        const resolved = await this.resolve(source, path.join(ROOT, 'node_modules', owner, 'package.json'), { ...options, skipSelf: true });
        if (!resolved) throw internalsChanged('single copies', owner, `it resolves ${source} from its own folder`, ROOT);
        return resolved;
      }
      return null;
    },
  };
}

/**
 * The worker's query compiler (graphql-jit, mocks/executor.ts) loads on demand. Four things in its
 * package would otherwise weigh on the worker:
 * - its ES module files import some siblings by their CommonJS names (`./error.js` beside
 *   `./error.mjs`); those files `require("graphql")`, which makes the bundle keep every export of
 *   graphql-js in the worker's first load (about 19 KB compressed). Each such import is resolved to
 *   the sibling ES module;
 * - it uses three lodash functions from their CommonJS packages; the bundler's helpers for CommonJS
 *   would then be shared by the worker and the compiler's chunk and move to a file of their own, one
 *   more request in the worker's first load. They resolve to the same functions from lodash-es;
 * - its compatibility module reads three whole graphql-js namespaces (utilities, errors, execute) on
 *   paths taken only with graphql-js 15 and 16; building those namespace objects also needs the
 *   bundler's helpers. This build has graphql-js 17, so they resolve to an empty module;
 * - it can build JSON serializers with fast-json-stringify and Ajv (about 70 KB compressed); the
 *   portal never asks for them (results are posted to the page as objects), so that import resolves
 *   to a module that says so if it is ever called.
 */
/** graphql-js namespaces the compiler reads only under graphql-js 15 and 16 (this build has 17). */
const LEGACY_GRAPHQL_NAMESPACES = new Set(['graphql/utilities/index.js', 'graphql/error/index.js', 'graphql/execution/execute.js']);

/** The same lodash functions as ES modules, which need none of the bundler's CommonJS helpers. */
const LODASH_ES_MODULES: Readonly<Record<string, string>> = {
  'lodash.memoize': 'lodash-es/memoize.js',
  'lodash.merge': 'lodash-es/merge.js',
  'lodash.mergewith': 'lodash-es/mergeWith.js',
};

/** A function module of lodash's CommonJS package, as nivo's ES modules import them (`lodash/get.js`). */
const LODASH_FUNCTION = /^lodash\/(\w+)(?:\.js)?$/;

/**
 * The charts' library (nivo) imports about twenty lodash functions from lodash's CommonJS package. Each
 * becomes a module the bundler wraps in its CommonJS helpers, and a merge or an equality check drags
 * dozens more; as ES modules from lodash-es (the same functions) they are hoisted into the charts' chunk
 * and shaken like the rest of it.
 */
export function chartsOnLodashEs(): Plugin {
  let applied = false;
  return {
    name: 'portal:charts-on-lodash-es',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      applied = false;
    },
    resolveId(source, importer, options) {
      const name = LODASH_FUNCTION.exec(source)?.[1];
      if (!name || !importer?.includes(`${path.sep}node_modules${path.sep}@nivo${path.sep}`)) return null;
      applied = true;
      return this.resolve(`lodash-es/${name}.js`, importer, { ...options, skipSelf: true });
    },
    // Relies on how nivo's ES modules import lodash (`lodash/<function>.js`): a build with nivo in which
    // no such import came stops, naming nivo's version.
    buildEnd(error) {
      if (!error && !applied && includesPackage(this.getModuleIds(), '@nivo/core')) {
        throw internalsChanged('charts on lodash-es', '@nivo/core', 'its ES modules import lodash functions as lodash/<function>.js', ROOT);
      }
    },
  };
}

/** What queryCompilerTrimmed must find in graphql-jit for each of its four trims (its guard's list). */
export const QUERY_COMPILER_TRIMS = Object.freeze([
  'fast-json-stringify',
  ...LEGACY_GRAPHQL_NAMESPACES,
  ...Object.keys(LODASH_ES_MODULES),
  'a sibling imported by its CommonJS name',
]);

/**
 * Relies on graphql-jit's internals (its dist/*.mjs import names): each trim must fire in a build
 * that holds graphql-jit, or the build stops naming graphql-jit's version and the trim that no longer
 * applies.
 */
export function queryCompilerTrimmed(): Plugin {
  const unusedSerializer = '\0portal:fast-json-stringify-unused';
  const legacyOnly = '\0portal:graphql-15-and-16-only';
  const applied = new Set<string>();
  return {
    name: 'portal:query-compiler-trimmed',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      applied.clear();
    },
    resolveId(source, importer, options) {
      const inCompiler = importer?.includes(`${path.sep}graphql-jit${path.sep}`) ?? false;
      if (source === 'fast-json-stringify') {
        applied.add(source);
        return unusedSerializer;
      }
      if (LEGACY_GRAPHQL_NAMESPACES.has(source) && inCompiler) {
        applied.add(source);
        return legacyOnly;
      }
      const esModule = LODASH_ES_MODULES[source];
      if (esModule) {
        applied.add(source);
        return this.resolve(esModule, importer, { ...options, skipSelf: true });
      }
      if (importer?.endsWith('.mjs') && source.startsWith('./') && source.endsWith('.js') && importer.includes(`${path.sep}graphql-jit${path.sep}dist${path.sep}`)) {
        const sibling = path.join(path.dirname(importer), source.replace(/\.js$/, '.mjs'));
        if (!existsSync(sibling)) throw internalsChanged('query compiler trimmed', 'graphql-jit', `dist/${path.basename(sibling)} beside dist/${source.slice(2)}`, ROOT);
        applied.add('a sibling imported by its CommonJS name');
        return sibling;
      }
      return null;
    },
    load(id) {
      if (id === unusedSerializer) return 'export default function fastJson() { throw new Error("JSON serializers are not part of this build (mocks/executor.ts)"); }';
      return id === legacyOnly ? 'export {};' : null;
    },
    buildEnd(error) {
      if (error || !includesPackage(this.getModuleIds(), 'graphql-jit')) return;
      const missing = QUERY_COMPILER_TRIMS.filter((trim) => !applied.has(trim));
      if (missing.length > 0) throw internalsChanged('query compiler trimmed', 'graphql-jit', `its ES modules import ${missing.join(', ')}`, ROOT);
    },
  };
}

/**
 * The worker builds its schema with graphql-js's `extendSchemaImpl` on SDL that `npm test` has checked
 * (domain/executable-schema.ts), never with `extendSchema`, the wrapper that first checks the SDL. The
 * module holding both imports that check, and with it every validation rule of graphql-js, so the rules
 * would be in the worker's first load although only documents other than the portal's own are validated,
 * with rules loaded when the first such document comes (mocks/portal-operations.ts). In the worker's
 * build, the wrapper's import points to a module that says so if it is ever called.
 */
/** graphql-js's module with `extendSchema`, and the import of its SDL check that sdlCheckLeftOut replaces. */
export const EXTEND_SCHEMA_MODULE = `${path.sep}graphql${path.sep}utilities${path.sep}extendSchema.mjs`;
export const SDL_CHECK_IMPORT = '../validation/validate.mjs';

/**
 * Relies on graphql-js's internals (the path of extendSchema.mjs's import of its SDL check): when the
 * build holds extendSchema.mjs and that import never came, the build stops naming graphql's version.
 */
export function sdlCheckLeftOut(): Plugin {
  const unused = '\0portal:sdl-extension-check-unused';
  let applied = false;
  return {
    name: 'portal:sdl-check-left-out',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      applied = false;
    },
    resolveId(source, importer) {
      if (source === SDL_CHECK_IMPORT && importer?.endsWith(EXTEND_SCHEMA_MODULE)) {
        applied = true;
        return unused;
      }
      return null;
    },
    load(id) {
      return id === unused
        ? 'export function assertValidSDLExtension() { throw new Error("extendSchema checks SDL, which is not part of the worker (scripts/bundle-plugins.ts)"); }'
        : null;
    },
    buildEnd(error) {
      if (error || applied) return;
      if ([...this.getModuleIds()].some((id) => id.endsWith(EXTEND_SCHEMA_MODULE))) {
        throw internalsChanged('sdl check left out', 'graphql', `utilities/extendSchema.mjs imports its SDL check from ${SDL_CHECK_IMPORT}`, ROOT);
      }
    },
  };
}
