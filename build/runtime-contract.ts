import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, print, stripIgnoredCharacters, visit } from 'graphql';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0portal:runtime-contract';
/** The module whose import of the contract this plugin serves. */
const CONTRACT_MODULE = path.join('mocks', 'contract.ts');

/**
 * The contract as the in-browser server needs it to run: schema.graphql without its descriptions and
 * insignificant characters (about 7 KB gzipped instead of 19 KB, and a third of the time to build).
 * The descriptions are for people: GraphiQL loads the full schema.graphql for its documentation, and
 * the tests (which run without a build) read it whole.
 */
export function stripDescriptions(sdl: string): string {
  const document = visit(parse(sdl, { noLocation: true }), {
    enter(node) {
      return 'description' in node && node.description ? { ...node, description: undefined } : undefined;
    },
  });
  return stripIgnoredCharacters(print(document));
}

/**
 * Production builds only: `mocks/contract.ts`'s import of `../schema.graphql?raw` gets the contract
 * without descriptions. Every other import of schema.graphql (GraphiQL's) gets the whole file.
 */
export function runtimeContractPlugin(): Plugin {
  let schemaFile = '';
  let served = false;
  return {
    name: 'portal:runtime-contract',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      schemaFile = path.join(config.root, 'schema.graphql');
    },
    buildStart() {
      served = false;
    },
    resolveId(source, importer) {
      if (source === '../schema.graphql?raw' && importer && path.normalize(importer).endsWith(CONTRACT_MODULE)) return VIRTUAL_ID;
      return null;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) return null;
      this.addWatchFile(schemaFile);
      served = true;
      return `export default ${JSON.stringify(stripDescriptions(await readFile(schemaFile, 'utf8')))};`;
    },
    buildEnd(error) {
      // mocks/contract.ts in the build without the contract this plugin serves: its import changed.
      if (!error && !served && [...this.getModuleIds()].some((id) => path.normalize(id).endsWith(CONTRACT_MODULE))) {
        throw new Error("runtime contract: mocks/contract.ts no longer imports '../schema.graphql?raw'; update build/runtime-contract.ts");
      }
    },
  };
}
