import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../api';

const CLAIMS = `query($from: Date) { claims(filter: { from: $from }, first: 1) { totalCount } }`;
const CLAIMS_LITERAL = (day: string) => `{ claims(filter: { from: "${day}" }, first: 1) { totalCount } }`;
const MEETING = `mutation($start: DateTime!) { requestMeeting(input: { start: $start, durationMinutes: 30, topic: "Co-op plan" }) { errors { field code } } }`;

describe('Date and DateTime', () => {
  it.each(['2026-02-31', '2026-13-01', '2026-02-29', '2026-1-05', '05/01/2026', ''])('refuses the Date %j', async (day) => {
    const server = createTestServer('client-admin');
    expect(await server.errorCode(CLAIMS, { from: day })).toBe('BAD_USER_INPUT');
    expect(await server.errorCode(CLAIMS_LITERAL(day))).toBe('BAD_USER_INPUT');
  });

  it('takes a real day, a leap day included', async () => {
    const server = createTestServer('client-admin');
    expect((await server.ok(CLAIMS, { from: '2028-02-29' })).claims.totalCount).toBe(0);
    expect((await server.ok(CLAIMS, { from: '2026-11-01' })).claims.totalCount).toBeGreaterThan(0);
  });

  it.each(['2026-02-31T10:00:00Z', '2026-11-30T24:00:00Z', '2026-11-30T10:61:00Z', '2026-11-30T10:00:00', '2026-11-30', 'soon'])(
    'refuses the DateTime %j',
    async (start) => {
      expect(await createTestServer('dealer').errorCode(MEETING, { start })).toBe('BAD_USER_INPUT');
    },
  );

  it('takes an instant with an offset and reads it as the same instant', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(MEETING, { start: '2026-11-30T10:00:00-06:00' });
    expect(data.requestMeeting.errors).toEqual([]);
  });
});
