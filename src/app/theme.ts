import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The portal's design system: Chakra's defaults plus a `brand` palette (a deep comfort blue) and
 * the spec's tooltip timing. Screens use `colorPalette="brand"` for primary actions.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#b3ccff' },
          300: { value: '#82a9f5' },
          400: { value: '#4f7fe0' },
          500: { value: '#2a5cc7' },
          600: { value: '#1b47a6' },
          700: { value: '#0b3d91' },
          800: { value: '#0a2f6e' },
          900: { value: '#08214d' },
          950: { value: '#051431' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.300}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

/** SPEC section 9: tooltips open after 700 ms; moving between them skips the delay for 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
