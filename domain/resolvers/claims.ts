import { GraphQLError } from 'graphql';
import type { Participant, Resolvers } from '../__generated__/resolvers-types';
import type { ClaimAttachmentRow } from '../fixtures/claims';
import { CLAIM_FILES_PATH } from '../../src/lib/claim-files';
import { claimsAnalyticsOf } from '../lib/admin/admin-claims';
import { todayNumber } from '../lib/admin/dates';
import { requireAdmin, requireMember, requireViewer } from '../lib/auth';
import { connectionOf, pageNeedsOf } from '../lib/connection';
import { ErrorCode } from '../lib/errors';
import { money } from '../lib/money/cents';
import { claimRows, participantLookup, participantLookups, toClaim, toSpotAward } from './claim-nodes';

/**
 * Claims: Claims Analytics and Claims Management for client admins, and each member's own claims.
 *
 * - `claims` is newest first unless a sort is given; search matches id, participant or dealer.
 * - A claim's `days` are its decision days once decided, else the days it has waited so far.
 * - Its lifecycle and spot awards are in mutations/claims.ts.
 */

/**
 * The lifecycle's code (claim-lifecycle.ts), for a claim's history: it travels with every feature's
 * Mutation resolvers (mutations/domain-mutations.ts), which load when a claim is first changed or its
 * history read. One chunk on demand, not two: code the worker's first answer, the lifecycle and the
 * mutations all use then stays in the worker's own script instead of a shared chunk the worker would
 * fetch only after its script (BENCHMARKS.md, "A first and a returning visit").
 */
export const lifecycle = async () => (await import('./mutations/domain-mutations')).claimLifecycle;

const MAX_RECENT_DAYS = 366;

function participantField(parent: object): Promise<Participant> {
  const lookup = participantLookups.get(parent);
  if (!lookup) throw new Error('A claim or award was made without its participant lookup');
  return lookup();
}

export const claimsResolvers: Resolvers = {
  Claim: {
    participant: participantField,
    history: async (parent, _args, ctx) => {
      const row = claimRows.get(parent);
      if (!row) throw new Error('A claim was made without its row');
      return (await lifecycle()).claimHistory(ctx, row);
    },
  },
  ClaimAttachment: {
    // Only a file the portal server stored downloads (docs/server.md, "Evidence files").
    url: (parent) => {
      const fileId = (parent as ClaimAttachmentRow).fileId;
      return fileId ? `${CLAIM_FILES_PATH}/${encodeURIComponent(fileId)}` : null;
    },
  },
  SpotAward: { participant: participantField },
  Query: {
    claims: async (_parent, { filter, sort, first, after }, ctx, info) => {
      requireAdmin(ctx);
      const today = todayNumber(ctx.now());
      const page = await ctx.repositories.claims.list({ filter, field: sort?.field, direction: sort?.direction, today }, { first, after, needs: pageNeedsOf(info, ['totalAmount']) });
      const participants = participantLookup(
        ctx,
        page.rows.map((row) => row.participantId),
      );
      return {
        ...connectionOf(page, (row) => toClaim(ctx, row, today, participants)),
        // Summed only when the operation selects it (pageNeedsOf).
        get totalAmount() {
          return money(page.totalAmountCents);
        },
      };
    },
    claim: async (_parent, { id }, ctx) => {
      const viewer = requireViewer(ctx);
      const row = await ctx.repositories.claims.byId(id.trim());
      // Members read their own claims only; anyone else's is as if there were none.
      if (!row || (viewer.role !== 'CLIENT_ADMIN' && row.participantId !== viewer.user.participantId)) return null;
      return toClaim(ctx, row, todayNumber(ctx.now()), participantLookup(ctx, [row.participantId]));
    },
    myClaims: async (_parent, { filter, first, after }, ctx, info) => {
      const viewer = requireMember(ctx);
      const today = todayNumber(ctx.now());
      const participantId = viewer.user.participantId;
      if (!participantId) return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, totalCount: 0, totalAmount: money(0) };
      const page = await ctx.repositories.claims.list({ filter: { statuses: filter?.statuses }, participantId, today }, { first, after, needs: pageNeedsOf(info, ['totalAmount']) });
      const participants = participantLookup(ctx, [participantId]);
      return {
        ...connectionOf(page, (row) => toClaim(ctx, row, today, participants)),
        // Summed only when the operation selects it (pageNeedsOf).
        get totalAmount() {
          return money(page.totalAmountCents);
        },
      };
    },
    claimEquipment: async (_parent, _args, ctx) => {
      requireViewer(ctx);
      // The claim form's lines load with the form, not with the in-browser server's first answer.
      const { EQUIPMENT_LINES } = await import('../lib/claims/equipment');
      return EQUIPMENT_LINES.map((line) => ({
        id: line.id,
        name: line.name,
        models: [...line.models],
        serialFormat: line.serial.description,
        serialExample: line.serial.example,
        serialPattern: line.serial.pattern,
        listPrice: money(line.listPriceCents),
      }));
    },
    claimsAnalytics: async (_parent, { filter }, ctx) => {
      requireAdmin(ctx);
      const now = ctx.now();
      const [groups, dealers] = await Promise.all([
        ctx.repositories.claims.summarize(filter ?? {}, todayNumber(now)),
        ctx.repositories.claims.dealersWithClaims(),
      ]);
      return claimsAnalyticsOf(groups, dealers, now);
    },
    recentSpotAwards: async (_parent, { days }, ctx) => {
      requireAdmin(ctx);
      const window = days ?? 30;
      if (!Number.isInteger(window) || window < 1 || window > MAX_RECENT_DAYS) {
        throw new GraphQLError(`days must be between 1 and ${MAX_RECENT_DAYS}`, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
      }
      const rows = await ctx.repositories.spotAwards.issuedSince(new Date(ctx.now().getTime() - window * 86_400_000).toISOString());
      const participants = participantLookup(
        ctx,
        rows.map((row) => row.participantId),
      );
      return rows.map((row) => toSpotAward(row, participants));
    },
  },
};
