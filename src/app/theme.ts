import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The portal has one appearance, the light one: nothing ever sets Chakra's `.dark` class. Chakra's
 * semantic tokens carry a light and a dark value each; keeping only the light one leaves the page's
 * colours unchanged and spares the design system a sixth of its tokens and the whole dark CSS block,
 * which are a large part of building it at start-up.
 */
export function lightOnly<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== 'object' || Array.isArray(tokens)) return tokens;
  const keys = Object.keys(tokens);
  if (keys.includes('_light') && keys.every((key) => key === '_light' || key === '_dark')) return (tokens as unknown as { _light: T })._light;
  return Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, lightOnly(value)])) as T;
}

type GlobalStyles = NonNullable<SystemConfig['globalCss']>;

/**
 * Chakra's global styles with the custom properties of its universal rule (`*`: the ring, filter and
 * backdrop filter parts, the body and mono fonts, the border colour) set once on the root element
 * instead of on every element. Custom properties inherit, and nothing in the portal sets any of them
 * on an element of its own (a test checks the portal's sources and recipes), so every element gets the
 * same values as before. Set on every element, the browser resolved them for each element in every
 * style recalculation, a large part of a phone's work once the page's data arrives.
 */
export function rootCustomProperties(styles: GlobalStyles): GlobalStyles {
  const universal = (styles['*'] ?? {}) as Record<string, unknown>;
  const variables = Object.fromEntries(Object.entries(universal).filter(([name]) => name.startsWith('--')));
  const rest = Object.fromEntries(Object.entries(universal).filter(([name]) => !name.startsWith('--')));
  return { ...styles, '*': rest, html: { ...(styles.html as Record<string, unknown>), ...variables } } as GlobalStyles;
}

/**
 * Chakra's default theme (tokens, semantic tokens, text and layer styles, global CSS) with only the
 * recipes of the components the portal uses, so the others are not shipped. A component added to
 * the portal needs its recipe here, or it renders unstyled: its key is the `key` of the component's
 * recipe context in @chakra-ui/react (e.g. IconButton and CloseButton use `button`, InputGroup uses
 * `inputAddon`, Highlight uses `mark`, Checkbox uses `checkbox` and `checkmark`). Made with the system,
 * on first use, so its light-only tokens are not worked out while the portal's code loads.
 */
const themeConfig = () =>
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: rootCustomProperties(globalCss),
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: lightOnly(semanticTokens),
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        code: codeRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        mark: markRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        skipNavLink: skipNavLinkRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        accordion: accordionSlotRecipe,
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        combobox: comboboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        fileUpload: fileUploadSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        progress: progressSlotRecipe,
        segmentGroup: segmentGroupSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        tag: tagSlotRecipe,
        toast: toastSlotRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  });

/**
 * The portal's look on top of it: a `brand` palette (a deep comfort blue) and the page background.
 * Screens use `colorPalette="brand"` for primary actions.
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
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.300}' },
        },
        // Chakra's solid red (red.600) under white text is 4.3:1, short of WCAG AA for button labels: red.700.
        red: {
          solid: { value: '{colors.red.700}' },
        },
        // Chakra's default error red (red.500) is too light for small text on white; red.700 passes WCAG AA.
        fg: {
          error: { value: '{colors.red.700}' },
        },
      },
    },
  },
});

type Utilities = NonNullable<SystemConfig['utilities']>;
type ValuesFn = Extract<NonNullable<Utilities[string]['values']>, (...args: never[]) => unknown>;

/**
 * Chakra's colour utilities (background, color, borderColor, fill and some twenty more) list the
 * colour tokens with one function, and building the system calls it twice per utility (once for the
 * values, once with another lookup for their types), each call copying every colour token. Measured
 * in Node, that copying was about 70% of building the portal's system (142 → 42 ms). The same
 * function with the same lookup gives the same list, so each list is made once and shared by every
 * utility that uses it; the system only reads it.
 */
export function shareUtilityValues(utilities: Utilities): Utilities {
  type Lookup = Parameters<ValuesFn>[0];
  const made = new Map<ValuesFn, WeakMap<Lookup, ReturnType<ValuesFn>>>();
  const shared =
    (values: ValuesFn): ValuesFn =>
    (lookup) => {
      let lists = made.get(values);
      if (!lists) made.set(values, (lists = new WeakMap()));
      let list = lists.get(lookup);
      if (!list) lists.set(lookup, (list = values(lookup)));
      return list;
    };
  return Object.fromEntries(
    Object.entries(utilities).map(([name, utility]) => [
      name,
      typeof utility?.values === 'function' ? { ...utility, values: shared(utility.values) } : utility,
    ]),
  ) as Utilities;
}

/** The configurations the portal's design system is made from, in the order they merge. */
export const portalSystemConfigs = (): SystemConfig[] => [
  { ...defaultBaseConfig, utilities: shareUtilityValues(defaultBaseConfig.utilities ?? {}) },
  themeConfig(),
  config,
];

let created: SystemContext | null = null;

/**
 * The portal's design system, made on first use: building it is one of the largest pieces of start-up
 * work, so the entry (src/main.tsx) makes it in a task of its own rather than while its modules load.
 */
export function portalSystem(): SystemContext {
  created ??= createSystem(...portalSystemConfigs());
  return created;
}

