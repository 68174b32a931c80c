import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Two outputs from one contract (schema.graphql):
 * - typed documents for the screens, from the .graphql files next to them;
 * - resolver types for the core both servers run, in domain/.
 * Both are committed; `npm test` fails when they are stale (scripts/check-codegen.mjs).
 */
const scalars = { Date: 'string', DateTime: 'string', Decimal: 'string' };

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        scalars,
        strictScalars: true,
        useTypeImports: true,
        skipTypename: false,
        dedupeFragments: true,
      },
    },
    'domain/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        enumsAsTypes: true,
        scalars,
        strictScalars: true,
        useTypeImports: true,
        contextType: '../context#Context',
        // Resolvers return the shared validation's errors (a dotted field path); UserError.field splits it.
        mappers: { UserError: '../../src/lib/validation/core#FieldError' },
        useIndexSignature: true,
      },
    },
  },
  // The digests of the operations the portal's client sends (mocks/portal-operations.ts), and what the
  // in-browser server's first screen knows of the other screens' domains (scripts/domain-manifest.mjs).
  hooks: { afterAllFileWrite: ['node scripts/portal-operations.mjs', 'node scripts/domain-manifest.mjs'] },
};

export default config;
