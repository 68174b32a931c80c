import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { globalCss, semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { lightOnly, portalSystem, portalSystemConfigs, rootCustomProperties, shareUtilityValues } from '../../../src/app/theme';

describe('the portal design system', () => {
  it('keeps the light value of a token that has a light and a dark one, and leaves other values alone', () => {
    expect(
      lightOnly({
        bg: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
        fg: { muted: { value: '{colors.gray.600}' } },
        shadow: { value: { _light: '0 1px 2px black', _dark: '0 1px 2px white' } },
        breakpoints: { value: { base: '1px', md: '2px' } },
      }),
    ).toEqual({
      bg: { value: '{colors.white}' },
      fg: { muted: { value: '{colors.gray.600}' } },
      shadow: { value: '0 1px 2px black' },
      breakpoints: { value: { base: '1px', md: '2px' } },
    });
  });

  it("keeps every one of Chakra's semantic tokens with its light colour, and no dark styles", () => {
    const css = JSON.stringify(portalSystem().getTokenCss());
    expect(JSON.stringify(lightOnly(semanticTokens))).not.toContain('_dark');
    for (const [variable, light] of [
      ['--chakra-colors-bg', 'var(--chakra-colors-white)'],
      ['--chakra-colors-fg-muted', 'var(--chakra-colors-gray-600)'],
      ['--chakra-colors-border', 'var(--chakra-colors-gray-200)'],
      ['--chakra-colors-brand-solid', 'var(--chakra-colors-brand-700)'],
      ['--chakra-colors-brand-fg', 'var(--chakra-colors-brand-700)'],
      ['--chakra-colors-fg-error', 'var(--chakra-colors-red-700)'],
    ]) {
      expect(css).toContain(`"${variable}":"${light}"`);
    }
    expect(css).not.toContain('.dark');
  });

  it('makes each utility value list once and shares it, with the same styles as unshared lists', () => {
    const calls: unknown[] = [];
    const colours = (lookup: (category: string) => unknown) => {
      calls.push(lookup);
      return { ...(lookup('colors') as object) };
    };
    const utilities = shareUtilityValues({ color: { values: colours }, fill: { values: colours }, margin: { values: 'spacing' } });
    const lookup = (category: string) => ({ [`${category}.one`]: 'one' });
    const other = (category: string) => ({ [`${category}.two`]: 'two' });
    const call = (name: string, by: typeof lookup) => (utilities[name]?.values as typeof colours)(by);
    expect(call('color', lookup)).toBe(call('fill', lookup));
    expect(call('color', other)).toEqual({ 'colors.two': 'two' });
    expect(call('fill', other)).toBe(call('color', other));
    expect(calls).toEqual([lookup, other]);
    expect(utilities.margin?.values).toBe('spacing');

    // The portal's system against one made from the same configurations with Chakra's own lists.
    const [base, ...rest] = portalSystemConfigs();
    const unshared = createSystem({ ...base, utilities: defaultBaseConfig.utilities }, ...rest);
    const styles = { bg: 'brand.solid', color: 'fg.error', borderColor: 'red.500', fill: 'currentBg', stroke: 'gray.300/50', px: '4', colorPalette: 'brand' };
    expect(portalSystem().css(styles)).toEqual(unshared.css(styles));
    expect(portalSystem().getTokenCss()).toEqual(unshared.getTokenCss());
    expect(portalSystem().utility.keys()).toEqual(unshared.utility.keys());
  });
});

/** Chakra's utilities whose style prop sets one of the given custom properties on its element. */
function utilitiesSetting(variables: readonly string[]): string[] {
  const token = Object.assign((path: string) => path, { raw: (path: string) => ({ value: path }) });
  const lookup = { token, raw: '1px', utils: { colorMix: () => ({ invalid: false, value: 'red' }) } };
  return Object.entries(defaultBaseConfig.utilities ?? {}).flatMap(([prop, utility]) => {
    const transform = (utility as { transform?: (value: string, lookup: unknown) => unknown } | undefined)?.transform;
    if (typeof transform !== 'function') return [];
    const styles = transform('1px', lookup);
    const keys = styles && typeof styles === 'object' ? Object.keys(styles) : [];
    return keys.some((key) => variables.includes(key)) ? [prop] : [];
  });
}

/** The portal's own source files. */
function portalSources(): { file: string; text: string }[] {
  const root = fileURLToPath(new URL('../../../src', import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('__generated__'))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

describe("Chakra's universal custom properties, set on the root element", () => {
  const universal = Object.keys((globalCss as Record<string, Record<string, unknown>>)['*'] ?? {}).filter((name) => name.startsWith('--'));

  it('moves every custom property of the universal rule to the root element, and leaves the rest of the rule', () => {
    expect(universal.length).toBeGreaterThan(20);
    const moved = rootCustomProperties(globalCss) as Record<string, Record<string, unknown>>;
    expect(Object.keys(moved['*'] ?? {})).toEqual(['fontFeatureSettings']);
    for (const name of universal) expect(moved.html?.[name]).toEqual((globalCss as Record<string, Record<string, unknown>>)['*']?.[name]);
    expect(moved.html?.colorPalette).toBe('gray');
    // The system's global styles: the universal rule has no custom property left.
    const global = JSON.stringify(portalSystem().getGlobalCss());
    expect(global).toContain('"--global-color-border":"var(--chakra-colors-border)"');
    const base = (portalSystem().getGlobalCss() as Record<string, Record<string, Record<string, unknown>>>)['@layer base'];
    expect(Object.keys(base?.['&*'] ?? {})).toEqual(['fontFeatureSettings']);
    expect(Object.keys(base?.['&html'] ?? {})).toEqual(expect.arrayContaining(universal));
  });

  it('is the same for every element: nothing in the portal sets one of them on an element of its own', () => {
    const setters = utilitiesSetting(universal);
    // Chakra's ring, filter and backdrop filter props set them; the list follows Chakra's own utilities.
    expect(setters).toEqual(expect.arrayContaining(['brightness', 'ringColor', 'backdropBlur']));
    const prop = new RegExp(`(?<![\\w.-])(${setters.join('|')})(=|\\s*:)`);
    // The theme's own file names tokens (a palette's `contrast` is a colour, not a style prop); its
    // styles are the configurations' recipes and global styles, checked below.
    const offending = portalSources()
      .filter(({ file }) => file !== path.join('app', 'theme.ts'))
      .filter(({ text }) => prop.test(text) || universal.some((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`)));
    expect(offending.map(({ file }) => file)).toEqual([]);
    const base = (portalSystem().getGlobalCss() as Record<string, Record<string, Record<string, unknown>>>)['@layer base'] ?? {};
    const setBy = Object.entries(base).filter(([, styles]) => universal.some((name) => name in styles)).map(([selector]) => selector);
    expect(setBy).toEqual(['&html']);
    // Nor do the recipes of the components the portal uses.
    const recipes = JSON.stringify(portalSystemConfigs().map((config) => [config.theme?.recipes, config.theme?.slotRecipes]));
    expect(setters.filter((name) => recipes.includes(`"${name}":`))).toEqual([]);
    expect(universal.filter((name) => recipes.includes(`"${name}"`))).toEqual([]);
  });
});
