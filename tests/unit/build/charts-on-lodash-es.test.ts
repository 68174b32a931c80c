/**
 * The charts' library imports lodash's functions from its CommonJS package; the build resolves each of
 * them to the same function in lodash-es (scripts/bundle-plugins.ts), and only for nivo's imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartsOnLodashEs } from '../../../scripts/bundle-plugins';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const resolveId = chartsOnLodashEs().resolveId as Hook;
const NIVO = path.resolve('node_modules/@nivo');
const NIVO_CORE = path.join(NIVO, 'core/dist/nivo-core.mjs');

/** A stand-in for the bundler's context: `this.resolve` answers with the name it was asked for. */
const context = { resolve: (source: string) => Promise.resolve({ id: source }) };

/** Every lodash function module that nivo's ES modules import. */
function nivoLodashImports(): string[] {
  const found = new Set<string>();
  for (const name of readdirSync(NIVO)) {
    const dist = path.join(NIVO, name, 'dist');
    for (const file of readdirSync(dist).filter((entry) => entry.endsWith('.mjs'))) {
      for (const match of readFileSync(path.join(dist, file), 'utf8').matchAll(/from\s*"(lodash\/\w+\.js)"/g)) found.add(match[1]);
    }
  }
  return [...found].sort();
}

describe("the charts' lodash as ES modules", () => {
  it('resolves each lodash function nivo imports to the same function in lodash-es', async () => {
    const imports = nivoLodashImports();
    expect(imports.length).toBeGreaterThan(10);
    for (const source of imports) {
      const name = /^lodash\/(\w+)\.js$/.exec(source)?.[1];
      expect(await resolveId.call(context, source, NIVO_CORE, {})).toEqual({ id: `lodash-es/${name}.js` });
      // lodash-es has that function, by the same name, as its module's default export.
      expect(readFileSync(path.resolve('node_modules/lodash-es', `${name}.js`), 'utf8')).toMatch(new RegExp(`export default ${name};`));
    }
  });

  it("leaves other importers' lodash, and nivo's other imports, alone", () => {
    expect(resolveId.call(context, 'lodash/get.js', path.resolve('src/screens/dashboard/chart-theme.ts'), {})).toBeNull();
    expect(resolveId.call(context, 'lodash-es/get.js', NIVO_CORE, {})).toBeNull();
    expect(resolveId.call(context, 'd3-scale', NIVO_CORE, {})).toBeNull();
    expect(resolveId.call(context, 'lodash/get.js', undefined, {})).toBeNull();
  });
});
