import type { Resolvers } from '../__generated__/resolvers-types';
import { requireAdmin } from '../lib/auth';

/**
 * Program Reports (client admins only): the four report cards. The cards are the portal's four
 * reports, never written, read through the report definitions' store (domain/repositories/report-definitions.ts). Generating a report is in
 * mutations/admin-reporting.ts.
 */
export const adminReportingResolvers: Resolvers = {
  Query: {
    reportDefinitions: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.repositories.reportDefinitions.all();
    },
  },
};
