import type { Resolvers } from '../__generated__/resolvers-types';
import { requireAdmin } from '../lib/auth';

/**
 * Program Reports (client admins only): the four report cards. The cards are the portal's four
 * reports, never written: they stay in the database's `reportDefinitions`. Generating a report is in
 * mutations/admin-reporting.ts.
 */
export const adminReportingResolvers: Resolvers = {
  Query: {
    reportDefinitions: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.db.data.reportDefinitions.map((row) => ({ ...row }));
    },
  },
};
