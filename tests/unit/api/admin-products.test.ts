import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY, MemoryStorage } from '../../../domain/db';
import { createServer } from '../../../mocks/server';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../../../domain/session-store';
import { PRODUCT_CATEGORIES, productFromCsvRecord, validateImportRows, validateProduct } from '../../../src/lib/validation';
import { TEST_NOW, cents, createTestServer, type TestServer } from '../../api';

const PRODUCT = 'id name category sku basePoints baseAmount { amount } isActive createdDate lastModified description';
const PAGE = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount';

const PRODUCTS = `query($filter: ProductFilter, $first: Int, $after: String) {
  products(filter: $filter, first: $first, after: $after) { edges { cursor node { ${PRODUCT} } } ${PAGE} }
}`;
const STATS = `{ productStats { total active activePercent inactive inactivePercent } }`;
const CATEGORIES = `{ productCategories }`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { product { ${PRODUCT} } errors { field message } } }`;
const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { product { ${PRODUCT} } errors { field message } } }`;
const SET_ACTIVE = `mutation($input: SetProductActiveInput!) { setProductActive(input: $input) { product { ${PRODUCT} } errors { field message } } }`;
const DELETE = `mutation($input: ProductIdInput!) { deleteProduct(input: $input) { product { ${PRODUCT} } errors { field message } } }`;
const RESTORE = `mutation($input: RestoreProductInput!) { restoreProduct(input: $input) { product { ${PRODUCT} } errors { field message } } }`;
const IMPORT = `mutation($input: ImportProductsInput!) {
  importProducts(input: $input) { rows { index ok errors { field message } product { id name sku category isActive } } importedCount errors { field message } }
}`;

const ADMIN_PROMOTIONS = `{ adminPromotions { totalCount totalParticipants } }`;
const EARN_RATES = `{ earnRates { totalCount } }`;

const newProduct = {
  name: 'Wireless Zone Damper Actuator',
  category: 'Sensors & Controls',
  basePoints: 750,
  baseAmount: '75',
  description: 'Battery-powered actuator for retrofit zoning.',
};

const names = (data: any): string[] => data.products.edges.map((edge: any) => edge.node.name);
const skus = (data: any): string[] => data.products.edges.map((edge: any) => edge.node.sku);

/** Runs an operation that returns a payload with errors and checks nothing was changed or saved. */
async function expectRejected(server: TestServer, query: string, variables: Record<string, unknown>) {
  const before = JSON.stringify(server.db.data);
  const storedBefore = server.storage.getItem(DB_STORAGE_KEY);
  const data = await server.ok(query, variables);
  expect(JSON.stringify(server.db.data)).toBe(before);
  expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(storedBefore);
  return Object.values(data)[0] as any;
}

describe('product catalogue', () => {
  it('lists the ten categories in display order', async () => {
    const server = createTestServer('client-admin');
    expect((await server.ok(CATEGORIES)).productCategories).toEqual([
      'Installation Parts',
      'Filters & Accessories',
      'Refrigeration Parts',
      'Sensors & Controls',
      'Motors & Components',
      'Tools & Supplies',
      'Indoor Air Quality',
      'Electrical Components',
      'Drainage Systems',
      'Maintenance Supplies',
    ]);
  });

  it('shows the product cards of a fresh catalogue: 40 products, 34 active (85%), 6 inactive (15%)', async () => {
    const server = createTestServer('client-admin');
    expect((await server.ok(STATS)).productStats).toEqual({
      total: 40,
      active: 34,
      activePercent: 85,
      inactive: 6,
      inactivePercent: 15,
    });
  });

  it('holds four products per category with SKUs and points ten times dollars', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(PRODUCTS, { first: 100 });
    const nodes = data.products.edges.map((edge: any) => edge.node);
    for (const category of PRODUCT_CATEGORIES) expect(nodes.filter((node: any) => node.category === category)).toHaveLength(4);
    for (const node of nodes) {
      expect(node.basePoints * 10).toBe(cents(node.baseAmount));
      expect(node.id).toMatch(/^PRD-\d{3}$/);
      expect(node.sku).toMatch(/^[A-Z]{3}-\d{4}$/);
    }
    expect(new Set(nodes.map((node: any) => node.sku)).size).toBe(40);
    const rates = nodes.map((node: any) => `${node.basePoints}/${node.baseAmount.amount}`);
    expect(rates).toEqual(expect.arrayContaining(['500/50.00', '600/60.00', '1000/100.00', '50/5.00']));
  });

  it('pages through the catalogue sorted by name', async () => {
    const server = createTestServer('client-admin');
    const first = await server.ok(PRODUCTS, { first: 25 });
    expect(first.products.totalCount).toBe(40);
    expect(first.products.edges).toHaveLength(25);
    expect(first.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(names(first).slice(0, 3)).toEqual(['Condensate Pan Treatment Tablets', 'Condensate Pump, 1/30 HP', 'Condenser Fan Blade 22"']);
    const second = await server.ok(PRODUCTS, { first: 25, after: first.products.pageInfo.endCursor });
    expect(second.products.edges).toHaveLength(15);
    expect(second.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const all = [...names(first), ...names(second)];
    expect(new Set(all).size).toBe(40);
    expect(all).toEqual([...all].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it('searches name or SKU ignoring case, and filters by category and status', async () => {
    const server = createTestServer('client-admin');
    expect(names(await server.ok(PRODUCTS, { filter: { search: 'FILTER' } }))).toEqual([
      'Liquid Line Filter Drier 3/8" Flare',
      'MERV 11 Pleated Filter 16x25x4',
      'MERV 13 Pleated Filter 20x25x1',
      'Washable Electrostatic Filter 16x25x1',
    ]);
    expect(skus(await server.ok(PRODUCTS, { filter: { search: 'drn-100' } }))).toEqual(['DRN-1001', 'DRN-1002', 'DRN-1004', 'DRN-1003']);
    const category = await server.ok(PRODUCTS, { filter: { category: 'Electrical Components' } });
    expect(category.products.totalCount).toBe(4);
    const inactive = await server.ok(PRODUCTS, { filter: { status: 'INACTIVE' } });
    expect(names(inactive)).toEqual([
      'Flaring Tool Kit',
      'Flexible Duct Connector Kit',
      'Furnace Flame Sensor Rod',
      'Fused Disconnect, 60 Amp',
      'PVC Condensate Trap 3/4"',
      'Washable Electrostatic Filter 16x25x1',
    ]);
    const combined = await server.ok(PRODUCTS, { filter: { category: 'Electrical Components', status: 'ACTIVE', search: 'c' } });
    expect(names(combined)).toEqual(['Contactor, 2 Pole 30 Amp', 'Control Transformer, 40 VA', 'Dual Run Capacitor 45/5 MFD']);
    const none = await server.ok(PRODUCTS, { filter: { search: 'nothing like this' } });
    expect(none.products).toMatchObject({ edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('creates a product with a SKU generated from its category, and keeps it after a reload', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(CREATE, { input: newProduct });
    expect(data.createProduct.errors).toEqual([]);
    expect(data.createProduct.product).toEqual({
      id: 'PRD-041',
      name: 'Wireless Zone Damper Actuator',
      category: 'Sensors & Controls',
      sku: 'SEN-1005',
      basePoints: 750,
      baseAmount: { amount: '75.00' },
      isActive: true,
      createdDate: '2026-11-22',
      lastModified: TEST_NOW.toISOString(),
      description: 'Battery-powered actuator for retrofit zoning.',
    });
    const reloaded = server.reload();
    expect((await reloaded.ok(STATS)).productStats).toMatchObject({ total: 41, active: 35, activePercent: 85.4, inactivePercent: 14.6 });
    expect(names(await reloaded.ok(PRODUCTS, { filter: { search: 'sen-1005' } }))).toEqual(['Wireless Zone Damper Actuator']);
    const second = await reloaded.ok(CREATE, { input: { ...newProduct, name: 'Damper Actuator, 24 V', isActive: false } });
    expect(second.createProduct.product).toMatchObject({ id: 'PRD-042', sku: 'SEN-1006', isActive: false });
  });

  it('keeps a typed SKU and refuses one already used, whatever its case', async () => {
    const server = createTestServer('client-admin');
    const typed = await server.ok(CREATE, { input: { ...newProduct, sku: ' ZD-24V ' } });
    expect(typed.createProduct.product.sku).toBe('ZD-24V');
    const taken = await expectRejected(server, CREATE, { input: { ...newProduct, sku: 'flt-1001' } });
    expect(taken).toEqual({ product: null, errors: [{ field: ['sku'], message: 'SKU flt-1001 is already in use' }] });
  });

  it('returns every create error at its field and changes nothing', async () => {
    const server = createTestServer('client-admin');
    const result = await expectRejected(server, CREATE, {
      input: { name: ' ', category: 'Ductwork', sku: 'bad sku!', basePoints: -5, baseAmount: '-1', description: 'x'.repeat(501) },
    });
    expect(result.errors).toEqual([
      { field: ['name'], message: 'Product name is required' },
      { field: ['category'], message: 'Choose one of the product categories' },
      { field: ['sku'], message: 'SKU may contain only letters, numbers and hyphens' },
      { field: ['basePoints'], message: 'Base points must be a whole number, 0 or more' },
      { field: ['baseAmount'], message: 'Base dollars must be 0 or more' },
      { field: ['description'], message: 'Description must be at most 500 characters' },
    ]);
    const tooLong = await expectRejected(server, CREATE, { input: { ...newProduct, name: 'x'.repeat(121), category: '', baseAmount: '1.005' } });
    expect(tooLong.errors).toEqual([
      { field: ['name'], message: 'Product name must be at most 120 characters' },
      { field: ['category'], message: 'Category is required' },
      { field: ['baseAmount'], message: 'Base dollars can have at most 2 decimal places' },
    ]);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('updates a product, its SKU unique except for itself, and records the change time', async () => {
    const server = createTestServer('client-admin');
    const edit = {
      productId: 'PRD-013',
      name: 'Smart Wi-Fi Thermostat, Gen 2',
      category: 'Sensors & Controls',
      sku: 'SEN-1001',
      basePoints: 1200,
      baseAmount: '120',
      description: '',
    };
    const data = await server.ok(UPDATE, { input: edit });
    expect(data.updateProduct).toEqual({
      product: {
        id: 'PRD-013',
        name: 'Smart Wi-Fi Thermostat, Gen 2',
        category: 'Sensors & Controls',
        sku: 'SEN-1001',
        basePoints: 1200,
        baseAmount: { amount: '120.00' },
        isActive: true,
        createdDate: '2026-03-27',
        lastModified: TEST_NOW.toISOString(),
        description: null,
      },
      errors: [],
    });
    const reloaded = server.reload();
    expect(names(await reloaded.ok(PRODUCTS, { filter: { search: 'sen-1001' } }))).toEqual(['Smart Wi-Fi Thermostat, Gen 2']);

    const clash = await expectRejected(reloaded, UPDATE, { input: { ...edit, sku: 'sen-1002' } });
    expect(clash.errors).toEqual([{ field: ['sku'], message: 'SKU sen-1002 is already in use' }]);
    const blank = await expectRejected(reloaded, UPDATE, { input: { ...edit, sku: '  ', name: '' } });
    expect(blank.errors).toEqual([
      { field: ['name'], message: 'Product name is required' },
      { field: ['sku'], message: 'SKU is required' },
    ]);
    const unknown = await expectRejected(reloaded, UPDATE, { input: { ...edit, productId: 'PRD-999' } });
    expect(unknown).toEqual({ product: null, errors: [{ field: ['productId'], message: 'This product no longer exists' }] });
  });

  it('enables and disables a product, moving the cards, and ignores a switch to the current state', async () => {
    const server = createTestServer('client-admin');
    const off = await server.ok(SET_ACTIVE, { input: { productId: 'PRD-013', isActive: false } });
    expect(off.setProductActive.product).toMatchObject({ isActive: false, lastModified: TEST_NOW.toISOString() });
    const reloaded = server.reload();
    expect((await reloaded.ok(STATS)).productStats).toEqual({ total: 40, active: 33, activePercent: 82.5, inactive: 7, inactivePercent: 17.5 });
    const same = await expectRejected(reloaded, SET_ACTIVE, { input: { productId: 'PRD-013', isActive: false } });
    expect(same).toMatchObject({ product: { id: 'PRD-013', isActive: false }, errors: [] });
    const on = await reloaded.ok(SET_ACTIVE, { input: { productId: 'PRD-004', isActive: true } });
    expect(on.setProductActive.product.isActive).toBe(true);
    expect((await reloaded.reload().ok(STATS)).productStats.active).toBe(34);
    const unknown = await expectRejected(reloaded, SET_ACTIVE, { input: { productId: 'PRD-404', isActive: true } });
    expect(unknown.errors).toEqual([{ field: ['productId'], message: 'This product no longer exists' }]);
  });

  it('deletes a product at once and restores it after a reload', async () => {
    const server = createTestServer('client-admin');
    const deleted = await server.ok(DELETE, { input: { productId: 'PRD-013' } });
    expect(deleted.deleteProduct).toMatchObject({ product: { id: 'PRD-013', name: 'Smart Wi-Fi Thermostat', sku: 'SEN-1001' }, errors: [] });
    const reloaded = server.reload();
    expect((await reloaded.ok(STATS)).productStats).toMatchObject({ total: 39, active: 33 });
    expect(names(await reloaded.ok(PRODUCTS, { filter: { search: 'smart wi-fi' } }))).toEqual([]);

    const restored = await reloaded.ok(RESTORE, { input: { productId: 'PRD-013' } });
    expect(restored.restoreProduct).toEqual({ product: deleted.deleteProduct.product, errors: [] });
    const again = reloaded.reload();
    expect((await again.ok(STATS)).productStats).toMatchObject({ total: 40, active: 34 });
    expect(names(await again.ok(PRODUCTS, { filter: { search: 'smart wi-fi' } }))).toEqual(['Smart Wi-Fi Thermostat']);

    const twice = await expectRejected(again, RESTORE, { input: { productId: 'PRD-013' } });
    expect(twice.errors).toEqual([{ field: ['productId'], message: 'This product is already in the catalog' }]);
    const unknown = await expectRejected(again, RESTORE, { input: { productId: 'PRD-777' } });
    expect(unknown.errors).toEqual([{ field: ['productId'], message: 'This product can no longer be restored' }]);
    const missing = await expectRejected(again, DELETE, { input: { productId: 'PRD-777' } });
    expect(missing).toEqual({ product: null, errors: [{ field: ['productId'], message: 'This product no longer exists' }] });
  });

  it('never hands a deleted product’s SKU to a new product, and refuses a restore once its SKU was typed again', async () => {
    const server = createTestServer('client-admin');
    await server.ok(DELETE, { input: { productId: 'PRD-016' } });
    const generated = await server.ok(CREATE, { input: { ...newProduct } });
    expect(generated.createProduct.product.sku).toBe('SEN-1005');
    await server.ok(CREATE, { input: { ...newProduct, name: 'Flame Sensor, Universal', sku: 'sen-1004' } });
    const refused = await expectRejected(server, RESTORE, { input: { productId: 'PRD-016' } });
    expect(refused.errors).toEqual([
      { field: ['sku'], message: 'SKU SEN-1004 is now used by Flame Sensor, Universal; the product cannot be restored' },
    ]);
  });

  it('keeps only the last 20 deleted products for undo', async () => {
    const server = createTestServer('client-admin');
    for (let number = 1; number <= 21; number += 1) {
      await server.ok(DELETE, { input: { productId: `PRD-${String(number).padStart(3, '0')}` } });
    }
    expect(server.db.data.deletedProducts).toHaveLength(20);
    expect((await server.ok(RESTORE, { input: { productId: 'PRD-001' } })).restoreProduct.errors).toEqual([
      { field: ['productId'], message: 'This product can no longer be restored' },
    ]);
    expect((await server.ok(RESTORE, { input: { productId: 'PRD-002' } })).restoreProduct.errors).toEqual([]);
  });
});

describe('product import', () => {
  const goodRow = { name: 'Hard Start Kit', category: 'Electrical Components', basePoints: 250, baseAmount: '25' };
  const rows = [
    goodRow,
    { name: 'Condensate Line Vacuum', category: 'Ductwork', sku: 'DRN-2001', basePoints: 300, baseAmount: '30' },
    { name: 'Drain Line Flush Kit', category: 'Drainage Systems', sku: 'DRN-2002', basePoints: 120, baseAmount: '12', isActive: false },
  ];

  it('previews the rows with the bad one listed, changing nothing', async () => {
    const server = createTestServer('client-admin');
    const preview = await expectRejected(server, IMPORT, { input: { rows, commit: false } });
    expect(preview).toEqual({
      rows: [
        { index: 0, ok: true, errors: [], product: null },
        { index: 1, ok: false, errors: [{ field: ['rows', '1', 'category'], message: 'Choose one of the product categories' }], product: null },
        { index: 2, ok: true, errors: [], product: null },
      ],
      importedCount: 0,
      errors: [],
    });
  });

  it('imports only the good rows on commit, and keeps them after a reload', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(IMPORT, { input: { rows, commit: true } });
    expect(data.importProducts).toEqual({
      rows: [
        { index: 0, ok: true, errors: [], product: { id: 'PRD-041', name: 'Hard Start Kit', sku: 'ELC-1005', category: 'Electrical Components', isActive: true } },
        { index: 1, ok: false, errors: [{ field: ['rows', '1', 'category'], message: 'Choose one of the product categories' }], product: null },
        { index: 2, ok: true, errors: [], product: { id: 'PRD-042', name: 'Drain Line Flush Kit', sku: 'DRN-2002', category: 'Drainage Systems', isActive: false } },
      ],
      importedCount: 2,
      errors: [],
    });
    const reloaded = server.reload();
    expect((await reloaded.ok(STATS)).productStats).toMatchObject({ total: 42, active: 35, inactive: 7 });
    expect(names(await reloaded.ok(PRODUCTS, { filter: { search: 'condensate line vacuum' } }))).toEqual([]);

    // The same file again: every product is now a duplicate of the catalogue.
    const again = await expectRejected(reloaded, IMPORT, { input: { rows: [goodRow, rows[2]], commit: true } });
    expect(again.importedCount).toBe(0);
    expect(again.rows.map((row: any) => row.errors)).toEqual([
      [
        {
          field: ['rows', '0', 'name'],
          message: 'A product named "Hard Start Kit" already exists in Electrical Components; add a SKU to import it as a new product',
        },
      ],
      [{ field: ['rows', '1', 'sku'], message: 'SKU DRN-2002 is already in use' }],
    ]);
  });

  it('flags duplicates within the file, keeping the first occurrence', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(IMPORT, {
      input: {
        commit: true,
        rows: [
          { ...goodRow, sku: 'ELC-2001' },
          { ...goodRow, name: 'Hard Start Kit, 5 HP', sku: 'elc-2001' },
          { ...goodRow, name: 'Surge Protector' },
          { ...goodRow, name: 'surge protector ' },
          { ...goodRow, name: 'Surge Protector', category: 'Tools & Supplies' },
        ],
      },
    });
    expect(data.importProducts.rows.map((row: any) => [row.ok, row.errors])).toEqual([
      [true, []],
      [false, [{ field: ['rows', '1', 'sku'], message: 'SKU elc-2001 appears more than once in the file (first on row 1)' }]],
      [true, []],
      [false, [{ field: ['rows', '3', 'name'], message: 'Row 3 already has a product named "surge protector" in Electrical Components' }]],
      [true, []],
    ]);
    expect(data.importProducts.importedCount).toBe(3);
    // A row that cannot be imported does not make the next one a duplicate.
    const server2 = createTestServer('client-admin');
    const second = await server2.ok(IMPORT, {
      input: { commit: false, rows: [{ ...goodRow, sku: 'ELC-3001', basePoints: -1 }, { ...goodRow, sku: 'ELC-3001' }] },
    });
    expect(second.importProducts.rows.map((row: any) => row.ok)).toEqual([false, true]);
    // Generated SKUs continue after the highest number of the prefix, typed ones included.
    expect(data.importProducts.rows[2].product.sku).toBe('ELC-2002');
    expect(data.importProducts.rows[4].product.sku).toBe('TLS-1005');
  });

  it('refuses a file with no product rows', async () => {
    const server = createTestServer('client-admin');
    const data = await expectRejected(server, IMPORT, { input: { rows: [], commit: true } });
    expect(data).toEqual({ rows: [], importedCount: 0, errors: [{ field: ['rows'], message: 'The file has no product rows' }] });
  });

  it('gives the browser preview the same rules as the server', () => {
    const record = productFromCsvRecord({ 'Product Name': 'Hard Start Kit', SKU: '', Category: 'Electrical Components', 'Base Points': '1,250 pts', 'Base Dollars': '$125.00', Status: 'Inactive' });
    expect(record).toMatchObject({ name: 'Hard Start Kit', basePoints: 1250, baseAmount: '125.00', isActive: false });
    expect(validateProduct(record)).toEqual([]);
    const unreadable = productFromCsvRecord({ name: 'Kit', category: 'Electrical Components', 'base points': 'ten', 'base dollars': '' });
    expect(validateProduct(unreadable)).toEqual([
      { field: 'basePoints', message: 'Base points must be a whole number, 0 or more', code: 'INVALID' },
      { field: 'baseAmount', message: 'Base dollars is required', code: 'REQUIRED' },
    ]);
    const perRow = validateImportRows([record, { ...record, sku: 'ELC-1001' }], { isSkuTaken: (key) => key === 'ELC-1001', isNameTaken: () => false });
    expect(perRow).toEqual([[], [{ field: 'rows.1.sku', message: 'SKU ELC-1001 is already in use', code: 'CONFLICT' }]]);
  });
});

describe('product catalogue at scale', () => {
  it('generates 10,000 unique products and pages a searched, filtered query over them', async () => {
    const storage = new MemoryStorage();
    storage.setItem(AUTHENTICATED_KEY, 'true');
    storage.setItem(ROLE_KEY, 'client-admin');
    const server = createServer({
      storage,
      now: () => TEST_NOW,
      config: { signInDelayMs: 0 },
      scale: { participants: 10_000, products: 10_000, claims: 100_000 },
    });
    expect(server.db.data.products).toHaveLength(10_000);
    expect(new Set(server.db.data.products.map((row) => row.sku.toUpperCase())).size).toBe(10_000);

    const variables = { filter: { search: 'motor', category: 'Motors & Components', status: 'ACTIVE' }, first: 25 };
    const firstRun = await server.run(PRODUCTS, variables);
    expect(firstRun.errors).toBeUndefined();
    const page = (firstRun.data as any).products;
    expect(page.totalCount).toBeGreaterThan(100);
    expect(page.edges).toHaveLength(25);
    const next = await server.run(PRODUCTS, { ...variables, after: page.pageInfo.endCursor });
    expect((next.data as any).products.edges[0].node.name >= page.edges[24].node.name).toBe(true);

    // Search is case-insensitive over name and SKU at scale too.
    const upper = await server.run(PRODUCTS, { ...variables, filter: { ...variables.filter, search: 'MOTOR' } });
    expect((upper.data as any).products.totalCount).toBe(page.totalCount);

    // The same seed gives the same catalogue.
    const twin = createServer({ storage: null, now: () => TEST_NOW, scale: { participants: 0, products: 10_000, claims: 0 } });
    expect(twin.db.data.products.slice(-3)).toEqual(server.db.data.products.slice(-3));
  });
});

/** Every query and mutation of promotions management, earn rates and products, for the role table. */
const ADMIN_OPERATIONS: [name: string, query: string, variables?: Record<string, unknown>][] = [
  ['adminPromotions', ADMIN_PROMOTIONS],
  ['earnRates', EARN_RATES],
  ['products', PRODUCTS],
  ['productStats', STATS],
  ['productCategories', CATEGORIES],
  ['approvePromotion', `mutation { approvePromotion(input: { promotionId: "PROMO-010" }) { errors { message } } }`],
  ['rejectPromotion', `mutation { rejectPromotion(input: { promotionId: "PROMO-010" }) { errors { message } } }`],
  ['requestPromotionChanges', `mutation { requestPromotionChanges(input: { promotionId: "PROMO-010", note: "Add dates" }) { errors { message } } }`],
  [
    'createPromotion',
    `mutation { createPromotion(input: { name: "X", type: SPIFF, multiplier: "2x", targetProducts: ALL_PRODUCTS, startDate: "2026-12-01", endDate: "2026-12-31", activate: true }) { errors { message } } }`,
  ],
  [
    'updatePromotion',
    `mutation { updatePromotion(input: { promotionId: "PROMO-003", name: "X", type: SPIFF, multiplier: "2x", targetProducts: ALL_PRODUCTS, startDate: "2026-12-01", endDate: "2026-12-31" }) { errors { message } } }`,
  ],
  ['deletePromotion', `mutation { deletePromotion(input: { promotionId: "PROMO-003" }) { deletedId } }`],
  [
    'saveEarnRate',
    `mutation { saveEarnRate(input: { category: "Tools & Supplies", productType: "Torches", basePoints: 100, baseAmount: "10", tier: BASIC }) { errors { message } } }`,
  ],
  ['createProduct', CREATE, { input: newProduct }],
  ['updateProduct', UPDATE, { input: { productId: 'PRD-001', name: 'X', category: 'Installation Parts', sku: 'INS-1001', basePoints: 1, baseAmount: '0.1' } }],
  ['setProductActive', SET_ACTIVE, { input: { productId: 'PRD-001', isActive: false } }],
  ['deleteProduct', DELETE, { input: { productId: 'PRD-001' } }],
  ['restoreProduct', RESTORE, { input: { productId: 'PRD-001' } }],
  ['importProducts', IMPORT, { input: { rows: [newProduct], commit: true } }],
];

describe('catalogue administration is for client admins only', () => {
  it.each(ADMIN_OPERATIONS)('%s: FORBIDDEN for dealers and advisors, UNAUTHENTICATED when signed out, nothing changed', async (_name, query, variables) => {
    for (const role of ['dealer', 'comfort-advisor'] as const) {
      const server = createTestServer(role);
      const before = JSON.stringify(server.db.data);
      expect(await server.errorCode(query, variables)).toBe('FORBIDDEN');
      expect(JSON.stringify(server.db.data)).toBe(before);
      expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
    }
    const signedOut = createTestServer(null);
    expect(await signedOut.errorCode(query, variables)).toBe('UNAUTHENTICATED');
    expect(signedOut.storage.getItem(DB_STORAGE_KEY)).toBeNull();
    // The same operation succeeds for a client admin, so the denial above is the role check.
    const admin = createTestServer('client-admin');
    const result = await admin.run(query, variables);
    expect(result.errors).toBeUndefined();
  });
});
