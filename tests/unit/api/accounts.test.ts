import { describe, expect, it } from 'vitest';
import { SAMPLE_DEALERSHIP_ID } from '../../../domain/fixtures/constants';
import { EMAIL_IN_USE } from '../../../src/lib/validation';
import { actAs, createTestServer } from '../../api';

const ACCOUNT = 'id email firstName lastName role status dealer { id } invitedAt';
const LIST = `query($filter: AccountFilter, $first: Int, $after: String) { accounts(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${ACCOUNT} } } } }`;
const INVITE = `mutation($input: InviteAccountInput!) { inviteAccount(input: $input) { mailed account { ${ACCOUNT} } errors { field message code } } }`;
const INVITE_TEAM = `mutation($input: InviteTeamMemberInput!) { inviteTeamMember(input: $input) { mailed account { ${ACCOUNT} } errors { field message code } } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateAccount(input: { accountId: $id }) { account { status } errors { field code } } }`;
const REACTIVATE = `mutation($id: ID!) { reactivateAccount(input: { accountId: $id }) { account { status } errors { field code } } }`;
const TEAM = `{ dealerTeam { ${ACCOUNT} } }`;

describe('accounts in the in-browser server', () => {
  it('lists the demo users as active accounts, and invites one that a reload keeps, mailing nothing', async () => {
    const server = createTestServer('client-admin');
    const listed = (await server.ok(LIST)).accounts;
    expect(listed.totalCount).toBe(3);
    expect(listed.edges.every((edge: { node: { status: string } }) => edge.node.status === 'ACTIVE')).toBe(true);

    const invited = (await server.ok(INVITE, { input: { email: 'Casey.Nguyen@example.com', firstName: 'Casey', lastName: 'Nguyen', role: 'DEALER', dealerId: SAMPLE_DEALERSHIP_ID } })).inviteAccount;
    expect(invited).toMatchObject({ mailed: false, errors: [], account: { email: 'casey.nguyen@example.com', status: 'INVITED', dealer: { id: SAMPLE_DEALERSHIP_ID } } });
    const again = (await server.ok(INVITE, { input: { email: 'casey.nguyen@example.com', firstName: 'C', lastName: 'N', role: 'CLIENT_ADMIN' } })).inviteAccount;
    expect(again.errors).toEqual([{ field: ['email'], message: EMAIL_IN_USE, code: 'CONFLICT' }]);

    const reloaded = server.reload();
    const kept = (await reloaded.ok(LIST, { filter: { status: 'INVITED' } })).accounts.edges;
    expect(kept.map((edge: { node: { email: string } }) => edge.node.email)).toEqual(['casey.nguyen@example.com']);
  });

  it('deactivates and reactivates, but never the administrator themself', async () => {
    const server = createTestServer('client-admin');
    const nodes = (await server.ok(LIST)).accounts.edges.map((edge: { node: { id: string; role: string } }) => edge.node);
    const advisor = nodes.find((node: { role: string }) => node.role === 'COMFORT_ADVISOR');
    const admin = nodes.find((node: { role: string }) => node.role === 'CLIENT_ADMIN');
    expect((await server.ok(DEACTIVATE, { id: advisor.id })).deactivateAccount.account.status).toBe('DEACTIVATED');
    expect((await server.ok(REACTIVATE, { id: advisor.id })).reactivateAccount.account.status).toBe('ACTIVE');
    expect((await server.ok(DEACTIVATE, { id: admin.id })).deactivateAccount.errors).toEqual([{ field: ['accountId'], code: 'INVALID' }]);
  });

  it('lets a dealer invite advisors into their own dealership only, and refuses the others', async () => {
    const server = createTestServer('dealer');
    const invited = (await server.ok(INVITE_TEAM, { input: { email: 'sam.lee@example.com', firstName: 'Sam', lastName: 'Lee' } })).inviteTeamMember;
    expect(invited.account).toMatchObject({ role: 'COMFORT_ADVISOR', status: 'INVITED', dealer: { id: SAMPLE_DEALERSHIP_ID } });
    expect((await server.ok(TEAM)).dealerTeam.map((row: { email: string }) => row.email)).toContain('sam.lee@example.com');
    expect(await server.errorCode(LIST)).toBe('FORBIDDEN');
    expect(await server.errorCode(INVITE, { input: { email: 'x@example.com', firstName: 'X', lastName: 'Y', role: 'CLIENT_ADMIN' } })).toBe('FORBIDDEN');
    actAs(server, 'comfort-advisor');
    expect(await server.errorCode(INVITE_TEAM, { input: { email: 'y@example.com', firstName: 'X', lastName: 'Y' } })).toBe('FORBIDDEN');
    expect(await server.errorCode(TEAM)).toBe('FORBIDDEN');
  });
});
