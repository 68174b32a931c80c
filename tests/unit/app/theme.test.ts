import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { lightOnly, portalSystem, portalSystemConfigs, shareUtilityValues } from '../../../src/app/theme';

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
