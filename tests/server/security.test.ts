import { getNamedType, isInputObjectType } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../mocks/schema';
import { DEALER_USER_ID } from '../../domain/fixtures/constants';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { QUERY_LIMITS } from '../../server/graphql';
import { MAX_BODY_BYTES } from '../../server/http';
import { ADMIN_OPERATIONS } from '../admin-operations';
import { DEMO_PASSWORD, STORES, startOn, type Browser, type TestApp } from './harness';

/** Tables a refused request may still write: its session's last use and the sign-in throttle's counts. */
const BOOKKEEPING = new Set(['sessions', 'sign_in_limits']);

/** Every table's rows but the bookkeeping's, as a digest each, to prove an operation changed nothing. */
async function snapshot(server: TestApp): Promise<string> {
  const db = server.app.sql.db;
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by table_name`.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables.filter((table) => !BOOKKEEPING.has(table.name))) {
    const { rows } = await sql<{ digest: string }>`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`.execute(db);
    digests[name] = rows[0]!.digest;
  }
  expect(Object.keys(digests)).toEqual(expect.arrayContaining(['accounts', 'claims', 'participants', 'points_ledger', 'dealerships']));
  return JSON.stringify(digests);
}

describe.each(STORES)('the HTTP server refuses what it must on %s', (kind) => {
  let server: TestApp;
  let dealer: Browser;
  beforeAll(async () => {
    server = await startOn(kind, { demo: false });
    dealer = server.browser();
    // A dealer of the program, as an administrator's invitation makes one (a sign-up waits for approval).
    // The sample dealership and its users, as `npm run db:seed` loads them (outside demo mode a database starts without them).
    await server.app.seed.reseed();
    await server.app.accounts.create(server.app.sql.db, { email: 'dana@example.com', password: 'Heatpump-2026', role: 'DEALER', userId: DEALER_USER_ID });
    await dealer.signIn('dana@example.com', 'Heatpump-2026');
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives UNAUTHENTICATED to a request without a session', async () => {
    const body = await server.browser().gql(`{ rewardsOverview { points { balance } } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it(`gives FORBIDDEN to a dealer's cookie on every one of the ${ADMIN_OPERATIONS.length} admin operations, changing nothing`, async () => {
    expect(ADMIN_OPERATIONS.length).toBeGreaterThanOrEqual(30);
    const before = await snapshot(server);
    for (const operation of ADMIN_OPERATIONS) {
      const body = await dealer.gql(operation.text, operation.variables);
      expect(body.errors?.[0]?.extensions?.code, `${operation.name}: ${JSON.stringify(body.errors)}`).toBe('FORBIDDEN');
    }
    expect(await snapshot(server)).toBe(before);
  });

  it('refuses switchRole outside demo mode', async () => {
    const body = await dealer.gql(`mutation { switchRole(input: { role: CLIENT_ADMIN }) { session { role } } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a request a form on another site could send (no CSRF header), and takes the same one with the header', async () => {
    const query = encodeURIComponent('{ viewer { authenticated } }');
    const simpleGet = await fetch(`${server.url}/graphql?query=${query}`, { headers: { cookie: dealer.cookie ?? '' } });
    expect(simpleGet.status).toBe(403);
    const formPost = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: dealer.cookie ?? '' },
      body: `query=${query}`,
    });
    expect(formPost.status).toBe(403);
    const withHeader = await fetch(`${server.url}/graphql?query=${query}`, { headers: { cookie: dealer.cookie ?? '', 'x-graphql-yoga-csrf': '1' } });
    expect(withHeader.status).toBe(200);
    expect((await withHeader.json()).data.viewer.authenticated).toBe(true);
  });

  it('refuses a query deeper than its limit and one with too many aliases, without running them', async () => {
    let deep = 'id';
    for (let level = 0; level <= QUERY_LIMITS.depth; level += 1) deep = `category { products { ${deep} } }`;
    const tooDeep = await dealer.gql(`{ products(first: 1) { edges { node { ${deep} } } } }`);
    expect(tooDeep.data).toBeUndefined();
    expect(tooDeep.errors?.map((error) => error.message)).toContainEqual(expect.stringMatching(/depth limit/i));

    const nested = await dealer.gql(`{ a: viewer { b: user { c: dealershipName } } }`);
    expect(nested.errors).toBeUndefined();

    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, index) => `a${index}: viewer { authenticated }`).join(' ');
    const tooManyAliases = await dealer.gql(`{ ${aliases} }`);
    expect(tooManyAliases.data).toBeUndefined();
    expect(tooManyAliases.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('gives a page of another origin no permission to call it with the cookie', async () => {
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-graphql-yoga-csrf' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it(`refuses a body larger than ${MAX_BODY_BYTES} bytes with 413`, async () => {
    const padding = ' '.repeat(MAX_BODY_BYTES);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: dealer.cookie ?? '' },
      body: JSON.stringify({ query: `{ viewer { authenticated } }${padding}` }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses a batch of operations in one request', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: dealer.cookie ?? '' },
      body: JSON.stringify([{ query: '{ viewer { authenticated } }' }, { query: '{ viewer { role } }' }]),
    });
    expect(response.ok).toBe(false);
  });

  it('treats SQL in an e-mail address and a password as text', async () => {
    const injection = "' or '1'='1'; drop table accounts; --";
    const attempt = await server.browser().gql(`mutation($input: SignInInput!) { signIn(input: $input) { session { authenticated } errors { code } } }`, {
      input: { email: `x${injection}@example.com`, password: injection },
    });
    expect(attempt.data?.signIn?.session.authenticated).toBe(false);
    const accounts = await server.app.sql.db.selectFrom('accounts').select('email').execute();
    expect(accounts.map((row) => row.email)).toContain('dana@example.com');
  });

  it('answers an unexpected failure with a masked message: no stack and no SQL', async () => {
    await server.app.sql.db.schema.alterTable('sessions').renameTo('sessions_moved').execute();
    try {
      const body = await dealer.gql(`{ viewer { authenticated } }`);
      expect(body.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(body)).not.toMatch(/sessions|select|stack|at /i);
    } finally {
      await server.app.sql.db.schema.alterTable('sessions_moved').renameTo('sessions').execute();
    }
  });
});

/** Every query that takes a search text, directly or in its filter, with a selection that fits its type. */
function searchOperations(): { name: string; text: string }[] {
  const schema = getSchema();
  return Object.values(schema.getQueryType()?.getFields() ?? {}).flatMap((field) => {
    const direct = field.args.find((arg) => arg.name === 'search' && getNamedType(arg.type).name === 'String');
    const filter = field.args.find((arg) => {
      const type = getNamedType(arg.type);
      return isInputObjectType(type) && 'search' in type.getFields();
    });
    if (!direct && !filter) return [];
    const call = direct ? 'search: $s' : `${filter?.name}: { search: $s }`;
    return [{ name: field.name, text: `query Search($s: String) { ${field.name}(${call}) { __typename } }` }];
  });
}

describe.each(STORES)('search fields on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startOn(kind, { demo: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('take SQL metacharacters as text in every search field', async () => {
    const operations = searchOperations();
    expect(operations.map((operation) => operation.name)).toEqual(expect.arrayContaining(['claims', 'participants', 'products', 'earnRates', 'faq']));
    const admin = server.browser();
    await admin.signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD);
    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const before = await snapshot(server);
    for (const text of ["'; drop table accounts; --", '%_\\', "' or 1=1 --", '"); delete from sessions; --']) {
      for (const operation of operations) {
        const asAdmin = await admin.gql(operation.text, { s: text });
        // Member-only lists answer FORBIDDEN to the admin: ask them as the dealer.
        const body = asAdmin.errors?.[0]?.extensions?.code === 'FORBIDDEN' ? await dealer.gql(operation.text, { s: text }) : asAdmin;
        expect(body.errors, `${operation.name} with ${text}`).toBeUndefined();
        expect(body.data?.[operation.name], operation.name).not.toBeUndefined();
      }
    }
    expect(await snapshot(server)).toBe(before);
    expect((await admin.ok(`{ viewer { authenticated } }`)).viewer.authenticated).toBe(true);
  });
});
