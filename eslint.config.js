import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * date-fns's functions come each from its own path (`date-fns/addDays`): its index loads every one of
 * them, over a second of the server's start (BENCHMARKS.md, "The HTTP server's start").
 */
const DATE_FNS_BY_FUNCTION = { name: 'date-fns', message: "Import each function from its own path, e.g. `import { addDays } from 'date-fns/addDays'`." };

/** Each screen's folder (src/screens/<route>): a screen builds on features, components, graphql and lib, never on another screen. */
const SCREENS = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Each feature's folder (src/features/<feature>): what several screens share about one feature. Its
 * index.ts or index.tsx, where it has one, is what other features may use of it; its other files are its own.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which way imports may point (README.md, "Architecture", Boundaries): screens build on features,
 * components, graphql and lib; features on components, graphql and lib, and on another feature only
 * through its index; the app reaches screens only through the route table; components build on lib and
 * the generated contract; lib on nothing of the portal's own UI; the page never imports the in-browser
 * server except through the client's link factory (src/graphql/client.ts).
 */
const BOUNDARIES = [
  ...SCREENS.map((screen) => ({
    target: `./src/screens/${screen}`,
    from: './src/screens',
    except: [`./${screen}`],
    message: 'A screen never imports another screen: move what both need to src/features/<feature>, src/components or src/lib.',
  })),
  {
    target: './src/features',
    from: ['./src/screens', './src/app'],
    message: 'A feature is shared by screens and builds on src/components, src/graphql and src/lib: it never imports a screen or the app.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: './src/features',
    message: 'src/components and src/lib know no feature: features build on them, never the other way.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).flatMap((other) => [`./${other}/index.ts`, `./${other}/index.tsx`])],
    message: 'A feature uses another feature only through its index.ts: the rest of a feature folder is its own.',
  })),
  {
    target: './src/screens',
    from: './src/app',
    message: 'A screen builds on src/features, src/components, src/graphql and src/lib; the app builds on screens, never the other way.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/screens'],
    message: 'Components build on src/lib and the generated contract only.',
  },
  {
    // The generated contract (types, and the fragments a component declares for its props) is every layer's.
    target: ['./src/components', './src/lib'],
    from: './src/graphql',
    except: ['./__generated__'],
    message: 'Only screens and the app run GraphQL: a component gets its data as props.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/screens', './src/components'],
    message: 'src/lib holds the portal’s rules and helpers; it imports nothing of the UI.',
  },
  {
    target: ['./src/app/**/!(routes).{ts,tsx}'],
    from: './src/screens',
    message: 'The app reaches a screen only through the route table (src/app/routes.ts).',
  },
  // The product's core (domain/) is what both servers run: it imports neither of them, and of the page
  // only src/lib (the validation rules forms and resolvers share, the program's calendar, formats).
  {
    target: './domain',
    from: ['./mocks', './server'],
    message: 'The core (domain/) imports neither server: mocks/ and server/ build on it.',
  },
  {
    target: './domain',
    from: './src',
    except: ['./lib'],
    message: 'The core shares only src/lib with the page (validation rules, the program calendar, formats).',
  },
  {
    target: './server',
    from: './mocks',
    message: 'The HTTP server builds on the core (domain/), never on the in-browser server (mocks/).',
  },
  {
    target: './src',
    from: ['./server', './domain'],
    message: 'The page talks to a server only through GraphQL: it imports neither server nor the core.',
  },
  {
    target: ['./src/!(graphql)/**', './src/*.{ts,tsx}', './src/graphql/!(client).ts'],
    from: './mocks',
    message: 'The page reaches the in-browser server only through the client’s link factory (src/graphql/client.ts).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '**/__generated__/**', 'coverage', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text is rendered as text, never as HTML.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'domain/**/*.ts', 'mocks/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
    },
  },
  {
    // A screen's URL state goes through src/lib/url-state.ts, whose writes build on the URL the router
    // is loading; `useSearchParams` would build on the one still shown and drop a change made meanwhile.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/url-state.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'react-router', importNames: ['useSearchParams'], message: 'Read and write URL state with useUrlParams / useUrlState (src/lib/url-state.ts).' },
        DATE_FNS_BY_FUNCTION,
      ],
    },
  },
  {
    // The server loads what it imports at each start (BENCHMARKS.md, "The HTTP server's start").
    files: ['domain/**/*.ts', 'server/**/*.ts', 'mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', DATE_FNS_BY_FUNCTION] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The HTTP server has no React: GraphQL Yoga's plugins are named use…, as React's hooks are.
    files: ['server/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
