import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';
import { runnerImport, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * The design system's page-wide CSS, written into the built index.html instead of made at start-up.
 *
 * Chakra UI's `createSystem` works out three style sheets when the portal starts: its reset, its global
 * styles and a CSS variable for each of its 565 tokens. Its provider then has Emotion serialise them,
 * run them through its CSS compiler and insert the rules. On a phone this is one of the longest pieces
 * of start-up work (BENCHMARKS.md, "The design system's CSS at build time"), and its result is the same
 * on every visit: it depends only on the theme (src/app/theme.ts).
 *
 * So the build makes that CSS once, as Emotion would insert it, and puts it in a <style> element in the
 * page's head; the system the page builds leaves those sheets out (its `_global` is empty, and it has
 * no functions to make them), so the provider inserts nothing of them. Chakra's layer order
 * (`@layer reset, base, tokens, recipes;`) comes first, as its provider inserts it first. The
 * development server keeps Chakra's own run-time sheets: it serves Chakra pre-bundled, and this change
 * is for the built page.
 */

/** Chakra's system module, whose `createSystem` builds the page-wide sheets. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** The line of `createSystem` that builds the sheets; the build stops if a Chakra update changes it. */
export const RUNTIME_SHEETS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** The system's functions that make the sheets, as `createSystem` returns them. */
export const SHEET_FUNCTIONS = '    getTokenCss,\n    getGlobalCss,\n    getPreflightCss,\n';

/** `text` in `code` exactly once, or the build stops: a Chakra update changed what this plugin takes out. */
function findOnce(code: string, text: string): void {
  const at = code.indexOf(text);
  if (at < 0 || code.indexOf(text, at + 1) >= 0) {
    throw new Error(
      `design system CSS: Chakra's createSystem no longer has ${JSON.stringify(text.trim())} once; ` +
        'check what its provider inserts and update build/design-system-css.ts',
    );
  }
}

/**
 * Chakra's system module without its page-wide sheets: `_global` is empty, and the system no longer
 * offers the functions that make them (nothing in the built page calls them), so their code, Chakra's
 * reset among it, is left out of the bundle.
 */
export function withoutRuntimeSheets(code: string): string {
  findOnce(code, RUNTIME_SHEETS);
  findOnce(code, SHEET_FUNCTIONS);
  return code.replace(RUNTIME_SHEETS, 'const _global = [];').replace(SHEET_FUNCTIONS, '');
}

/**
 * The CSS Chakra's provider inserts for a system, as text: its layer order, then its reset, global
 * styles and tokens, serialised and compiled by Emotion with the same plugins as in the page, as
 * Emotion's `Global` (@emotion/react) does. Outside a browser Emotion's cache returns the rules; in one
 * (the tests' DOM) it hands them to the sheet it is given, which here keeps them.
 */
export function designSystemCss(system: Pick<SystemContext, 'layers' | '_global' | '_config'>): string {
  const cache = createCache({ key: 'css' });
  const rules = (styles: unknown): string => {
    const kept: string[] = [];
    const sheet = { insert: (rule: string) => void kept.push(rule) } as unknown as typeof cache.sheet;
    const returned: unknown = cache.insert('', serializeStyles([styles as never], undefined, {}), sheet, false);
    return typeof returned === 'string' ? returned : kept.join('');
  };
  const layerOrder = system._config.disableLayers ? '' : rules(system.layers.atRule);
  return layerOrder + rules(system._global);
}

/** The portal's design system (src/app/theme.ts) as the page builds it, its CSS made by Chakra itself. */
async function portalDesignSystemCss(root: string): Promise<string> {
  const { module } = await runnerImport<typeof import('../src/app/theme')>('/src/app/theme.ts', { root, configFile: false, logLevel: 'error' });
  return designSystemCss(module.portalSystem());
}

/** The build's plugin: Chakra's system without run-time sheets, and their CSS in index.html's head. */
export function designSystemCssPlugin(): Plugin {
  let css: Promise<string> | null = null;
  let root = '';
  return {
    name: 'portal:design-system-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: CHAKRA_SYSTEM_MODULE },
      handler(code) {
        return { code: withoutRuntimeSheets(code), map: null };
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(): Promise<HtmlTagDescriptor[]> {
        css ??= portalDesignSystemCss(root);
        return [{ tag: 'style', attrs: { 'data-design-system': '' }, children: await css, injectTo: 'head' }];
      },
    },
  };
}
