import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { designSystemCss } from '../../../build/design-system-css';
import { portalSystem } from '../../../src/app/theme';

/** The rules Emotion's Global elements have inserted, in the order they are in the page's head. */
const globalRules = () =>
  Array.from(document.head.querySelectorAll('style[data-emotion="css-global"]'), (element) => element.textContent ?? '').join('');

describe("the design system's CSS made at build time", () => {
  it("is the CSS Chakra's provider inserts at run time, rule for rule and in the same order", () => {
    // The tests run Chakra as published: its provider still inserts the page-wide sheets itself.
    const { unmount } = render(
      <ChakraProvider value={portalSystem()}>
        <p>Figures</p>
      </ChakraProvider>,
    );
    const inserted = globalRules();
    unmount();
    const made = designSystemCss(portalSystem());
    expect(made.startsWith('@layer reset,base,tokens,recipes;@layer reset{')).toBe(true);
    expect(made).toContain('--chakra-colors-brand-700:#0b3d91;');
    expect(made).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-700);');
    expect(made).toBe(inserted);
  });
});
