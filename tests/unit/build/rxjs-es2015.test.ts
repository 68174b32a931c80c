/**
 * The client's rxjs comes from the package's ES2015 build through the public `resolve.conditions`
 * option (vite.config.ts): the same modules as its default ES5 build, without tslib's class helpers.
 * If an rxjs release drops its `es2015` condition, the option silently does nothing: this test says so.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../vite.config';

const RXJS = path.resolve('node_modules/rxjs');
const manifest = JSON.parse(readFileSync(path.join(RXJS, 'package.json'), 'utf8')) as { version: string; exports: Record<string, Record<string, string>> };

describe("the client's rxjs as ES2015", () => {
  it('is asked for by the build', () => {
    expect(config.resolve?.conditions).toContain('es2015');
  });

  it(`is what rxjs@${manifest.version} offers under its es2015 condition, with classes and no tslib`, () => {
    for (const entry of ['.', './operators']) {
      expect(manifest.exports[entry]?.es2015, `rxjs@${manifest.version} exports ${entry} under es2015`).toMatch(/^\.\/dist\/esm\//);
    }
    // The ES5 build's Subject extends Observable through tslib; the ES2015 build's is a class.
    expect(readFileSync(path.join(RXJS, 'dist/esm5/internal/Subject.js'), 'utf8')).toMatch(/from "tslib"/);
    const es2015 = readFileSync(path.join(RXJS, 'dist/esm/internal/Subject.js'), 'utf8');
    expect(es2015).not.toMatch(/tslib/);
    expect(es2015).toMatch(/class Subject extends Observable/);
  });
});
