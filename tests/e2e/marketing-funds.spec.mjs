import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { waitForHeading } from './helpers.mjs';

/** A stat card of the fund summary, by its label. */
function statCard(page, label) {
  return page.getByRole('region', { name: 'Fund summary' }).getByRole('group', { name: label, exact: true });
}

/** A calendar day `days` before today in the browser, as a date input takes it (YYYY-MM-DD). */
function daysAgo(page, days) {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() - offset);
    return day.toLocaleDateString('en-CA');
  }, days);
}

async function expectFiguresAfterClaim(page, description) {
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await firstRow.getByText(description).waitFor();
  assert.match(await firstRow.textContent(), /−\$1,200/);
  assert.match(await firstRow.textContent(), /Pending$/);
  assert.match(await statCard(page, 'Pending Claims').textContent(), /\$2,050/);
  assert.match(await statCard(page, 'Pending Claims').textContent(), /2 claims awaiting approval/);
  assert.match(await statCard(page, 'Available Balance').textContent(), /\$10,450 after pending claims/);
  assert.match(await statCard(page, 'Utilization Rate').textContent(), /67\.3% with pending claims/);
}

test.describe('marketing funds', () => {
  test('a claim: submitted, pending in the transactions, the figures move, still there after a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/marketing-funds', { role: 'dealer' });
    await waitForHeading(page, 'Marketing Funds');
    assert.match(await statCard(page, 'Pending Claims').textContent(), /\$850/);
    assert.match(await statCard(page, 'Available Balance').textContent(), /\$12,500/);
    assert.match(await statCard(page, 'Utilization Rate').textContent(), /60\.9%/);

    await page.locator('main').getByRole('button', { name: 'Submit Claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Claim' });
    await dialog.waitFor();

    // The guidelines first: nothing is sent while a field is wrong.
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await dialog.getByText('Choose a fund', { exact: true }).waitFor();
    await dialog.getByText('Campaign date is required', { exact: true }).waitFor();

    const description = 'Search ads: holiday tune-up campaign';
    await dialog.getByLabel('Fund', { exact: true }).selectOption('COOP');
    await dialog.getByLabel('Category', { exact: true }).selectOption('DIGITAL');
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Amount (USD)').fill('1200');
    await dialog.getByLabel('Campaign date').fill(await daysAgo(page, 3));
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();

    await page.getByText('Claim submitted').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectFiguresAfterClaim(page, description);

    await page.reload();
    await waitForHeading(page, 'Marketing Funds');
    await expectFiguresAfterClaim(page, description);
    assert.deepEqual(errors, []);
  });
});
