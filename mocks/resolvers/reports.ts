import type { Resolvers } from '../__generated__/resolvers-types';
import { REPORT_RUNS_KEPT } from '../fixtures/reports';
import { buildReport } from '../lib/admin/reports';
import { requireAdmin } from '../lib/auth';
import { userError } from '../lib/errors';

/**
 * Program Reports (client admins only): the four report cards, and reports generated from the data
 * as it is now (see mocks/lib/admin/reports.ts). Each generation is recorded (who and when).
 */
export const reportsResolvers: Resolvers = {
  Query: {
    reportDefinitions: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.db.data.reportDefinitions.map((row) => ({ ...row }));
    },
  },
  Mutation: {
    generateReport: async (_parent, { input }, ctx) => {
      const viewer = requireAdmin(ctx);
      const data = ctx.db.data;
      const definition = data.reportDefinitions.find((row) => row.kind === input.kind);
      if (!definition) return { report: null, errors: [userError('kind', 'This report is not available', 'NOT_FOUND')] };
      const now = ctx.now();
      const report = await buildReport(ctx, definition, now);
      data.reportRuns.unshift({ kind: definition.kind, generatedAt: report.generatedAt, generatedBy: `${viewer.user.firstName} ${viewer.user.lastName}` });
      data.reportRuns.splice(REPORT_RUNS_KEPT);
      ctx.db.commit();
      return { report, errors: [] };
    },
  },
};
