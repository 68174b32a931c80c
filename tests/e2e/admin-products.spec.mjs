import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { assertAccessible, waitForHeading } from './helpers.mjs';

/** One of the three cards, also while a dialog hides the page behind it from assistive technology. */
function card(page, label) {
  return page.getByRole('group', { name: label, exact: true, includeHidden: true });
}

/** The big figure of one of the three cards. */
async function cardValue(page, label) {
  return card(page, label).locator('p').nth(1).textContent();
}

/** Waits until a card shows this figure. */
async function waitForCard(page, label, value) {
  await card(page, label).getByText(value, { exact: true }).waitFor();
}

function catalogRow(page, name) {
  return page.getByRole('table', { name: 'Product catalog' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** A toast by its title; it carries its description. */
function toast(page, title) {
  return page.getByTestId('toast').filter({ hasText: title });
}

async function fitsWidth(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('Product Management', () => {
  test('create, edit, delete and undo a product; every change is still there after a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-products', { role: 'client-admin' });
    await waitForHeading(page, 'Product Management');
    assert.equal(await cardValue(page, 'Total Products'), '40');

    await page.getByRole('button', { name: 'Add Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByRole('button', { name: 'Create Product' }).click();
    await create.getByText('Product name is required').waitFor();
    await create.getByText('Base points is required').waitFor();

    await create.getByRole('textbox', { name: 'Product Name' }).fill('Attic Condensate Alarm');
    await create.getByRole('combobox', { name: 'Category' }).selectOption('Drainage Systems');
    await create.getByRole('textbox', { name: 'SKU' }).fill('DRN-2001');
    await create.getByRole('textbox', { name: 'Base Points' }).fill('450');
    await create.getByRole('textbox', { name: 'Base Dollars' }).fill('45');
    await create.getByRole('textbox', { name: 'Description' }).fill('Shuts the system down before the pan overflows.');
    await create.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Product Created').getByText('New product has been added to the catalog').waitFor();
    await create.waitFor({ state: 'hidden' });

    const row = catalogRow(page, 'Attic Condensate Alarm');
    await row.waitFor();
    for (const text of ['DRN-2001', 'Drainage Systems', '450 pts', '$45.00', 'Active']) await row.getByText(text, { exact: true }).waitFor();
    await waitForCard(page, 'Total Products', '41');

    await page.reload();
    await waitForHeading(page, 'Product Management');
    await row.getByText('450 pts').waitFor();
    assert.equal(await cardValue(page, 'Total Products'), '41');

    await row.getByRole('button', { name: 'Edit Attic Condensate Alarm' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    assert.equal(await edit.getByRole('textbox', { name: 'SKU' }).inputValue(), 'DRN-2001');
    await edit.getByRole('textbox', { name: 'Base Points' }).fill('500');
    await edit.getByRole('textbox', { name: 'Base Dollars' }).fill('50');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Product Updated').getByText('Product details have been saved').waitFor();
    await row.getByText('500 pts').waitFor();
    await row.getByText('$50.00').waitFor();

    await row.getByRole('button', { name: 'Delete Attic Condensate Alarm' }).click();
    const deleted = toast(page, 'Product Deleted');
    await deleted.getByText('Attic Condensate Alarm has been removed').waitFor();
    await page.getByText('No products found matching your filters').waitFor();
    await waitForCard(page, 'Total Products', '40');

    await deleted.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Product Restored').waitFor();
    await row.getByText('500 pts').waitFor();
    await waitForCard(page, 'Total Products', '41');

    await page.reload();
    await waitForHeading(page, 'Product Management');
    await row.getByText('500 pts').waitFor();
    assert.deepEqual(errors, []);
  });

  test('import a CSV with one bad row: the preview flags it and only the valid rows are imported', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-products', { role: 'client-admin' });
    await waitForHeading(page, 'Product Management');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products from CSV' });
    const csv = [
      'Product Name,SKU,Category,Base Points,Base Dollars,Description,Status',
      'Hybrid Heat Controller,SEN-2001,Sensors & Controls,1500,150,Dual fuel controller,Active',
      'Coil Fin Straightener,,Tools & Supplies,90,9,,Inactive',
      'Duplicate Thermostat,SEN-1001,Sensors & Controls,1000,100,,Active',
    ].join('\n');
    await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'new-products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    const preview = dialog.getByRole('table', { name: 'Import preview' });
    await preview.waitFor();
    await dialog.getByText('2 valid', { exact: true }).waitFor();
    await dialog.getByText('1 row with errors', { exact: true }).waitFor();
    await preview.getByText('SKU SEN-1001 is already in use').waitFor();
    assert.equal(await preview.getByText('Valid', { exact: true }).count(), 2);
    assert.equal(await cardValue(page, 'Total Products'), '40');

    await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await toast(page, 'Products Imported').getByText('2 products have been added to the catalog; 1 row with errors was skipped').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await waitForCard(page, 'Total Products', '42');

    await page.reload();
    await waitForHeading(page, 'Product Management');
    assert.equal(await cardValue(page, 'Total Products'), '42');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('SEN-2001');
    const imported = catalogRow(page, 'Hybrid Heat Controller');
    await imported.getByText('1,500 pts').waitFor();
    await page.waitForURL((url) => url.searchParams.get('search') === 'SEN-2001');
    assert.equal(await page.getByRole('rowheader', { name: 'Duplicate Thermostat' }).count(), 0);
    assert.deepEqual(errors, []);
  });

  test('a malformed file or one that is not CSV is refused with a clear message and changes nothing', async ({ openPage }) => {
    const { page } = await openPage('/admin-products', { role: 'client-admin' });
    await waitForHeading(page, 'Product Management');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products from CSV' });
    const picker = dialog.getByLabel('Choose CSV file');
    const alert = dialog.getByRole('alert');

    await picker.setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from('Colour,Size\nRed,Large\n') });
    await alert.getByText('The file has no header row.', { exact: false }).waitFor();
    await alert.getByText('Nothing was changed.', { exact: false }).waitFor();

    await picker.setInputFiles({
      name: 'catalog.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]),
    });
    await alert.getByText('“catalog.xlsx” is not a CSV file.', { exact: false }).waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled(), true);
    assert.equal(await dialog.getByRole('table', { name: 'Import preview' }).count(), 0);
    assert.equal(await cardValue(page, 'Total Products'), '40');
  });

  test('no sideways scrolling on a phone', async ({ openPage }) => {
    const { page } = await openPage('/admin-products', { role: 'client-admin', viewport: 'mobile' });
    await waitForHeading(page, 'Product Management');
    await page.getByRole('table', { name: 'Product catalog' }).waitFor();
    assert.equal(await fitsWidth(page), true);
  });

  test('the screen, the create dialog and the import preview pass the accessibility checks', async ({ openPage }) => {
    const { page } = await openPage('/admin-products', { role: 'client-admin' });
    await waitForHeading(page, 'Product Management');
    await page.getByRole('table', { name: 'Product catalog' }).waitFor();
    await assertAccessible(page, 'main');

    await page.getByRole('button', { name: 'Add Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByRole('button', { name: 'Create Product' }).click();
    await create.getByText('Product name is required').waitFor();
    await assertAccessible(page, '[role="dialog"]');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await create.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products from CSV' });
    const csv = 'Product Name,SKU,Category,Base Points,Base Dollars\nHeat Lamp,TLS-3001,Tools & Supplies,10,1\nTaken,SEN-1001,Sensors & Controls,1,1\n';
    await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'lamps.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('table', { name: 'Import preview' }).waitFor();
    await assertAccessible(page, '[role="dialog"]');
  });
});
