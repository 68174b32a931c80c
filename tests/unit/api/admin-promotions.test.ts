import { addDays } from 'date-fns/addDays';
import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { AUTO_ENROLL_ELIGIBLE_PARTICIPANTS } from '../../../domain/fixtures/admin-promotions';
import { createServer } from '../../../mocks/server';
import { createTestServer, type TestServer } from '../../api';

const PROMOTION = 'id name type multiplier status startDate endDate participants submittedBy submittedAt targetProducts description autoEnroll reviewNote';
const LIST = `query($filter: AdminPromotionFilter, $first: Int, $after: String) {
  adminPromotions(filter: $filter, first: $first, after: $after) {
    edges { cursor node { ${PROMOTION} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount totalParticipants
  }
}`;
const RESULT = `promotion { ${PROMOTION} } deletedId errors { field message }`;
const APPROVE = `mutation($id: ID!) { approvePromotion(input: { promotionId: $id }) { ${RESULT} } }`;
const REJECT = `mutation($id: ID!, $note: String) { rejectPromotion(input: { promotionId: $id, note: $note }) { ${RESULT} } }`;
const REQUEST_CHANGES = `mutation($id: ID!, $note: String) { requestPromotionChanges(input: { promotionId: $id, note: $note }) { ${RESULT} } }`;
const CREATE = `mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($input: UpdatePromotionInput!) { updatePromotion(input: $input) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) { deletePromotion(input: { promotionId: $id }) { ${RESULT} } }`;

const ids = (data: any): string[] => data.adminPromotions.edges.map((edge: any) => edge.node.id);
const statusOf = async (server: TestServer, id: string) =>
  (await server.ok(LIST, { filter: { search: id } })).adminPromotions.edges[0]?.node.status as string | undefined;

/** Runs a mutation that must come back with errors, and checks nothing was changed or saved. */
async function expectRejected(server: TestServer, query: string, variables: Record<string, unknown>) {
  const before = JSON.stringify(server.db.data);
  const storedBefore = server.storage.getItem(DB_STORAGE_KEY);
  const data = await server.ok(query, variables);
  expect(JSON.stringify(server.db.data)).toBe(before);
  expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(storedBefore);
  const payload = Object.values(data)[0] as any;
  expect(payload.errors.length).toBeGreaterThan(0);
  return payload;
}

const newPromotion = {
  name: 'Holiday Heat Pump Bonus',
  type: 'BONUS_POINTS',
  multiplier: '2x',
  targetProducts: 'RESIDENTIAL_SYSTEMS',
  startDate: '2026-11-22',
  endDate: '2026-12-31',
  description: 'Double points on heat pumps installed over the holidays.',
  autoEnroll: true,
  activate: true,
};

describe('admin promotions list', () => {
  it('holds active, pending, scheduled and expired promotions, newest first', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(LIST);
    expect(data.adminPromotions.totalCount).toBe(12);
    expect(ids(data)).toEqual([
      'PROMO-012', 'PROMO-011', 'PROMO-010', 'PROMO-009', 'PROMO-008', 'PROMO-007',
      'PROMO-006', 'PROMO-005', 'PROMO-004', 'PROMO-003', 'PROMO-002', 'PROMO-001',
    ]);
    const byStatus = (status: string) => data.adminPromotions.edges.filter((edge: any) => edge.node.status === status).length;
    expect([byStatus('ACTIVE'), byStatus('PENDING'), byStatus('SCHEDULED'), byStatus('EXPIRED')]).toEqual([5, 3, 2, 2]);
    const types = new Set(data.adminPromotions.edges.map((edge: any) => edge.node.type));
    expect(types).toEqual(new Set(['BONUS_POINTS', 'SALES_CONTEST', 'SPIFF', 'POINTS_MULTIPLIER']));
  });

  it('shows the active promotions with their participants and the total participants badge', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(LIST, { filter: { statuses: ['ACTIVE'] } });
    expect(data.adminPromotions.edges.map((edge: any) => [edge.node.id, edge.node.multiplier, edge.node.participants])).toEqual([
      ['PROMO-007', '2x', 128],
      ['PROMO-006', '1.5x', 973],
      ['PROMO-005', '1.5x', 586],
      ['PROMO-004', '3x', 342],
      ['PROMO-003', '2x', 1247],
    ]);
    expect(data.adminPromotions.totalParticipants).toBe(128 + 973 + 586 + 342 + 1247);
    expect(data.adminPromotions.edges[4].node).toMatchObject({
      name: 'Fall Furnace Tune-Up Bonus',
      type: 'BONUS_POINTS',
      startDate: '2026-10-01',
      endDate: '2026-12-30',
      status: 'ACTIVE',
    });
  });

  it('shows who submitted each pending promotion and when', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(LIST, { filter: { statuses: ['PENDING'] } });
    expect(data.adminPromotions.edges.map((edge: any) => [edge.node.id, edge.node.submittedBy, edge.node.submittedAt])).toEqual([
      ['PROMO-012', 'Lisa Park, Marketing Coordinator', '2026-11-18'],
      ['PROMO-011', 'Mike Chen, Regional Sales Manager', '2026-11-21'],
      ['PROMO-010', 'Sarah Johnson, Territory Manager', '2026-11-20'],
    ]);
    expect(data.adminPromotions.totalParticipants).toBe(0);
    const mixed = await server.ok(LIST, { filter: { statuses: ['SCHEDULED', 'EXPIRED'] } });
    expect(ids(mixed)).toEqual(['PROMO-009', 'PROMO-008', 'PROMO-002', 'PROMO-001']);
    expect(mixed.adminPromotions.totalParticipants).toBe(0 + 1284 + 418 + 1532);
  });

  it('searches by id or name, ignoring case', async () => {
    const server = createTestServer('client-admin');
    expect(ids(await server.ok(LIST, { filter: { search: 'promo-010' } }))).toEqual(['PROMO-010']);
    const spiffs = await server.ok(LIST, { filter: { search: 'spiff' } });
    expect(ids(spiffs)).toEqual(['PROMO-011', 'PROMO-005', 'PROMO-002']);
    expect(spiffs.adminPromotions.totalParticipants).toBe(0 + 586 + 418);
    const activeSpiffs = await server.ok(LIST, { filter: { search: 'SPIFF', statuses: ['ACTIVE'] } });
    expect(ids(activeSpiffs)).toEqual(['PROMO-005']);
    expect((await server.ok(LIST, { filter: { search: 'no such promotion' } })).adminPromotions).toMatchObject({
      edges: [],
      totalCount: 0,
      totalParticipants: 0,
    });
  });

  it('pages with cursors', async () => {
    const server = createTestServer('client-admin');
    const first = await server.ok(LIST, { first: 5 });
    expect(ids(first)).toEqual(['PROMO-012', 'PROMO-011', 'PROMO-010', 'PROMO-009', 'PROMO-008']);
    expect(first.adminPromotions.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await server.ok(LIST, { first: 5, after: first.adminPromotions.pageInfo.endCursor });
    expect(ids(second)).toEqual(['PROMO-007', 'PROMO-006', 'PROMO-005', 'PROMO-004', 'PROMO-003']);
    const last = await server.ok(LIST, { first: 5, after: second.adminPromotions.pageInfo.endCursor });
    expect(ids(last)).toEqual(['PROMO-002', 'PROMO-001']);
    expect(last.adminPromotions.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(last.adminPromotions.totalCount).toBe(12);
  });

  it('moves live promotions along by their dates: scheduled ones start, active ones expire', async () => {
    const server = createTestServer('client-admin');
    await server.ok(APPROVE, { id: 'PROMO-011' });
    server.db.flush();
    const later = createServer({ storage: server.storage, now: () => addDays(new Date('2026-11-22T15:00:00.000Z'), 45) });
    const data = (await later.run(LIST, { first: 50 })).data as any;
    const status = Object.fromEntries(data.adminPromotions.edges.map((edge: any) => [edge.node.id, edge.node.status]));
    expect(status).toMatchObject({
      'PROMO-003': 'EXPIRED',
      'PROMO-004': 'EXPIRED',
      'PROMO-005': 'ACTIVE',
      'PROMO-009': 'ACTIVE',
      'PROMO-008': 'SCHEDULED',
      'PROMO-011': 'ACTIVE',
      'PROMO-012': 'PENDING',
    });
  });
});

describe('deciding on pending promotions', () => {
  it('approves a started promotion as active and enrols the eligible participants, kept after a reload', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(APPROVE, { id: 'PROMO-010' });
    expect(data.approvePromotion.errors).toEqual([]);
    expect(data.approvePromotion.promotion).toMatchObject({ id: 'PROMO-010', status: 'ACTIVE', participants: AUTO_ENROLL_ELIGIBLE_PARTICIPANTS });
    const reloaded = server.reload();
    const active = await reloaded.ok(LIST, { filter: { statuses: ['ACTIVE'] } });
    expect(ids(active)).toContain('PROMO-010');
    expect(active.adminPromotions.totalParticipants).toBe(3276 + 1284);
    expect(ids(await reloaded.ok(LIST, { filter: { statuses: ['PENDING'] } }))).toEqual(['PROMO-012', 'PROMO-011']);
  });

  it('approves a promotion that starts later as scheduled, without enrolling when it does not auto-enrol', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(APPROVE, { id: 'PROMO-011' });
    expect(data.approvePromotion.promotion).toMatchObject({ status: 'SCHEDULED', participants: 0 });
    expect(await statusOf(server.reload(), 'PROMO-011')).toBe('SCHEDULED');
  });

  it('rejects a pending promotion with an optional note', async () => {
    const server = createTestServer('client-admin');
    const withNote = await server.ok(REJECT, { id: 'PROMO-012', note: '  Overlaps the Q4 contest.  ' });
    expect(withNote.rejectPromotion.promotion).toMatchObject({ status: 'REJECTED', reviewNote: 'Overlaps the Q4 contest.' });
    const withoutNote = await server.ok(REJECT, { id: 'PROMO-011' });
    expect(withoutNote.rejectPromotion.promotion).toMatchObject({ status: 'REJECTED', reviewNote: null });
    const reloaded = server.reload();
    expect(ids(await reloaded.ok(LIST, { filter: { statuses: ['REJECTED'] } }))).toEqual(['PROMO-012', 'PROMO-011']);
  });

  it('sends a pending promotion back with the requested changes', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(REQUEST_CHANGES, { id: 'PROMO-010', note: 'Limit the bonus to Wi-Fi models.' });
    expect(data.requestPromotionChanges.promotion).toMatchObject({ status: 'CHANGES_REQUESTED', reviewNote: 'Limit the bonus to Wi-Fi models.' });
    const reloaded = server.reload();
    const [node] = (await reloaded.ok(LIST, { filter: { statuses: ['CHANGES_REQUESTED'] } })).adminPromotions.edges;
    expect(node.node).toMatchObject({ id: 'PROMO-010', reviewNote: 'Limit the bonus to Wi-Fi models.' });
  });

  it('needs a note of at most 1,000 characters, and changes nothing otherwise', async () => {
    const server = createTestServer('client-admin');
    expect((await expectRejected(server, REQUEST_CHANGES, { id: 'PROMO-010', note: '   ' })).errors).toEqual([
      { field: ['note'], message: 'A note describing the changes is required' },
    ]);
    expect((await expectRejected(server, REQUEST_CHANGES, { id: 'PROMO-010' })).errors).toEqual([
      { field: ['note'], message: 'A note describing the changes is required' },
    ]);
    expect((await expectRejected(server, REJECT, { id: 'PROMO-010', note: 'x'.repeat(1001) })).errors).toEqual([
      { field: ['note'], message: 'Note must be at most 1,000 characters' },
    ]);
    expect((await server.ok(REJECT, { id: 'PROMO-010', note: 'x'.repeat(1000) })).rejectPromotion.errors).toEqual([]);
  });

  it('decides only on promotions pending approval', async () => {
    const server = createTestServer('client-admin');
    const active = await expectRejected(server, APPROVE, { id: 'PROMO-003' });
    expect(active).toMatchObject({
      errors: [{ field: null, message: 'PROMO-003 is Active; only promotions pending approval can be approved' }],
      promotion: { id: 'PROMO-003', status: 'ACTIVE' },
    });
    expect((await expectRejected(server, REJECT, { id: 'PROMO-001' })).errors).toEqual([
      { field: null, message: 'PROMO-001 is Expired; only promotions pending approval can be rejected' },
    ]);
    await server.ok(REJECT, { id: 'PROMO-012' });
    expect((await expectRejected(server, REQUEST_CHANGES, { id: 'PROMO-012', note: 'Fix it' })).errors).toEqual([
      { field: null, message: 'PROMO-012 is Rejected; only promotions pending approval can be sent back for changes' },
    ]);
    expect((await expectRejected(server, APPROVE, { id: 'PROMO-012' })).errors[0].message).toContain('Rejected');
  });

  it('refuses an unknown promotion', async () => {
    const server = createTestServer('client-admin');
    for (const query of [APPROVE, REJECT, REQUEST_CHANGES]) {
      const result = await expectRejected(server, query, { id: 'PROMO-404', note: 'Anything' });
      expect(result).toEqual({ promotion: null, deletedId: null, errors: [{ field: ['promotionId'], message: 'This promotion no longer exists' }] });
    }
  });

  it('refuses to approve a promotion whose end date has passed', async () => {
    const server = createTestServer('client-admin');
    await server.ok(UPDATE, {
      input: {
        promotionId: 'PROMO-012',
        name: 'Indoor Air Quality Sales Contest',
        type: 'SALES_CONTEST',
        multiplier: '2x',
        targetProducts: 'PARTS_ACCESSORIES',
        startDate: '2026-10-01',
        endDate: '2026-11-01',
      },
    });
    expect((await expectRejected(server, APPROVE, { id: 'PROMO-012' })).errors).toEqual([
      { field: null, message: 'This promotion ended on Nov 1, 2026; change its dates before approving it' },
    ]);
  });
});

describe('creating, editing and deleting promotions', () => {
  it('creates and activates a promotion that starts today, enrolling the eligible participants', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(CREATE, { input: newPromotion });
    expect(data.createPromotion).toEqual({
      promotion: {
        id: 'PROMO-013',
        name: 'Holiday Heat Pump Bonus',
        type: 'BONUS_POINTS',
        multiplier: '2x',
        status: 'ACTIVE',
        startDate: '2026-11-22',
        endDate: '2026-12-31',
        participants: 1284,
        submittedBy: null,
        submittedAt: null,
        targetProducts: 'RESIDENTIAL_SYSTEMS',
        description: 'Double points on heat pumps installed over the holidays.',
        autoEnroll: true,
        reviewNote: null,
      },
      deletedId: null,
      errors: [],
    });
    const reloaded = server.reload();
    const active = await reloaded.ok(LIST, { filter: { statuses: ['ACTIVE'] } });
    expect(ids(active)[0]).toBe('PROMO-013');
    expect(active.adminPromotions.totalParticipants).toBe(3276 + 1284);
  });

  it('schedules an activated promotion that starts later, and saves a draft without enrolling anyone', async () => {
    const server = createTestServer('client-admin');
    const scheduled = await server.ok(CREATE, { input: { ...newPromotion, startDate: '2026-12-01', autoEnroll: false } });
    expect(scheduled.createPromotion.promotion).toMatchObject({ id: 'PROMO-013', status: 'SCHEDULED', participants: 0, autoEnroll: false });
    const draft = await server.ok(CREATE, { input: { ...newPromotion, name: 'Draft idea', activate: false, autoEnroll: undefined, description: ' ' } });
    expect(draft.createPromotion.promotion).toMatchObject({ id: 'PROMO-014', status: 'DRAFT', participants: 0, autoEnroll: false, description: null });
    const reloaded = server.reload();
    expect(await statusOf(reloaded, 'PROMO-013')).toBe('SCHEDULED');
    expect(await statusOf(reloaded, 'PROMO-014')).toBe('DRAFT');
  });

  it('returns the create form errors at their fields and changes nothing', async () => {
    const server = createTestServer('client-admin');
    const result = await expectRejected(server, CREATE, {
      input: { ...newPromotion, name: '  ', multiplier: '', startDate: '2026-12-10', endDate: '2026-12-09' },
    });
    expect(result).toEqual({
      promotion: null,
      deletedId: null,
      errors: [
        { field: ['name'], message: 'Promotion name is required' },
        { field: ['multiplier'], message: 'Multiplier or bonus is required' },
        { field: ['endDate'], message: 'End date must be on or after the start date' },
      ],
    });
    expect((await expectRejected(server, CREATE, { input: { ...newPromotion, name: 'x'.repeat(121) } })).errors).toEqual([
      { field: ['name'], message: 'Promotion name must be at most 120 characters' },
    ]);
    expect(
      (await expectRejected(server, CREATE, { input: { ...newPromotion, startDate: '2026-11-01', endDate: '2026-11-21' } })).errors,
    ).toEqual([{ field: ['endDate'], message: 'End date has already passed' }]);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('accepts a one-day promotion and a name of exactly 120 characters', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(CREATE, { input: { ...newPromotion, name: 'x'.repeat(120), startDate: '2026-12-05', endDate: '2026-12-05' } });
    expect(data.createPromotion.errors).toEqual([]);
  });

  it('edits a promotion with the same rules; new dates decide whether it is live now', async () => {
    const server = createTestServer('client-admin');
    const edit = {
      promotionId: 'PROMO-003',
      name: 'Fall Furnace Tune-Up Bonus (extended)',
      type: 'POINTS_MULTIPLIER',
      multiplier: '2.5x',
      targetProducts: 'ALL_PRODUCTS',
      startDate: '2026-12-01',
      endDate: '2027-01-31',
      description: 'Extended into January.',
    };
    const data = await server.ok(UPDATE, { input: edit });
    expect(data.updatePromotion.promotion).toMatchObject({
      id: 'PROMO-003',
      name: 'Fall Furnace Tune-Up Bonus (extended)',
      type: 'POINTS_MULTIPLIER',
      multiplier: '2.5x',
      targetProducts: 'ALL_PRODUCTS',
      startDate: '2026-12-01',
      endDate: '2027-01-31',
      status: 'SCHEDULED',
      participants: 1247,
    });
    const reloaded = server.reload();
    expect(await statusOf(reloaded, 'PROMO-003')).toBe('SCHEDULED');
    const pending = await reloaded.ok(UPDATE, { input: { ...edit, promotionId: 'PROMO-012', startDate: '2026-11-01' } });
    expect(pending.updatePromotion.promotion.status).toBe('PENDING');

    expect((await expectRejected(reloaded, UPDATE, { input: { ...edit, endDate: '2026-11-30', multiplier: ' ' } })).errors).toEqual([
      { field: ['multiplier'], message: 'Multiplier or bonus is required' },
      { field: ['endDate'], message: 'End date must be on or after the start date' },
    ]);
    expect((await expectRejected(reloaded, UPDATE, { input: { ...edit, promotionId: 'PROMO-999' } })).errors).toEqual([
      { field: ['promotionId'], message: 'This promotion no longer exists' },
    ]);
  });

  it('deletes a promotion for good', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(DELETE, { id: 'PROMO-004' });
    expect(data.deletePromotion).toEqual({ promotion: null, deletedId: 'PROMO-004', errors: [] });
    const reloaded = server.reload();
    const active = await reloaded.ok(LIST, { filter: { statuses: ['ACTIVE'] } });
    expect(ids(active)).toEqual(['PROMO-007', 'PROMO-006', 'PROMO-005', 'PROMO-003']);
    expect(active.adminPromotions.totalParticipants).toBe(3276 - 342);
    expect((await reloaded.ok(LIST)).adminPromotions.totalCount).toBe(11);
    expect((await expectRejected(reloaded, DELETE, { id: 'PROMO-004' })).errors).toEqual([
      { field: ['promotionId'], message: 'This promotion no longer exists' },
    ]);
    // Ids are never reused: the next promotion is PROMO-013, not a second PROMO-012.
    await reloaded.ok(DELETE, { id: 'PROMO-012' });
    expect((await reloaded.ok(CREATE, { input: newPromotion })).createPromotion.promotion.id).toBe('PROMO-013');
  });
});
