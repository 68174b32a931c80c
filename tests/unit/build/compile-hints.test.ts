/**
 * The build puts V8's compile hint on the first line of the chunks it names, after everything else
 * has written them (build/compile-hints.ts), and counts the hint in those chunks' hashes.
 */
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../build/compile-hints';

type Handler = (this: unknown, options: unknown, bundle: Record<string, unknown>) => void;

const plugin = compileHints(['shell']);
const generateBundle = plugin.generateBundle as { order: string; handler: Handler };
const augmentChunkHash = plugin.augmentChunkHash as (chunk: { name: string }) => string | undefined;

function chunk(name: string, code: string) {
  return { type: 'chunk' as const, name, fileName: `assets/${name}-x.js`, code };
}

describe("the shell's compile hint", () => {
  it('is the comment V8 reads', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('goes on the first line of the named chunks only, once, after the other plugins have written them', () => {
    expect(generateBundle.order).toBe('post');
    const bundle = {
      shell: chunk('shell', 'const __vite__mapDeps=1;\nexport{}'),
      route: chunk('route', 'export{}'),
      style: { type: 'asset' as const, name: 'shell', fileName: 'assets/shell.css', source: 'a{}' },
    };
    generateBundle.handler.call({}, {}, bundle);
    expect(bundle.shell.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
    expect(bundle.route.code).toBe('export{}');
    expect(bundle.style.source).toBe('a{}');
    generateBundle.handler.call({}, {}, bundle);
    expect(bundle.shell.code.split(COMPILE_HINT)).toHaveLength(2);
  });

  it("changes the named chunks' hashes, and no other's", () => {
    expect(augmentChunkHash({ name: 'shell' })).toBe(COMPILE_HINT);
    expect(augmentChunkHash({ name: 'route' })).toBeUndefined();
  });
});
