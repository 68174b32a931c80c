/**
 * The client's rxjs comes from the package's ES2015 build (scripts/bundle-plugins.ts): the same modules
 * as its default ES5 build, without tslib's class helpers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rxjsAsEs2015 } from '../../../scripts/bundle-plugins';

type Hook = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const resolveId = rxjsAsEs2015().resolveId as Hook;
const RXJS = path.resolve('node_modules/rxjs');
const APOLLO = path.resolve('node_modules/@apollo/client/core/ObservableQuery.js');

/** A stand-in for the bundler's context: rxjs's imports resolve as its `default` condition does. */
const context = {
  resolve: (source: string) => {
    const target = (JSON.parse(readFileSync(path.join(RXJS, 'package.json'), 'utf8')) as { exports: Record<string, { default: string }> }).exports[
      source === 'rxjs' ? '.' : `./${source.slice('rxjs/'.length)}`
    ];
    return Promise.resolve(target ? { id: path.join(RXJS, target.default), external: false } : { id: source, external: false });
  },
};

describe("the client's rxjs as ES2015", () => {
  it('resolves rxjs and its entry points to the ES2015 build, which exists and needs no tslib', async () => {
    for (const source of ['rxjs', 'rxjs/operators']) {
      const resolved = (await resolveId.call(context, source, APOLLO, {})) as { id: string };
      expect(resolved.id).toContain(`${path.sep}rxjs${path.sep}dist${path.sep}esm${path.sep}`);
      expect(existsSync(resolved.id)).toBe(true);
    }
    // The ES5 build's Subject extends Observable through tslib; the ES2015 build's is a class.
    expect(readFileSync(path.join(RXJS, 'dist/esm5/internal/Subject.js'), 'utf8')).toMatch(/from "tslib"/);
    expect(readFileSync(path.join(RXJS, 'dist/esm/internal/Subject.js'), 'utf8')).not.toMatch(/tslib/);
    expect(readFileSync(path.join(RXJS, 'dist/esm/internal/Subject.js'), 'utf8')).toMatch(/class Subject extends Observable/);
  });

  it('leaves every other import alone', async () => {
    expect(await resolveId.call(context, 'graphql', APOLLO, {})).toBeNull();
    expect(await resolveId.call(context, 'rxjs-compat', APOLLO, {})).toBeNull();
  });
});
