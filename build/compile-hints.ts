import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script or module whose first line is this
 * comment has its functions compiled while the file streams in, on a background thread. Without it V8
 * compiles a function the first time it is called, on the main thread, in the middle of the page's
 * start-up. Other browsers read it as a comment. It costs a dozen bytes gzipped; what it is for is timing
 * (BENCHMARKS.md, "What each build plugin saves").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of the chunks named `chunkNames`: the files whose code runs as the
 * first screen shows. It goes in after everything else has written the chunk (minification drops
 * comments, and Vite puts its list of preloaded files at the top of a chunk): V8 reads the hint only on
 * the first line. The hint counts in the chunk's hash, so a file's name changes with it.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const runsOnLoad = (chunk: { name: string }) => chunkNames.includes(chunk.name);
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    augmentChunkHash(chunk) {
      return runsOnLoad(chunk) ? COMPILE_HINT : undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && runsOnLoad(output) && !output.code.startsWith(COMPILE_HINT)) output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
