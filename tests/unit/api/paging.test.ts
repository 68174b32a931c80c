import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, NO_FIGURES, pageNeedsOf } from '../../../domain/lib/connection';
import { createTestServer } from '../../api';

const PRODUCTS = `query($first: Int, $after: String) {
  products(first: $first, after: $after) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } totalCount }
}`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { product { id name } errors { field message } } }`;
const DELETE = `mutation($input: ProductIdInput!) { deleteProduct(input: $input) { product { id } errors { field message } } }`;
const CLAIMS = `query($first: Int, $after: String, $sort: ClaimSort) {
  claims(first: $first, after: $after, sort: $sort) { edges { node { id amount { amount } } } pageInfo { endCursor } }
}`;

const ids = (data: any): string[] => data.products.edges.map((edge: any) => edge.node.id);

const product = (name: string) => ({ name, category: 'Sensors & Controls', basePoints: 10, baseAmount: '1', description: '' });

describe('keyset cursors', () => {
  it('resumes after the same product when a product is added before the cursor', async () => {
    const server = createTestServer('client-admin');
    const before = await server.ok(PRODUCTS, { first: 10 });
    const cursor = before.products.pageInfo.endCursor;
    const expected = ids(await server.ok(PRODUCTS, { first: 10, after: cursor }));

    // "000 …" sorts first of all names, before every row of the first page.
    const created = await server.ok(CREATE, { input: product('000 Inserted Zone Sensor') });
    expect(created.createProduct.errors).toEqual([]);
    expect(ids(await server.ok(PRODUCTS, { first: 1 }))).toEqual([created.createProduct.product.id]);

    const after = await server.ok(PRODUCTS, { first: 10, after: cursor });
    expect(ids(after)).toEqual(expected);
    expect(after.products.totalCount).toBe(before.products.totalCount + 1);
  });

  it('resumes at the next product when the product under the cursor is deleted', async () => {
    const server = createTestServer('client-admin');
    const page = await server.ok(PRODUCTS, { first: 10 });
    const expected = ids(await server.ok(PRODUCTS, { first: 10, after: page.products.pageInfo.endCursor }));
    const last = ids(page).at(-1);
    expect((await server.ok(DELETE, { input: { productId: last } })).deleteProduct.errors).toEqual([]);
    expect(ids(await server.ok(PRODUCTS, { first: 10, after: page.products.pageInfo.endCursor }))).toEqual(expected);
  });

  it('pages claims sorted by amount without repeating or skipping a claim', async () => {
    const server = createTestServer('client-admin');
    const sort = { field: 'AMOUNT', direction: 'ASC' };
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const data: any = await server.ok(CLAIMS, { first: 100, after, sort });
      seen.push(...data.claims.edges.map((edge: any) => edge.node.id));
      after = data.claims.pageInfo.endCursor;
    }
    const whole: any = await server.ok(CLAIMS, { first: 100, sort });
    expect(seen.slice(0, 100)).toEqual(whole.claims.edges.map((edge: any) => edge.node.id));
    expect(new Set(seen).size).toBe(500);
  });

  it('refuses a page larger than the largest, and says how large a page may be', async () => {
    const server = createTestServer('client-admin');
    const result = await server.run(PRODUCTS, { first: MAX_PAGE_SIZE + 1 });
    expect(result.errors?.[0]?.message).toBe('`first` is at most 100; ask for 100 or fewer and page on with `after`.');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.ok(CLAIMS, { first: MAX_PAGE_SIZE })).claims.edges).toHaveLength(MAX_PAGE_SIZE);
  });

  it('refuses a cursor it did not hand out', async () => {
    const server = createTestServer('client-admin');
    for (const cursor of ['not a cursor', btoa('offset:3'), encodeCursor([]).concat('x'), btoa('{"a":1}')]) {
      expect(await server.errorCode(PRODUCTS, { first: 5, after: cursor })).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps the key inside the cursor, text and numbers alike', () => {
    const key = ['Zoned Damper — 24"', 14, 'PRD-0007'];
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(encodeCursor(key)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('the figures an operation selects of a page', () => {
  /** pageNeedsOf as a resolver of the document's first field sees it. */
  const needsOf = (document: string, sums: string[] = []) => {
    const parsed = parse(document);
    const operation = parsed.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const field = operation.selectionSet.selections[0] as FieldNode;
    const fragments = Object.fromEntries(
      parsed.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
    );
    return pageNeedsOf({ fieldNodes: [field], fragments }, sums);
  };

  it('asks for a count, a page before or a sum only when the selection names it, through fragments too', () => {
    expect(needsOf('{ claims(first: 0) { totalCount } }', ['totalAmount'])).toEqual({ totalCount: true, hasPreviousPage: false, sums: false });
    expect(needsOf('{ claims { edges { node { id } } pageInfo { hasNextPage endCursor } } }', ['totalAmount'])).toEqual(NO_FIGURES);
    expect(needsOf('{ claims { ...Page } } fragment Page on ClaimConnection { pageInfo { ...Info } ... on ClaimConnection { sum: totalAmount { amount } } } fragment Info on PageInfo { hasPreviousPage }', ['totalAmount'])).toEqual({
      totalCount: false,
      hasPreviousPage: true,
      sums: true,
    });
    // A figure under @skip or @include counts as asked: the count runs, whatever the variable says.
    expect(needsOf('query($s: Boolean!) { participants { totalCount @skip(if: $s) } }')).toEqual({ totalCount: true, hasPreviousPage: false, sums: false });
  });
});
