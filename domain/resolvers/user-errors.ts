import type { Resolvers } from '../__generated__/resolvers-types';

/**
 * Resolvers and the shared validation name a field by its dotted path (`rows.3.sku`); the contract sends
 * it as a list of path segments (`["rows", "3", "sku"]`), so no client has to split text.
 */
export const userErrorResolvers: Resolvers = {
  UserError: {
    field: (error) => (error.field === null ? null : error.field.split('.')),
  },
};
