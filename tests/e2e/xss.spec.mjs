import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { selectTab, waitForHeading } from './helpers.mjs';

/**
 * User text is rendered as text: script payloads typed into the portal's free-text inputs are shown
 * literally, and none of them runs (no `window.__xss`, no dialog, no uncaught error).
 */

export const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  'javascript:window.__xss=1',
  '"><svg onload="window.__xss=1">',
];

/** Watches a page for any sign that a payload ran. */
function watch(page) {
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Asserts that nothing ran: no flag, no dialog, no uncaught error, no element a payload would create. */
async function assertNothingRan(page, errors, dialogs) {
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(errors, []);
  assert.equal(await page.locator('img[src="x"], main svg[onload], main script').count(), 0);
}

/** Waits until `text` shows literally, as text, somewhere in `scope`. */
async function showsLiterally(scope, text) {
  await scope.getByText(text, { exact: false }).first().waitFor();
}

function toast(page, title) {
  return page.getByTestId('toast').filter({ hasText: title });
}

test.describe('script payloads in free-text inputs', () => {
  test('review responses', async ({ openPage }) => {
    const { page, errors } = await openPage('/reviews?tab=needs-response', { role: 'dealer' });
    const dialogs = watch(page);
    await waitForHeading(page, 'Customer Reviews');
    const recent = page.getByRole('region', { name: 'Recent Reviews' });
    for (const [index, payload] of PAYLOADS.entries()) {
      await recent.getByText(`Showing 10 of ${18 - index} reviews`).waitFor();
      const first = recent.getByRole('article').first();
      const customer = (await first.getByRole('heading', { level: 3 }).textContent()).trim();
      await first.getByRole('button', { name: `Respond to ${customer}` }).click();
      await first.getByRole('textbox', { name: `Your response to ${customer}` }).fill(payload);
      await first.getByRole('button', { name: 'Post Response' }).click();
      await toast(page, 'Response posted').first().waitFor();
    }
    await recent.getByText(`Showing 10 of ${18 - PAYLOADS.length} reviews`).waitFor();
    await selectTab(page, 'All Reviews');
    for (const payload of PAYLOADS) await showsLiterally(recent, payload);
    await page.reload();
    await waitForHeading(page, 'Customer Reviews');
    for (const payload of PAYLOADS) await showsLiterally(recent, payload);
    await assertNothingRan(page, errors, dialogs);
  });

  test('spot award notes', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-claims-management?tab=spot-awards', { role: 'client-admin' });
    const dialogs = watch(page);
    await waitForHeading(page, 'Claims Management');
    const form = page.getByRole('form', { name: 'Issue Spot Award' });
    for (const payload of PAYLOADS) {
      const participant = form.getByRole('combobox', { name: /Participant \/ Dealer/ });
      await participant.fill('Aaron And');
      await page.getByRole('option', { name: /Aaron Anderson/ }).click();
      await form.getByRole('combobox', { name: 'Award Type' }).selectOption({ label: 'Exceptional Customer Service' });
      await form.getByRole('spinbutton', { name: /Amount/ }).fill('10');
      await form.getByRole('textbox', { name: /Reason \/ Notes/ }).fill(payload);
      await form.getByRole('button', { name: 'Issue Spot Award' }).click();
      // Each award is issued before the next is filled in: the form clears itself once the server
      // answers, and a toast from the previous award may still be on screen, so the test waits for
      // this award's own note in the recent awards and for the cleared form.
      await showsLiterally(page.locator('main'), payload);
      const notes = await form.getByRole('textbox', { name: /Reason \/ Notes/ }).elementHandle();
      await page.waitForFunction((field) => field.value === '', notes);
    }
    for (const payload of PAYLOADS) await showsLiterally(page.locator('main'), payload);
    await assertNothingRan(page, errors, dialogs);
  });

  test('product names, descriptions and CSV import cells', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-products', { role: 'client-admin' });
    const dialogs = watch(page);
    await waitForHeading(page, 'Product Management');

    await page.getByRole('button', { name: 'Add Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByRole('textbox', { name: 'Product Name' }).fill(PAYLOADS[0]);
    await create.getByRole('combobox', { name: 'Category' }).selectOption('Drainage Systems');
    await create.getByRole('textbox', { name: 'SKU' }).fill('DRN-2901');
    await create.getByRole('textbox', { name: 'Base Points' }).fill('10');
    await create.getByRole('textbox', { name: 'Base Dollars' }).fill('1');
    await create.getByRole('textbox', { name: 'Description' }).fill(PAYLOADS[1]);
    await create.getByRole('button', { name: 'Create Product' }).click();
    await create.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products from CSV' });
    const quote = (cell) => `"${cell.replaceAll('"', '""')}"`;
    const rows = PAYLOADS.map((payload, index) =>
      [`Imported ${payload}`, `SEN-29${10 + index}`, 'Sensors & Controls', '100', '10', payload, 'Active'].map(quote).join(','),
    );
    const csv = ['Product Name,SKU,Category,Base Points,Base Dollars,Description,Status', ...rows].join('\n');
    await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'payloads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = dialog.getByRole('table', { name: 'Import preview' });
    await preview.waitFor();
    for (const payload of PAYLOADS) await showsLiterally(preview, `Imported ${payload}`);
    await dialog.getByRole('button', { name: `Import ${PAYLOADS.length} valid rows` }).click();
    await dialog.waitFor({ state: 'hidden' });

    const catalog = page.getByRole('table', { name: 'Product catalog' });
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Imported');
    for (const payload of PAYLOADS) await showsLiterally(catalog, `Imported ${payload}`);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('DRN-2901');
    await catalog.getByRole('rowheader', { name: PAYLOADS[0] }).waitFor();
    await assertNothingRan(page, errors, dialogs);
  });

  test('profile fields', async ({ openPage }) => {
    const { page, errors } = await openPage('/profile-settings?tab=dealer', { role: 'dealer' });
    const dialogs = watch(page);
    await waitForHeading(page, 'Profile Settings');
    const name = page.getByLabel('Business name');
    await name.fill(`Summit ${PAYLOADS[3]}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Dealer information updated successfully').first().waitFor();
    // The business name shows in the header as text, also after a reload.
    await showsLiterally(page.getByTestId('header-identity'), `Summit ${PAYLOADS[3]}`);
    await page.reload();
    await waitForHeading(page, 'Profile Settings');
    await showsLiterally(page.getByTestId('header-identity'), `Summit ${PAYLOADS[3]}`);
    await page.getByRole('tab', { name: 'Dealer' }).click();
    assert.equal(await page.getByLabel('Business name').inputValue(), `Summit ${PAYLOADS[3]}`);
    await assertNothingRan(page, errors, dialogs);
  });
});
