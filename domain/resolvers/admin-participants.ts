import type { EnrolmentRequest, Participant, ParticipantStats, Resolvers } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { ParticipantRecord } from '../repositories/participants';
import type { EnrolmentRequestRecord } from '../repositories/enrolments';
import { REGION_NAME } from '../fixtures/constants';
import { percentOf } from '../lib/admin/admin-claims';
import { dayFromNumber, todayNumber } from '../lib/admin/dates';
import { toParticipant } from '../lib/admin/admin-participants';
import { requireAdmin } from '../lib/auth';
import { connectionOf, pageNeedsOf } from '../lib/connection';

/**
 * Participants Management (client admins only).
 *
 * - `participants` is sorted by name A to Z unless a sort is given; search matches name, e-mail,
 *   dealer or id (case-insensitive); role and status filter.
 * - Claims, earnings and average per claim are computed from the claims and spot awards.
 * - Deactivating and reactivating a participant is in mutations/admin-participants.ts.
 */

/** The quarter of the New Enrollments card (Q1 2024, docs/product.md, "Sample figures"). */
export const ENROLLMENT_QUARTER = { label: 'Q1 2024', from: '2024-01-01', to: '2024-03-31' } as const;
/** The '+N this month' badge counts enrolments of the last 30 days. */
const NEW_WITHIN_DAYS = 30;

/** The Participants Management cards, from the participants counted by status and by enrolment in two ranges. */
export async function participantStatsFor(ctx: Context, now: Date): Promise<ParticipantStats> {
  const today = todayNumber(now);
  // Enrolled in the last 30 days (today included), and in the quarter of the New Enrollments card.
  const ranges = [{ from: dayFromNumber(today - NEW_WITHIN_DAYS + 1), to: dayFromNumber(today) }, ENROLLMENT_QUARTER];
  let total = 0;
  let active = 0;
  let newThisMonth = 0;
  let newEnrollments = 0;
  for (const count of await ctx.repositories.participants.statusCounts(ranges)) {
    total += count.count;
    if (count.status === 'ACTIVE') active += count.count;
    newThisMonth += count.enrolledIn[0] ?? 0;
    newEnrollments += count.enrolledIn[1] ?? 0;
  }
  const inactive = total - active;
  return {
    region: REGION_NAME,
    total,
    active,
    newThisMonth,
    enrollmentQuarter: ENROLLMENT_QUARTER.label,
    newEnrollments,
    inactive,
    inactivePercent: percentOf(inactive, total),
  };
}

/** A participant as the schema shows them: their row, totals and dealership. */
export function participantOf(ctx: Context, record: ParticipantRecord): Participant {
  return toParticipant(record.row, ctx.dealers().get(record.row.dealerId), record.totals);
}

/** The pending list shows the oldest this many requests (schema.graphql, `enrolmentRequests`). */
export const ENROLMENT_REQUESTS_SHOWN = 100;

/**
 * A request as the schema shows it; `matchingDealer` is the program's dealership whose dealer number is
 * the one given (`dealerNumbers`, by dealership id), null when none is.
 */
export function enrolmentRequestOf(ctx: Context, record: EnrolmentRequestRecord, dealerNumbers: ReadonlyMap<string, string>): EnrolmentRequest {
  let matchingDealer = null;
  if (record.dealerNumber) {
    for (const [dealerId, number] of dealerNumbers) {
      const dealer = ctx.dealers().byId.get(dealerId);
      if (dealer && number.toUpperCase() === record.dealerNumber) matchingDealer = dealer;
    }
  }
  return {
    id: record.id,
    name: `${record.firstName} ${record.lastName}`,
    email: record.email,
    role: record.role,
    dealerNumber: record.dealerNumber,
    matchingDealer,
    requestedAt: record.requestedAt,
    status: record.status,
    decidedAt: record.decidedAt,
  };
}

export const adminParticipantsResolvers: Resolvers = {
  Query: {
    enrolmentRequests: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      const pending = await ctx.repositories.enrolments.pending(ENROLMENT_REQUESTS_SHOWN);
      // The dealer numbers only when a request waits to be matched with one.
      if (pending.length === 0) return [];
      const numbers = await ctx.repositories.enrolments.dealerNumbers();
      return pending.map((record) => enrolmentRequestOf(ctx, record, numbers));
    },
    enrolmentDealerships: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      const numbers = await ctx.repositories.enrolments.dealerNumbers();
      return [...ctx.dealers().byId.values()]
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .map((dealer) => ({ dealer, dealerNumber: numbers.get(dealer.id) ?? null }));
    },
    participants: async (_parent, { filter, sort, first, after }, ctx, info) => {
      requireAdmin(ctx);
      const page = await ctx.repositories.participants.list({ filter, field: sort?.field, direction: sort?.direction }, { first, after, needs: pageNeedsOf(info) });
      return connectionOf(page, (record) => participantOf(ctx, record));
    },
    participant: async (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      const record = (await ctx.repositories.participants.byIds([id.trim()])).get(id.trim());
      return record ? participantOf(ctx, record) : null;
    },
    participantStats: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return participantStatsFor(ctx, ctx.now());
    },
  },
};
