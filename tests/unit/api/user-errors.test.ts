import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../api';

const ERRORS = 'errors { field message code }';
const REDEEM = `mutation($id: ID!) { redeemReward(input: { rewardId: $id }) { ${ERRORS} } }`;
const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) { product { id } ${ERRORS} } }`;
const IMPORT = `mutation($input: ImportProductsInput!) { importProducts(input: $input) { rows { index errors { field message code } } ${ERRORS} } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { ${ERRORS} } }`;

describe('user errors', () => {
  it('names the field as a path and the problem as a code, with the message the form shows', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(CREATE_PRODUCT, {
      input: { name: '', category: 'Sensors & Controls', basePoints: 10, baseAmount: '1', sku: 'x'.repeat(60), description: '' },
    });
    expect(data.createProduct.errors).toEqual([
      { field: ['name'], message: 'Product name is required', code: 'REQUIRED' },
      { field: ['sku'], message: 'SKU must be at most 32 characters', code: 'TOO_LONG' },
    ]);
  });

  it('points at a row of a list by its index', async () => {
    const server = createTestServer('client-admin');
    const row = { name: 'Zone Board', category: 'Sensors & Controls', basePoints: 10, baseAmount: '1', isActive: true, description: '' };
    const data = await server.ok(IMPORT, { input: { rows: [{ ...row, sku: 'ZB-1' }, { ...row, name: 'Zone Board 2', sku: 'ZB-1' }], commit: false } });
    expect(data.importProducts.rows[1].errors).toEqual([
      { field: ['rows', '1', 'sku'], message: 'SKU ZB-1 appears more than once in the file (first on row 1)', code: 'CONFLICT' },
    ]);
  });

  it('tells stock from points when a redemption cannot go ahead', async () => {
    const server = createTestServer('dealer');
    expect((await server.ok(REDEEM, { id: 'RWD-003' })).redeemReward.errors[0]).toMatchObject({ field: ['rewardId'], code: 'OUT_OF_STOCK' });
    expect((await server.ok(REDEEM, { id: 'RWD-011' })).redeemReward.errors[0]).toMatchObject({ field: ['rewardId'], code: 'INSUFFICIENT_POINTS' });
    expect((await server.ok(REDEEM, { id: 'RWD-999' })).redeemReward.errors[0]).toMatchObject({ field: ['rewardId'], code: 'NOT_FOUND' });
  });

  it('says an e-mail already in use is a conflict', async () => {
    const server = createTestServer(null);
    const input = { accountType: 'DEALER', firstName: 'Ana', lastName: 'Ruiz', email: server.db.data.users[0]!.email, password: 'Secret-pass-1', confirmPassword: 'Secret-pass-1', acceptTerms: true };
    const data = await server.ok(SIGN_UP, { input });
    expect(data.signUp.errors).toContainEqual({ field: ['email'], message: 'An account with this email already exists', code: 'CONFLICT' });
  });

  it('uses every code the schema lists, so none is documented but never sent', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const codes = schema.getType('UserErrorCode');
    if (!isEnumType(codes)) throw new Error('UserErrorCode is not an enum');
    const source = ['src/lib/validation/', 'domain/resolvers/', 'domain/lib/', 'server/']
      .flatMap((folder) => {
        const dir = new URL(`../../../${folder}`, import.meta.url);
        return readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.ts'))
          .map((name) => readFileSync(new URL(name, dir), 'utf8'));
      })
      .join('\n');
    const unused = codes.getValues().filter((value) => !source.includes(`'${value.name}'`));
    expect(unused.map((value) => value.name)).toEqual([]);
  });
});
