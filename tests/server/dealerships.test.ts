import { sql as rawSql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { TEST_NOW } from '../api';
import { DEMO_PASSWORD, SIGN_IN, startOn, STORES, upgradedFromDocument } from './harness';

/**
 * The network's dealerships in one table (migration 0030): a seed writes the dealer list into it, and
 * migration 0033 the list of a document saved before it, and the Dealerships screen's changes apply to it
 * over HTTP: create, edit (a rename shows in the participants and claims lists at once), deactivate (its
 * members cannot sign in) and import (bad rows refused, the rest in one go), for client admins only.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const FIELDS = 'id dealerNumber name region streetAddress city state zipCode tier status principalEmail';
const PAYLOAD = `dealership { ${FIELDS} } errors { field code message }`;
const CREATE = `mutation($input: CreateDealershipInput!) { createDealership(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($input: UpdateDealershipInput!) { updateDealership(input: $input) { ${PAYLOAD} } }`;
const STATUS = `mutation($input: SetDealershipStatusInput!) { setDealershipStatus(input: $input) { ${PAYLOAD} } }`;
const IMPORT = `mutation($input: ImportDealershipsInput!) { importDealerships(input: $input) {
  importedCount errors { field code message } rows { index ok errors { field code message } dealership { id dealerNumber name } } } }`;
const LIST = `query($filter: DealershipFilter) { dealerships(filter: $filter, first: 100) { totalCount edges { node { ${FIELDS} } } } }`;

const VALUES = {
  dealerNumber: 'D-500001',
  name: 'Lakeshore Heating',
  region: 'Midwest',
  streetAddress: '12 Harbor Road',
  city: 'Racine',
  state: 'wi',
  zipCode: '53403',
  tier: 'ELITE',
  principalEmail: 'Owner@Lakeshore.example',
};

describe.each(STORES)('the dealerships table on %s', (kind) => {
  it('takes the dealer list of a document saved before it, keeping the names dealers gave, at migration 0033', async () => {
    // A document as it was saved before the list moved: the dealers as number, name and location, one of
    // them renamed in the list; the sample dealership renamed by its dealer (its business details, which
    // keep its number too). Another dealer gets a number made from its id.
    const { createDb } = await import('../../domain/fixtures');
    const old = createDb({ now: TEST_NOW });
    const legacy = old.dealers.map((row) => ({ id: row.id, name: row.id === 'DLR-1002' ? 'Old River Air' : row.name, location: `${row.city}, ${row.state}` }));
    old.dealerships.find((row) => row.id === 'DLR-1001')!.businessName = 'Summit & Sons';
    const [first, second] = old.dealers;
    const store = await upgradedFromDocument(kind, cleanups, { ...old, dealers: legacy });
    const { rows: seeded } = await rawSql<{ count: number }>`select count(*)::int as count from dealerships`.execute(store.db);
    expect(seeded[0]?.count).toBe(old.dealers.length);
    const rows = await store.db.selectFrom('dealerships').select(['id', 'business_name', 'dealer_number', 'city', 'state', 'status']).where('id', 'in', ['DLR-1001', 'DLR-1002']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'DLR-1001', business_name: 'Summit & Sons', dealer_number: first!.dealerNumber, city: first!.city, state: first!.state, status: 'ACTIVE' },
      { id: 'DLR-1002', business_name: 'Old River Air', dealer_number: 'D-301002', city: second!.city, state: second!.state, status: 'ACTIVE' },
    ]);
  }, 120_000);

  it('creates, edits, deactivates and imports dealerships for client admins only, and a rename shows in participants and claims', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const admin = server.browser();
    await admin.signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD);
    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);

    // Others are refused.
    const refused = await dealer.gql(LIST);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refusedCreate = await dealer.gql(CREATE, { input: { dealership: VALUES } });
    expect(refusedCreate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.ok(LIST, { filter: { search: 'D-500001' } })).dealerships.totalCount).toBe(0);

    // Create: bad fields and a taken number come back at their fields; then it is created.
    const bad = (await admin.ok(CREATE, { input: { dealership: { ...VALUES, zipCode: '53a', tier: 'ELITE', dealerNumber: ' d-204817 ' } } })).createDealership;
    expect(bad).toEqual({
      dealership: null,
      errors: [
        { field: ['dealership', 'dealerNumber'], code: 'CONFLICT', message: 'Dealer number d-204817 is already used by another dealership' },
        { field: ['dealership', 'zipCode'], code: 'INVALID', message: 'Enter a 5-digit ZIP code' },
      ],
    });
    const created = (await admin.ok(CREATE, { input: { dealership: VALUES } })).createDealership;
    expect(created).toEqual({
      dealership: { ...VALUES, id: 'DLR-1082', state: 'WI', principalEmail: 'owner@lakeshore.example', status: 'ACTIVE' },
      errors: [],
    });
    expect((await admin.ok(LIST, { filter: { search: 'racine' } })).dealerships.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(['DLR-1082']);

    // Edit: a rename of a dealership with participants and claims shows in their lists at once.
    const before = (await admin.ok(`{ dealerships(filter: { search: "D-301002" }) { edges { node { ${FIELDS} } } } }`)).dealerships.edges[0].node;
    const { id, status: _status, ...values } = before;
    const taken = (await admin.ok(UPDATE, { input: { id, dealership: { ...values, dealerNumber: 'D-500001' } } })).updateDealership;
    expect(taken.errors).toEqual([{ field: ['dealership', 'dealerNumber'], code: 'CONFLICT', message: 'Dealer number D-500001 is already used by another dealership' }]);
    const renamed = (await admin.ok(UPDATE, { input: { id, dealership: { ...values, name: 'Riverbend Renamed' } } })).updateDealership;
    expect(renamed.dealership.name).toBe('Riverbend Renamed');
    const participants = await admin.ok(`{ participants(filter: { search: "Riverbend Renamed" }, first: 5) { totalCount edges { node { dealer { id name } } } } }`);
    expect(participants.participants.totalCount).toBeGreaterThan(0);
    expect(participants.participants.edges[0].node.dealer).toEqual({ id, name: 'Riverbend Renamed' });
    const claims = await admin.ok(`query($id: ID) { claims(filter: { dealerId: $id }, first: 1) { edges { node { dealer { id name } } } } }`, { id });
    expect(claims.claims.edges[0].node.dealer).toEqual({ id, name: 'Riverbend Renamed' });

    // Deactivate: the dealer's session ends and they cannot sign in; reactivated, they can again.
    const deactivated = (await admin.ok(STATUS, { input: { id: 'DLR-1001', status: 'INACTIVE' } })).setDealershipStatus;
    expect(deactivated.dealership.status).toBe('INACTIVE');
    expect((await dealer.ok(`{ viewer { authenticated } }`)).viewer.authenticated).toBe(false);
    const signIn = (await server.browser().ok(SIGN_IN, { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password: DEMO_PASSWORD, rememberMe: false } })).signIn;
    expect(signIn.errors).toEqual([{ field: null, code: 'DEALERSHIP_INACTIVE', message: 'Your dealership is not active in the program. Contact your program administrator to have it reactivated.' }]);
    expect((await admin.ok(LIST, { filter: { status: 'INACTIVE' } })).dealerships.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(['DLR-1001']);
    await admin.ok(STATUS, { input: { id: 'DLR-1001', status: 'ACTIVE' } });
    await server.browser().signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);

    // Import: a check changes nothing; bad rows and numbers taken (in the network or earlier in the file) are refused, the rest imported together.
    const rows = [
      { ...VALUES, dealerNumber: 'D-600001', name: 'Prairie Air', principalEmail: 'boss@prairie.example' },
      { ...VALUES, dealerNumber: 'd-500001', name: 'Copycat' },
      { ...VALUES, dealerNumber: 'D-600002', name: 'No Principal', principalEmail: '' },
      { ...VALUES, dealerNumber: 'D-600001', name: 'Repeat' },
      { ...VALUES, dealerNumber: 'D-600003', name: 'Bluff City Heat', zipCode: '38103', state: 'TN', principalEmail: 'owner@bluff.example' },
    ];
    const checked = (await admin.ok(IMPORT, { input: { rows, commit: false } })).importDealerships;
    expect(checked.importedCount).toBe(0);
    expect(checked.rows.map((row: { ok: boolean; errors: { field: string[]; code: string }[] }) => [row.ok, row.errors.map((error) => `${error.field.join('.')} ${error.code}`)])).toEqual([
      [true, []],
      [false, ['rows.1.dealerNumber CONFLICT']],
      [false, ['rows.2.principalEmail REQUIRED']],
      [false, ['rows.3.dealerNumber CONFLICT']],
      [true, []],
    ]);
    expect((await admin.ok(LIST, { filter: { search: 'D-6000' } })).dealerships.totalCount).toBe(0);
    const imported = (await admin.ok(IMPORT, { input: { rows, commit: true } })).importDealerships;
    expect(imported.importedCount).toBe(2);
    expect(imported.rows.filter((row: { ok: boolean }) => row.ok).map((row: { dealership: unknown }) => row.dealership)).toEqual([
      { id: 'DLR-1083', dealerNumber: 'D-600001', name: 'Prairie Air' },
      { id: 'DLR-1084', dealerNumber: 'D-600003', name: 'Bluff City Heat' },
    ]);
    // Each imported dealership's principal is invited as its dealer, in the import's transaction: an
    // invited account, and the invitation's e-mail in the outbox with a link to choose a password.
    // (The worker empties a message's text once it is sent; the invitation's own text and link are
    // shown by tests/server/invitations.test.ts.)
    const invitations = await server.app.sql.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'invitation')
      .orderBy('recipient')
      .execute();
    expect(invitations).toEqual([
      { recipient: 'boss@prairie.example', subject: 'You are invited to the Dealer Portal' },
      { recipient: 'owner@bluff.example', subject: 'You are invited to the Dealer Portal' },
    ]);
    const principals = await server.app.sql.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['accounts.email', 'accounts.status', 'users.role', 'users.dealership_id'])
      .where('accounts.email', 'in', ['boss@prairie.example', 'owner@bluff.example'])
      .orderBy('accounts.email')
      .execute();
    expect(principals).toEqual([
      { email: 'boss@prairie.example', status: 'invited', role: 'DEALER', dealership_id: 'DLR-1083' },
      { email: 'owner@bluff.example', status: 'invited', role: 'DEALER', dealership_id: 'DLR-1084' },
    ]);
    const links = await server.app.sql.db
      .selectFrom('password_tokens')
      .innerJoin('accounts', 'accounts.id', 'password_tokens.account_id')
      .select(['accounts.email', 'password_tokens.purpose'])
      .where('accounts.email', 'in', ['boss@prairie.example', 'owner@bluff.example'])
      .orderBy('accounts.email')
      .execute();
    expect(links).toEqual([
      { email: 'boss@prairie.example', purpose: 'invite' },
      { email: 'owner@bluff.example', purpose: 'invite' },
    ]);
    const again = (await admin.ok(IMPORT, { input: { rows: rows.slice(0, 1), commit: true } })).importDealerships;
    expect(again.importedCount).toBe(0);
    expect((await admin.ok(LIST, { filter: { search: 'D-6000' } })).dealerships.totalCount).toBe(2);
    const empty = (await admin.ok(IMPORT, { input: { rows: [], commit: true } })).importDealerships;
    expect(empty.errors).toEqual([{ field: ['rows'], code: 'REQUIRED', message: 'The file has no dealership rows' }]);
  }, 240_000);
});
