import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { buildReport } from '../../lib/admin/admin-reporting';
import { requireAdmin } from '../../lib/auth';
import { userError } from '../../lib/errors';

/**
 * Program Reports' generation (client admins only): a report is generated from the data as it is now
 * (see domain/lib/admin/admin-reporting.ts), and each generation is recorded (who and when) by the
 * report runs' store, which keeps the latest (domain/repositories/report-runs.ts).
 */
export const adminReportingMutations: MutationResolvers = {
  generateReport: async (_parent, { input }, ctx) => {
    const viewer = requireAdmin(ctx);
    const definition = await ctx.repositories.reportDefinitions.byKind(input.kind);
    if (!definition) return { report: null, errors: [userError('kind', 'This report is not available', 'NOT_FOUND')] };
    const now = ctx.now();
    const report = await buildReport(ctx, definition, now);
    await ctx.repositories.reportRuns.record({ kind: definition.kind, generatedAt: report.generatedAt, generatedBy: `${viewer.user.firstName} ${viewer.user.lastName}` });
    return { report, errors: [] };
  },
};
