import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../api';
import { ADMIN_OPERATIONS as OPERATIONS } from '../../admin-operations';

describe('admin operations are guarded by the resolvers', () => {
  it('finds every admin operation in the contract', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(30);
    expect(OPERATIONS.map((op) => op.name)).toEqual(
      expect.arrayContaining(['claims', 'approveClaim', 'issueSpotAward', 'participants', 'createProduct', 'importProducts', 'saveEarnRate', 'generateReport', 'adminDashboard']),
    );
  });

  for (const role of ['dealer', 'comfort-advisor'] as const) {
    it.each(OPERATIONS.map((op) => [op.kind, op.name, op] as const))(`denies %s %s to a ${role}, changing nothing`, async (_kind, _name, op) => {
      const server = createTestServer(role);
      const before = JSON.stringify(server.db.data);
      const result = await server.run(op.text, op.variables);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe('FORBIDDEN');
      expect(JSON.stringify(server.db.data)).toBe(before);
    });
  }

  it.each(OPERATIONS.map((op) => [op.kind, op.name, op] as const))('asks a signed-out visitor of %s %s to sign in', async (_kind, _name, op) => {
    const server = createTestServer(null);
    const result = await server.run(op.text, op.variables);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
