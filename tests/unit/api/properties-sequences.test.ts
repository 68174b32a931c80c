/**
 * Invariants after random sequences of actions (fast-check, seed PROPERTY_SEED): 60 sequences of up to
 * 25 actions each (up to 1,500 mutations), every action a mutation of schema.graphql run by a role allowed
 * to run it, with mostly plausible input (real ids, sensible amounts) and some hostile values. After every
 * action the stored rows must hold; after each sequence the figures every screen shows must agree with them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY, MemoryStorage, type DbData } from '../../../domain/db';
import type { RoleKey } from '../../../domain/fixtures/types';
import { createTestServer, type TestServer } from '../../api';
import { MUTATIONS, MUTATION_ROLES, PROPERTY_SEED, mutationText, outcomeOf, signInAs, variablesArbitrary } from './property-arbitraries';

const SEQUENCES = 60;
const MAX_ACTIONS = 25;

/** Signing out, role switches and a reset would only shorten the sequences; every other mutation takes part. */
const LEFT_OUT = new Set(['signOut', 'switchRole', 'resetDemoData']);

interface Action {
  name: string;
  role: RoleKey;
  variables: Record<string, unknown>;
}

/** Problems with the stored rows: negative points or stock, impossible cart lines. */
function rowProblems(data: DbData): string[] {
  const problems: string[] = [];
  const balances = new Map<string, number>();
  for (const row of data.pointsLedger) balances.set(row.userId, (balances.get(row.userId) ?? 0) + row.points);
  for (const [userId, balance] of balances) if (balance < 0) problems.push(`points balance of ${userId} is ${balance}`);
  for (const row of [...data.rewardCatalog, ...data.rewardsAdminCatalog]) {
    if (!Number.isInteger(row.stock) || row.stock < 0) problems.push(`stock of ${row.id} is ${row.stock}`);
  }
  for (const line of data.rewardCartLines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) problems.push(`cart line ${JSON.stringify(line)}`);
  }
  return problems;
}

const MEMBER_FIGURES = /* GraphQL */ `
  query MemberFigures {
    viewer { user { id } }
    rewardsOverview { points { balance lifetimeEarned } cart { totalPoints itemCount lines { quantity subtotal reward { id points } } } }
    notifications { unreadCount nodes { read } }
  }
`;

const ADMIN_FIGURES = /* GraphQL */ `
  query AdminFigures {
    notifications { unreadCount nodes { read } }
    participantStats { total active inactive }
    productStats { total active inactive }
    adminDashboard { claimsByStatus { approved pendingReview needsInfo rejected needsReview } }
    pending: claims(filter: { statuses: [PENDING] }, first: 1) { totalCount }
    needsInfo: claims(filter: { statuses: [NEEDS_INFO] }, first: 1) { totalCount }
    rejected: claims(filter: { statuses: [REJECTED] }, first: 1) { totalCount }
    all: claims(first: 1) { totalCount }
    products(first: 1) { totalCount }
    participants(first: 1) { totalCount }
  }
`;

async function checkFigures(server: TestServer): Promise<void> {
  const data = server.db.data;
  for (const role of ['dealer', 'comfort-advisor'] as const) {
    signInAs(server, role);
    const figures = await server.ok(MEMBER_FIGURES);
    const userId = figures.viewer.user.id as string;
    const ledger = data.pointsLedger.filter((row) => row.userId === userId);
    expect(figures.rewardsOverview.points.balance, `${role} balance`).toBe(ledger.reduce((sum, row) => sum + row.points, 0));
    expect(figures.rewardsOverview.points.balance).toBeGreaterThanOrEqual(0);
    const cart = figures.rewardsOverview.cart;
    const lines = cart.lines as { quantity: number; subtotal: number; reward: { points: number } }[];
    expect(cart.itemCount).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
    expect(cart.totalPoints).toBe(lines.reduce((sum, line) => sum + line.subtotal, 0));
    for (const line of lines) expect(line.subtotal).toBe(line.quantity * line.reward.points);
    expect(lines.length).toBe(data.rewardCartLines.filter((line) => line.userId === userId).length);
    expect(figures.notifications.unreadCount).toBe((figures.notifications.nodes as { read: boolean }[]).filter((node) => !node.read).length);
  }
  signInAs(server, 'client-admin');
  const admin = await server.ok(ADMIN_FIGURES);
  const countClaims = (...statuses: string[]) => data.claims.filter((row) => statuses.includes(row.status)).length;
  expect(admin.notifications.unreadCount).toBe((admin.notifications.nodes as { read: boolean }[]).filter((node) => !node.read).length);
  expect(admin.pending.totalCount).toBe(countClaims('PENDING'));
  expect(admin.needsInfo.totalCount).toBe(countClaims('NEEDS_INFO'));
  expect(admin.rejected.totalCount).toBe(countClaims('REJECTED'));
  expect(admin.all.totalCount).toBe(data.claims.length);
  expect(admin.adminDashboard.claimsByStatus).toEqual({
    approved: countClaims('APPROVED', 'PAID'),
    pendingReview: countClaims('PENDING'),
    needsInfo: countClaims('NEEDS_INFO'),
    rejected: countClaims('REJECTED'),
    needsReview: countClaims('PENDING', 'NEEDS_INFO'),
  });
  const activeParticipants = data.participants.filter((row) => row.status === 'ACTIVE').length;
  expect(admin.participantStats).toEqual({ total: data.participants.length, active: activeParticipants, inactive: data.participants.length - activeParticipants });
  expect(admin.participants.totalCount).toBe(data.participants.length);
  const activeProducts = data.products.filter((row) => row.isActive).length;
  expect(admin.productStats).toEqual({ total: data.products.length, active: activeProducts, inactive: data.products.length - activeProducts });
  expect(admin.products.totalCount).toBe(data.products.length);
}

describe('invariants hold after any sequence of actions', () => {
  // Every sequence starts from the same stored sample data (parsing it is faster than building it).
  const template = createTestServer('dealer');
  template.db.commit();
  template.db.flush();
  const stored = template.storage.getItem(DB_STORAGE_KEY) ?? '';
  const fields = MUTATIONS.filter((field) => !LEFT_OUT.has(field.name));
  const action: fc.Arbitrary<Action> = fc.oneof(
    ...fields.map((field) =>
      fc.record({
        name: fc.constant(field.name),
        role: fc.constantFrom(...(MUTATION_ROLES[field.name] ?? []).filter((role): role is RoleKey => role !== null)),
        variables: variablesArbitrary(field, template.db.data, { hostile: 1, wrongType: 0 }),
      }),
    ),
  );
  const texts = new Map(fields.map((field) => [field.name, mutationText(field)]));

  it('points and stock never go negative, and counts and totals agree with the rows', async () => {
    expect(stored.length).toBeGreaterThan(0);
    let done = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: MAX_ACTIONS }), async (actions) => {
        const storage = new MemoryStorage();
        storage.setItem(DB_STORAGE_KEY, stored);
        const server = createTestServer('dealer', storage);
        for (const step of actions) {
          signInAs(server, step.role);
          const result = await server.run(texts.get(step.name) ?? '', step.variables);
          const outcome = outcomeOf(result, step.name);
          expect(outcome, `${step.name}: ${JSON.stringify(result.errors ?? result.data).slice(0, 400)}`).not.toBe('unexpected');
          if (outcome === 'done') done += 1;
          expect(rowProblems(server.db.data), `after ${step.name} ${JSON.stringify(step.variables).slice(0, 300)}`).toEqual([]);
        }
        await checkFigures(server);
      }),
      { seed: PROPERTY_SEED, numRuns: SEQUENCES },
    );
    // The sequences must change things for the invariants to be tested.
    expect(done).toBeGreaterThan(SEQUENCES);
  });
});
