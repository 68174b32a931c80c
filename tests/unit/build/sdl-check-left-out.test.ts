/**
 * The worker's build points graphql-js's SDL check, which only `extendSchema` calls, to a module that
 * throws (scripts/bundle-plugins.ts), so the validation rules it imports are not in the worker's first
 * file; the worker builds its schema with `extendSchemaImpl`, which does not call it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdlCheckLeftOut } from '../../../scripts/bundle-plugins';

const EXTEND_SCHEMA = path.resolve('node_modules/graphql/utilities/extendSchema.mjs');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = sdlCheckLeftOut();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

describe('the SDL check left out of the worker', () => {
  it("replaces only extendSchema's import of graphql-js's validation", () => {
    const stub = resolveId.call({}, '../validation/validate.mjs', EXTEND_SCHEMA, {});
    expect(typeof stub).toBe('string');
    expect(resolveId.call({}, '../validation/validate.mjs', path.resolve('node_modules/graphql/validation/index.mjs'), {})).toBeNull();
    expect(resolveId.call({}, '../type/definition.mjs', EXTEND_SCHEMA, {})).toBeNull();
    expect(load.call({}, stub)).toContain('export function assertValidSDLExtension()');
    expect(load.call({}, EXTEND_SCHEMA)).toBeNull();
  });

  it('leaves out the one function only the wrapper the worker does not use calls', () => {
    const source = readFileSync(EXTEND_SCHEMA, 'utf8');
    const imported = /import \{ ([^}]+) \} from "\.\.\/validation\/validate\.mjs";/.exec(source);
    expect(imported?.[1].trim()).toBe('assertValidSDLExtension');
    const body = source.slice(source.indexOf('export function extendSchemaImpl'));
    expect(body).not.toContain('assertValidSDLExtension');
    // The worker's schema comes from extendSchemaImpl, not the wrapper.
    const worker = readFileSync('domain/executable-schema.ts', 'utf8');
    expect(worker).toContain("import { extendSchemaImpl } from 'graphql/utilities/extendSchema';");
    expect(worker).not.toMatch(/\bextendSchema\(/);
  });

  it('throws if it is ever called', async () => {
    const code = load.call({}, resolveId.call({}, '../validation/validate.mjs', EXTEND_SCHEMA, {})) as string;
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { assertValidSDLExtension: () => void };
    expect(() => module.assertValidSDLExtension()).toThrow(/not part of the worker/);
  });
});
