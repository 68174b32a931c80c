import type { ParticipantStats, Resolvers } from '../__generated__/resolvers-types';
import type { DbData } from '../db';
import { REGION_NAME } from '../fixtures/constants';
import { percentOf } from '../lib/admin/analytics';
import { dayNumber, todayNumber } from '../lib/admin/dates';
import { findParticipants, participantFor, participantKeyOrder, participantsIndex } from '../lib/admin/participants-index';
import { requireAdmin } from '../lib/auth';
import { paginate } from '../lib/connection';
import { userError } from '../lib/errors';

/**
 * Participants Management (client admins only).
 *
 * - `participants` is sorted by name A to Z unless a sort is given; search matches name, e-mail,
 *   dealer or id (case-insensitive); role and status filter.
 * - Claims, earnings and average per claim are computed from the claims and spot awards.
 * - `setParticipantStatus` deactivates or reactivates; asking for the status the participant already
 *   has, or naming an unknown participant, is a UserError and changes nothing.
 */

/** The quarter of the New Enrollments card (the spec's Q1 2024). */
export const ENROLLMENT_QUARTER = { label: 'Q1 2024', from: '2024-01-01', to: '2024-03-31' } as const;
/** The '+N this month' badge counts enrolments of the last 30 days. */
const NEW_WITHIN_DAYS = 30;

export function participantStatsOf(data: DbData, now: Date): ParticipantStats {
  const today = todayNumber(now);
  let active = 0;
  let inactive = 0;
  let newThisMonth = 0;
  let newEnrollments = 0;
  for (const row of data.participants) {
    if (row.status === 'ACTIVE') active += 1;
    else inactive += 1;
    const enrolled = row.enrollmentDate;
    const daysAgo = today - dayNumber(enrolled);
    if (daysAgo >= 0 && daysAgo < NEW_WITHIN_DAYS) newThisMonth += 1;
    if (enrolled >= ENROLLMENT_QUARTER.from && enrolled <= ENROLLMENT_QUARTER.to) newEnrollments += 1;
  }
  const total = data.participants.length;
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

export const participantsResolvers: Resolvers = {
  Query: {
    participants: (_parent, { filter, sort, first, after }, ctx) => {
      requireAdmin(ctx);
      const index = participantsIndex(ctx.db);
      const rows = findParticipants(index, { filter, field: sort?.field, direction: sort?.direction });
      const order = participantKeyOrder(index, sort?.field ?? 'NAME', sort?.direction ?? 'ASC');
      return paginate(rows, { first, after }, (row) => participantFor(index, row), order);
    },
    participant: (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      const index = participantsIndex(ctx.db);
      const row = index.byId.get(id.trim());
      return row ? participantFor(index, row) : null;
    },
    participantStats: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return participantStatsOf(ctx.db.data, ctx.now());
    },
  },
  Mutation: {
    setParticipantStatus: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const row = participantsIndex(ctx.db).byId.get(input.participantId.trim());
      if (!row) return { participant: null, errors: [userError('participantId', `Participant ${input.participantId} was not found`, 'NOT_FOUND')] };
      if (row.status === input.status) {
        const state = input.status === 'ACTIVE' ? 'active' : 'inactive';
        return { participant: participantFor(participantsIndex(ctx.db), row), errors: [userError('status', `${row.name} is already ${state}`, 'CONFLICT')] };
      }
      row.status = input.status;
      ctx.db.commit();
      return { participant: participantFor(participantsIndex(ctx.db), row), errors: [] };
    },
  },
};
